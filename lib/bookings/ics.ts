/**
 * A booking as an iCalendar event, the one mapping from a booking to .ics: one stable UID per
 * booking, SEQUENCE from `booking.ics_sequence`; METHOD:REQUEST for an invitation (and, same UID
 * and higher SEQUENCE, for its update when the place changes), METHOD:CANCEL for a cancellation,
 * METHOD:PUBLISH for the parties' own download. The place, when given: LOCATION (the address, or
 * the video link), and the link in URL and DESCRIPTION too. ORGANIZER is the Seer's name at the
 * site's sending address; the one ATTENDEE is the file's reader.
 */
import "server-only";
import { createEvent } from "ics";
import { BRAND_NAME } from "@/lib/brand";
import { senderAddress } from "@/lib/email/sender";
import { type BookingPlace, mapLink } from "./place";
import { type Reader, sessionTimesFor } from "./reader-times";
import { type BookingJoined, endOf, seekerName, sessionPlace, startOf, videoLink } from "./rows";
import type { BookingStatus } from "./status";

type EventStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

/** What a calendar shows for a booking in each state. */
const EVENT_STATUS: Record<BookingStatus, EventStatus> = {
  awaiting_payment: "TENTATIVE",
  requested: "TENTATIVE",
  accepted: "CONFIRMED",
  completed: "CONFIRMED",
  declined: "CANCELLED",
  cancelled: "CANCELLED",
  expired: "CANCELLED",
  // A reading's (never in a calendar, but every status has its word).
  ringing: "TENTATIVE",
  missed: "CANCELLED",
};

const bookingUid = (id: string) => `${id}@seers`;

/**
 * LOCATION, URL and DESCRIPTION: the place when there is one, else the booking's page; the
 * description states the times in the reader's zone first.
 */
function whereFields(row: BookingJoined, url: string, place: BookingPlace | null, reader: Reader) {
  const details = `Your session booked on ${BRAND_NAME} with ${reader.other.name}: ${sessionTimesFor(row, reader)}. Details: ${url}`;
  const link = place && videoLink(place, url);
  if (link) {
    return {
      location: link,
      url: link,
      description: `Join the video session: ${link}\n\n${details}`,
    };
  }
  if (place?.address) {
    const map = mapLink(place.address);
    return {
      location: place.address,
      url,
      description: `Address: ${place.address}\nMap: ${map}\n\n${details}`,
    };
  }
  return { url, description: details };
}

/** The event for one reader, at the place they may know of. */
function bookingEvent(
  row: BookingJoined,
  url: string,
  method: "REQUEST" | "CANCEL" | "PUBLISH",
  status: EventStatus,
  place: BookingPlace | null,
  reader: Reader,
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
    ...whereFields(row, url, place, reader),
    status,
    // The Seer by name at the site's own address: a calendar file never hands on a login email
    // but its reader's own, who is its one attendee (none for an onlooker, nor for a closed account).
    organizer: { name: row.seer_name, email: senderAddress() },
    attendees: reader.self?.email
      ? [{ name: reader.self.name, email: reader.self.email, rsvp: false, role: "REQ-PARTICIPANT" }]
      : [],
  });
  if (error || !value) throw error ?? new Error("could not build the calendar event");
  return value;
}

/**
 * The invitation an email to the two parties carries: REQUEST when accepted (and when its place
 * changes), with the place; CANCEL when an accepted one is called off.
 */
export function bookingInvitation(
  row: BookingJoined,
  url: string,
  method: "REQUEST" | "CANCEL",
  reader: Reader,
): string {
  return method === "CANCEL"
    ? bookingEvent(row, url, method, "CANCELLED", null, reader)
    : bookingEvent(row, url, method, "CONFIRMED", sessionPlace(row), reader);
}

/**
 * The parties' own .ics of a booking, its STATUS following the booking's `status` now; `place` as
 * the viewer may read it (lib/bookings/rows.ts `placeFor`).
 */
export function bookingCalendarFile(
  row: BookingJoined,
  url: string,
  status: BookingStatus,
  place: BookingPlace | null,
  reader: Reader,
): string {
  return bookingEvent(row, url, "PUBLISH", EVENT_STATUS[status], place, reader);
}
