/** What deleting one's own account would cancel now, for the Danger zone to say beforehand. */
import { handle } from "@/lib/api/route";
import { closingRoutes } from "@/lib/api/routes/closing";
import { countUpcomingSessions } from "@/lib/bookings/closing";

export const GET = handle(closingRoutes.deletionPreview, async ({ caller: { user } }) => ({
  upcoming_sessions: await countUpcomingSessions(user.id),
}));
