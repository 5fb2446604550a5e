import { handle } from "@/lib/api/route";
import { safetyRoutes } from "@/lib/api/routes/safety";
import { requireConversationFor } from "@/lib/conversations/queries";
import { setBlocked } from "@/lib/conversations/safety";

export const POST = handle(safetyRoutes.unblock, async ({ caller: { user }, params }) =>
  setBlocked({
    conversation: await requireConversationFor(user.id, params.id),
    userId: user.id,
    blocked: false,
  }),
);
