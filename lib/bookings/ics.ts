/**
 * A booking as an iCalendar event, the one mapping from a booking to .ics: one stable UID per
 * booking, SEQUENCE from `booking.ics_sequence`; METHOD:REQUEST for an invitation, METHOD:CANCEL
 * (same UID, higher SEQUENCE) for a cancellation, METHOD:PUBLISH for the parties' own download.
 */
import "server-only";
import { createEvent } from "ics";
import { BRAND_NAME } from "@/lib/brand";
import { type BookingJoined, endOf, seekerName, startOf } from "./rows";
import type { BookingStatus } from "./status";

type EventStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

/** What a calendar shows for a booking in each state. */
const EVENT_STATUS: Record<BookingStatus, EventStatus> = {
  requested: "TENTATIVE",
  accepted: "CONFIRMED",
  completed: "CONFIRMED",
  declined: "CANCELLED",
  cancelled: "CANCELLED",
  expired: "CANCELLED",
};

const bookingUid = (id: string) => `${id}@seers`;

function bookingEvent(
  row: BookingJoined,
  url: string,
  method: "REQUEST" | "CANCEL" | "PUBLISH",
  status: EventStatus,
): string {
  const seeker = seekerName(row);
  const { error, value } = createEvent({
    productId: "seers/bookings",
    method,
    uid: bookingUid(row.id),
    sequence: row.ics_sequence,
    start: startOf(row).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: endOf(row).getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${BRAND_NAME} reading: ${seeker} with ${row.seer_name}`,
    description: `Your session booked on ${BRAND_NAME}. Details: ${url}`,
    url,
    status,
    organizer: { name: row.seer_name, email: row.seer_email ?? "no-reply@seers.invalid" },
    // A seeker who closed their account has no address left to name.
    attendees: [
      { name: seeker, email: row.seeker_email ?? undefined, rsvp: false, role: "REQ-PARTICIPANT" },
    ],
  });
  if (error || !value) throw error ?? new Error("could not build the calendar event");
  return value;
}

/** The invitation an email carries: REQUEST when accepted, CANCEL when an accepted one is called off. */
export function bookingInvitation(
  row: BookingJoined,
  url: string,
  method: "REQUEST" | "CANCEL",
): string {
  return bookingEvent(row, url, method, method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
}

/** The parties' own .ics of a booking, its STATUS following the booking's `status` now. */
export function bookingCalendarFile(
  row: BookingJoined,
  url: string,
  status: BookingStatus,
): string {
  return bookingEvent(row, url, "PUBLISH", EVENT_STATUS[status]);
}
