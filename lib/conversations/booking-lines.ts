/**
 * A booking's events as lines of its two people's conversation, written in the transaction that
 * changes the booking, so the thread is the whole story between them. Each line keeps its event
 * (lib/conversations/booking-event.ts), so every reader reads its times in their own zone.
 */
import "server-only";
import { seerZone, sessionSpanIn } from "@/lib/bookings/reader-times";
import { type BookingJoined, type Db, endOf, seekerName, startOf } from "@/lib/bookings/rows";
import {
  type BookingEvent,
  type BookingEventKind,
  bookingLineText,
  type RescheduleEventKind,
} from "./booking-event";
import { appendLine, openConversation, type Role } from "./writes";

/** A booking's own changes; a proposal to move it writes its lines itself (lib/bookings/reschedule-lines.ts). */
export type BookingLineEvent = Exclude<BookingEventKind, RescheduleEventKind>;

function eventOf(
  row: BookingJoined,
  kind: BookingLineEvent,
  party: Role | null,
  ownWords?: string | null,
): BookingEvent {
  const seeker = seekerName(row);
  const byParty = party === "seer" ? row.seer_name : party === "seeker" ? seeker : null;
  const by: Record<BookingLineEvent, string | null> = {
    requested: seeker,
    accepted: row.seer_name,
    declined: row.seer_name,
    cancelled: row.cancelled_by === "seer" ? row.seer_name : seeker,
    completed: null,
    expired: null,
    no_show_reported: byParty,
    no_show_contested: byParty,
    no_show_upheld: null,
    no_show_rejected: null,
    reading_completed: null,
  };
  const words =
    ownWords !== undefined
      ? ownWords
      : kind === "requested"
        ? row.note
        : kind === "declined" || kind === "cancelled"
          ? row.reason
          : null;
  return {
    kind,
    start: startOf(row).toISOString(),
    end: endOf(row).toISOString(),
    hours: row.hours,
    by: by[kind],
    words: words?.trim() || null,
  };
}

/** The line's words in `zone`, the zone named: what a reader who has no event to read gets. */
export function bookingLineIn(event: BookingEvent, zone: string): string {
  const session = { start: new Date(event.start), end: new Date(event.end) };
  return bookingLineText(event, sessionSpanIn(session, zone));
}

/**
 * Writes `event` of `row` (as it is after the change) into its people's conversation, opening it
 * if needed; `by` is the party whose doing it was (null: time's). The booking's own live hint
 * (published by lib/bookings once the change commits) tells both people's pages to refetch.
 */
export async function recordBookingEvent(
  db: Db,
  change: {
    row: BookingJoined;
    event: BookingLineEvent;
    by: Role | null;
    /** The words the line quotes, when not the booking's own (a no-show's note). */
    words?: string | null;
  },
  at: Date,
): Promise<void> {
  const { row, event, by } = change;
  await appendBookingEvent(db, { row, event: eventOf(row, event, by, change.words), by }, at);
}

/** Writes an event already built (e.g. a proposal to move the session) as `row`'s line. */
export async function appendBookingEvent(
  db: Db,
  change: { row: BookingJoined; event: BookingEvent; by: Role | null },
  at: Date,
): Promise<void> {
  const { row, event: bookingEvent, by } = change;
  // A sample coach has nobody behind it (and takes no bookings); a Seer's own booking has no pair;
  // a side that closed their account has left the conversation.
  if (!row.seer_id || !row.seeker_id || row.seer_id === row.seeker_id) return;
  const conversationId = await openConversation(
    db,
    { seekerId: row.seeker_id, seerId: row.seer_id },
    at,
  );
  await appendLine(
    db,
    {
      conversationId,
      kind: "system",
      senderRole: by,
      senderId: null,
      // The text in the Seer's zone stays with the event, for readers of the stored line (a report).
      body: bookingLineIn(bookingEvent, seerZone(row)),
      event: JSON.stringify(bookingEvent),
      bookingId: row.id,
    },
    at,
  );
}
