import { handle } from "@/lib/api/route";
import { safetyRoutes } from "@/lib/api/routes/safety";
import { resolveReport } from "@/lib/conversations/reports";

export const POST = handle(safetyRoutes.resolve, async ({ params }) => resolveReport(params.id));
