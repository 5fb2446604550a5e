/** One's conversations, and writing to a Seer for the first time (or again, in the same one). */
import { handle } from "@/lib/api/route";
import { conversationRoutes } from "@/lib/api/routes/conversations";
import { listConversationsFor } from "@/lib/conversations/queries";
import { startConversation } from "@/lib/conversations/send";

export const GET = handle(conversationRoutes.list, async ({ caller: { user }, query }) =>
  listConversationsFor({ userId: user.id, ...query }),
);

export const POST = handle(conversationRoutes.create, async ({ caller: { user }, body }) =>
  startConversation({ seekerId: user.id, coachSlug: body.coach_slug, body: body.body }),
);
