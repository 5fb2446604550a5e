/**
 * An attendee's seat as an iCalendar event: one UID per seat (a seat taken again is a new seat,
 * so a withdrawn invitation never hides the next), SEQUENCE from the event's `ics_sequence`, which
 * each edit and the Seer's cancellation raise. METHOD:REQUEST invites (and updates), CANCEL withdraws.
 */
import "server-only";
import { createEvent } from "ics";
import { mapLink } from "@/lib/bookings/place";
import { sessionSpanIn } from "@/lib/bookings/reader-times";
import { BRAND_NAME } from "@/lib/brand";
import { senderAddress } from "@/lib/email/sender";
import { type EventJoined, endOfEvent, startOfEvent } from "./rows";

export type Attendee = { seatId: string; name: string; email: string; zone: string };

export function seatInvitation(
  row: EventJoined,
  attendee: Attendee,
  url: string,
  method: "REQUEST" | "CANCEL",
  sequence = row.ics_sequence,
): string {
  const start = startOfEvent(row);
  const end = endOfEvent(row);
  const when = sessionSpanIn({ start, end }, attendee.zone);
  const details = `${row.title}, hosted by ${row.host_name} on ${BRAND_NAME}: ${when}. Details: ${url}`;
  const place =
    method === "CANCEL"
      ? { url, description: details }
      : row.mode === "online" && row.video_url
        ? {
            location: row.video_url,
            url: row.video_url,
            description: `Join: ${row.video_url}\n\n${details}`,
          }
        : row.address
          ? {
              location: row.address,
              url,
              description: `Address: ${row.address}\nMap: ${mapLink(row.address)}\n\n${details}`,
            }
          : { url, description: details };
  const { error, value } = createEvent({
    productId: "seers/events",
    method,
    uid: `${attendee.seatId}@seers-events`,
    sequence,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: row.title,
    ...place,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    // The host by name at the site's own address (taking a seat must not hand anyone the host's
    // login email); the seat's own person is the one attendee.
    organizer: { name: row.host_name, email: senderAddress() },
    attendees: [
      { name: attendee.name, email: attendee.email, rsvp: false, role: "REQ-PARTICIPANT" },
    ],
  });
  if (error || !value) throw error ?? new Error("could not build the calendar event");
  return value;
}
