/** Whether a conversation is blocked, and blocking its other person: its two people only. */
import { handle } from "@/lib/api/route";
import { safetyRoutes } from "@/lib/api/routes/safety";
import { requireConversationFor } from "@/lib/conversations/queries";
import { blockStateOf, setBlocked } from "@/lib/conversations/safety";

export const GET = handle(safetyRoutes.blockState, async ({ caller: { user }, params }) => {
  const conversation = await requireConversationFor(user.id, params.id);
  return blockStateOf(user.id, conversation.id);
});

export const POST = handle(safetyRoutes.block, async ({ caller: { user }, params }) =>
  setBlocked({
    conversation: await requireConversationFor(user.id, params.id),
    userId: user.id,
    blocked: true,
  }),
);
