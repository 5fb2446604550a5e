/** One booking, for its two parties and superusers (anyone else gets the 404 a stranger would). */
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { bookingHost } from "@/lib/bookings/bookable";
import { requireBookingFor } from "@/lib/bookings/queries";
import { toBookingPublic } from "@/lib/bookings/rows";
import { runBookingSweep } from "@/lib/bookings/sweep";
import { now } from "@/lib/clock";

export const GET = handle(bookingRoutes.read, async ({ req, caller: { user }, params }) => {
  // Time's changes are written (and announced) before anyone reads them.
  await runBookingSweep(bookingHost(req));
  const row = await requireBookingFor(user, params.id);
  return toBookingPublic(row, now());
});
