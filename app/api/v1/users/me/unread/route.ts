import { handle } from "@/lib/api/route";
import { conversationRoutes } from "@/lib/api/routes/conversations";
import { unreadCountFor } from "@/lib/conversations/queries";

export const GET = handle(conversationRoutes.unread, async ({ caller: { user } }) => ({
  count: await unreadCountFor(user.id),
}));
