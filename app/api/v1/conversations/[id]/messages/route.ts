/** A conversation's lines, paged back in time, and writing in it: its two people only. */
import { handle } from "@/lib/api/route";
import { conversationRoutes } from "@/lib/api/routes/conversations";
import { listMessages, requireConversationFor } from "@/lib/conversations/queries";
import { sendMessage } from "@/lib/conversations/send";

export const GET = handle(
  conversationRoutes.messages,
  async ({ caller: { user }, params, query }) =>
    listMessages({
      conversation: await requireConversationFor(user.id, params.id),
      before: query.before,
      limit: query.limit,
    }),
);

export const POST = handle(conversationRoutes.send, async ({ caller: { user }, params, body }) =>
  sendMessage({
    conversation: await requireConversationFor(user.id, params.id),
    userId: user.id,
    body: body.body,
  }),
);
