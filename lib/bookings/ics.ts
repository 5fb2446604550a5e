/**
 * A booking as an iCalendar event: one stable UID per booking, SEQUENCE from `booking.ics_sequence`,
 * METHOD:REQUEST for an invitation and METHOD:CANCEL (same UID, higher SEQUENCE) for a cancellation.
 */
import { createEvent } from "ics";
import { BRAND_NAME } from "@/lib/brand";

type CalendarBooking = {
  id: string;
  start: Date;
  end: Date;
  seerName: string;
  seekerName: string;
  seerEmail: string | null;
  seekerEmail: string;
  sequence: number;
  url: string;
};

const bookingUid = (id: string) => `${id}@seers`;

export function bookingCalendar(
  booking: CalendarBooking,
  method: "REQUEST" | "CANCEL" | "PUBLISH",
  eventStatus: "TENTATIVE" | "CONFIRMED" | "CANCELLED" = method === "CANCEL"
    ? "CANCELLED"
    : "CONFIRMED",
): string {
  const { error, value } = createEvent({
    productId: "seers/bookings",
    method,
    uid: bookingUid(booking.id),
    sequence: booking.sequence,
    start: booking.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: booking.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${BRAND_NAME} reading: ${booking.seekerName} with ${booking.seerName}`,
    description: `Your session booked on ${BRAND_NAME}. Details: ${booking.url}`,
    url: booking.url,
    status: eventStatus,
    organizer: { name: booking.seerName, email: booking.seerEmail ?? "no-reply@seers.invalid" },
    attendees: [
      {
        name: booking.seekerName,
        email: booking.seekerEmail,
        rsvp: false,
        role: "REQ-PARTICIPANT",
      },
    ],
  });
  if (error || !value) throw error ?? new Error("could not build the calendar event");
  return value;
}
