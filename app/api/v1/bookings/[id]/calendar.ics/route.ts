/** A booking as an .ics file for its two parties (METHOD:PUBLISH; STATUS follows the booking's). */
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { requestSiteUrl } from "@/lib/api/request-info";
import { requireUser } from "@/lib/auth/session";
import { bookingCalendarFile } from "@/lib/bookings/ics";
import { requireBookingFor } from "@/lib/bookings/queries";
import { bookingUrl, currentStatus } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";

type Params = { id: string };

export const GET = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const row = await requireBookingFor(user, parseUuid(params.id, "id"));
  const url = bookingUrl(requestSiteUrl(req), row.id);
  const body = bookingCalendarFile(row, url, currentStatus(row, now()));
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${row.id}.ics"`,
    },
  });
});
