import { handle } from "@/lib/api/route";
import { conversationRoutes } from "@/lib/api/routes/conversations";
import { requireConversationFor } from "@/lib/conversations/queries";
import { markConversationRead } from "@/lib/conversations/send";

export const POST = handle(conversationRoutes.read, async ({ caller: { user }, params }) =>
  markConversationRead({
    conversation: await requireConversationFor(user.id, params.id),
    userId: user.id,
  }),
);
