import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { withPresence } from "@/lib/bookings/no-show";
import { requireBookingFor } from "@/lib/bookings/queries";
import { partyOf } from "@/lib/bookings/rows";
import { runBookingSweep } from "@/lib/bookings/sweep";
import { now } from "@/lib/clock";
import { OPEN_READING_STATUSES } from "@/lib/readings/availability";
import { settleReading } from "@/lib/readings/sweep";

export const GET = handle(bookingRoutes.read, async ({ req, caller: { user }, params }) => {
  // Time's changes are written (and announced) before anyone reads them.
  const base = requestSiteUrl(req);
  await runBookingSweep(base);
  let row = await requireBookingFor(user, params.id);
  // A reading's deadlines too (a ring that ran out reads missed), by its own sweep.
  if (row.kind === "reading" && OPEN_READING_STATUSES.some((s) => s === row.status)) {
    await settleReading(row, base);
    row = await requireBookingFor(user, params.id);
  }
  // An admin looking on also reads the room's entries and exits beside a no-show claim, if any.
  return withPresence(row, now(), partyOf(row, user.id));
});
