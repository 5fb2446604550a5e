import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { withPresence } from "@/lib/bookings/no-show";
import { requireBookingFor } from "@/lib/bookings/queries";
import { partyOf } from "@/lib/bookings/rows";
import { runBookingSweep } from "@/lib/bookings/sweep";
import { now } from "@/lib/clock";

export const GET = handle(bookingRoutes.read, async ({ req, caller: { user }, params }) => {
  // Time's changes are written (and announced) before anyone reads them.
  await runBookingSweep(requestSiteUrl(req));
  const row = await requireBookingFor(user, params.id);
  // An admin looking on also reads the room's entries and exits beside a no-show claim, if any.
  return withPresence(row, now(), partyOf(row, user.id));
});
