/**
 * A booking's event as its line in the conversation keeps it: what happened, the session's times
 * (UTC), who did it and their words. Stored with the line (message.event) and sent with it, so
 * each reader reads the times in their own zone: the API's `body` in the account's zone, the
 * thread on the page in the zone its other times use. Shared by the server and the page.
 */
import { z } from "zod";

/** A proposal to move an accepted session (lib/bookings/reschedule.ts) and how it ended. */
export const RESCHEDULE_EVENT_KINDS = [
  "reschedule_proposed",
  "reschedule_accepted",
  "reschedule_declined",
  "reschedule_withdrawn",
  "reschedule_expired",
] as const;
export type RescheduleEventKind = (typeof RESCHEDULE_EVENT_KINDS)[number];

export const BOOKING_EVENT_KINDS = [
  "requested",
  "accepted",
  "declined",
  "cancelled",
  "completed",
  "expired",
  // A no-show claim (lib/bookings/no-show.ts): said, contested, and how it was settled.
  "no_show_reported",
  "no_show_contested",
  "no_show_upheld",
  "no_show_rejected",
  // A reading (lib/readings) that ended billed: its meter's span and minutes.
  "reading_completed",
  ...RESCHEDULE_EVENT_KINDS,
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

export const bookingEventSchema = z.object({
  kind: z.enum(BOOKING_EVENT_KINDS),
  /** The session's start and end, ISO 8601 in UTC. */
  start: z.string(),
  end: z.string(),
  hours: z.number(),
  /** Who did it, by the name they had then (null: time's doing, e.g. an expired request). */
  by: z.string().nullable(),
  /** Their words: the seeker's note, or the reason for declining or cancelling. */
  words: z.string().nullable(),
  /** A reading's minutes billed (`start` and `end` are its meter's). */
  minutes: z.number().optional(),
  /** A proposal to move the session: how many more times were offered besides `start`. */
  more_times: z.number().optional(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** A stored event, or null for a line without one (or one this version cannot read). */
export function readBookingEvent(stored: string | null): BookingEvent | null {
  if (!stored) return null;
  try {
    const parsed = bookingEventSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const quoted = (words: string | null) => (words?.trim() ? `: “${words.trim()}”` : ".");

/** The line's words, with `when` the session's times as the reader reads them. */
export function bookingLineText(event: BookingEvent, when: string): string {
  const session = `${event.hours}-hour session on ${when}`;
  const by = event.by ?? "";
  switch (event.kind) {
    case "requested":
      return `${by} asked for a ${session}${quoted(event.words)}`;
    case "accepted":
      return `${by} accepted the ${session}.`;
    case "declined":
      return `${by} declined the ${session}${quoted(event.words)}`;
    case "cancelled":
      return `${by} cancelled the ${session}${quoted(event.words)}`;
    case "completed":
      return `The ${session} is completed.`;
    case "expired":
      return `The request for a ${session} expired without an answer.`;
    case "no_show_reported":
      return `${by} reported that the other did not come to the ${session}${quoted(event.words)}`;
    case "no_show_contested":
      return `${by} contested the no-show report for the ${session}${quoted(event.words)}`;
    case "no_show_upheld":
      return `The no-show report for the ${session} stands.`;
    case "no_show_rejected":
      return `The no-show report for the ${session} was not upheld: the session counts as held.`;
    case "reading_completed": {
      const minutes = event.minutes ?? 0;
      return `A reading of ${minutes} minute${minutes === 1 ? "" : "s"}, ${when}.`;
    }
    // The times of a proposal are the new ones; those of its end, the session's time now.
    case "reschedule_proposed": {
      const more = event.more_times ?? 0;
      const others =
        more > 0 ? ` (or ${more === 1 ? "one other time" : `${more} other times`})` : "";
      return `${by} asked to move the session to ${when}${others}.`;
    }
    case "reschedule_accepted":
      return `${by} accepted the new time: the ${session}.`;
    case "reschedule_declined":
      return `${by} declined the new time: the session stays on ${when}.`;
    case "reschedule_withdrawn":
      return `${by} withdrew the new time: the session stays on ${when}.`;
    case "reschedule_expired":
      return `The new time was not answered in time: the session stays on ${when}.`;
  }
}
