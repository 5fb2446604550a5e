/** Reported conversations, for the superusers: the only conversations an admin reads. */
import { handle } from "@/lib/api/route";
import { safetyRoutes } from "@/lib/api/routes/safety";
import { listReports } from "@/lib/conversations/reports";

export const GET = handle(safetyRoutes.reports, async ({ query }) => listReports(query));
