/** `GET /users/me/seats`: the caller's seats and waitlist places. */
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { listMySeats } from "@/lib/events/queries";

export const GET = handle(groupEventRoutes.mySeats, async ({ caller: { user } }) =>
  listMySeats(user.id),
);
