import { handle } from "@/lib/api/route";
import { safetyRoutes } from "@/lib/api/routes/safety";
import { requireConversationFor } from "@/lib/conversations/queries";
import { reportConversation } from "@/lib/conversations/safety";

export const POST = handle(safetyRoutes.report, async ({ caller: { user }, params, body }) =>
  reportConversation({
    conversation: await requireConversationFor(user.id, params.id),
    reporter: user,
    reason: body.reason,
  }),
);
