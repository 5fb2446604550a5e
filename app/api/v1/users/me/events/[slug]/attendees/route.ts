/** `GET /users/me/events/{slug}/attendees`: the host's list of who comes and who waits. */
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { listAttendees } from "@/lib/events/queries";

export const GET = handle(groupEventRoutes.attendees, async ({ caller: { user }, params }) =>
  listAttendees(user.id, params.slug),
);
