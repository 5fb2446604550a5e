import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { bookingCalendarFile } from "@/lib/bookings/ics";
import { requireBookingFor } from "@/lib/bookings/queries";
import { onlookerOf, readerOf } from "@/lib/bookings/reader-times";
import { bookingUrl, currentStatus, partyOf, placeFor } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";

export const GET = handle(bookingRoutes.calendar, async ({ req, caller: { user }, params }) => {
  const row = await requireBookingFor(user, params.id);
  const url = bookingUrl(requestSiteUrl(req), row.id);
  const status = currentStatus(row, now());
  // The file speaks to whoever downloads it: their zone first, the place only for a party.
  const party = partyOf(row, user.id);
  const place = placeFor(row, status, party);
  const reader = party ? readerOf(row, party) : onlookerOf(row, user.timezone);
  const body = bookingCalendarFile(row, url, status, place, reader);
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${row.id}.ics"`,
    },
  });
});
