/** A booking as an .ics file for its two parties (METHOD:PUBLISH; STATUS follows the booking's). */
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { bookingHost } from "@/lib/bookings/bookable";
import { bookingCalendar } from "@/lib/bookings/ics";
import { requireBookingFor } from "@/lib/bookings/queries";
import { currentStatus, endOf, seekerName, startOf } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";

export const GET = handle(bookingRoutes.calendar, async ({ req, caller: { user }, params }) => {
  const row = await requireBookingFor(user, params.id);
  const status = currentStatus(row, now());
  const url = `${bookingHost(req).replace(/\/$/, "")}/bookings/${row.id}`;
  const body = bookingCalendar(
    {
      id: row.id,
      start: startOf(row),
      end: endOf(row),
      seerName: row.seer_name,
      seekerName: seekerName(row),
      seerEmail: row.seer_email,
      seekerEmail: row.seeker_email,
      sequence: row.ics_sequence,
      url,
    },
    "PUBLISH",
    status === "requested"
      ? "TENTATIVE"
      : status === "accepted" || status === "completed"
        ? "CONFIRMED"
        : "CANCELLED",
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${row.id}.ics"`,
    },
  });
});
