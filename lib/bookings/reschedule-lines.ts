/**
 * A proposal to move a session as lines of the two people's conversation: asked (with the new
 * time), and how it ended (accepted, with the new time; declined, withdrawn or lapsed, with the
 * time the session keeps). Each line keeps its event, so every reader reads it in their own zone.
 */
import "server-only";
import type { RescheduleEventKind } from "@/lib/conversations/booking-event";
import { appendBookingEvent } from "@/lib/conversations/booking-lines";
import { HOUR_MS } from "@/lib/durations";
import { type BookingJoined, type Db, endOf, seekerName, startOf } from "./rows";
import type { Party } from "./status";

export async function recordRescheduleLine(
  db: Db,
  change: {
    /** The booking as it is after the change (moved, when accepted). */
    row: BookingJoined;
    kind: RescheduleEventKind;
    /** Whose doing it was; null for a proposal that lapsed. */
    by: Party | null;
    /** The times offered (a proposal); the first is the line's, the others counted. */
    starts?: readonly string[];
  },
  at: Date,
): Promise<void> {
  const { row, kind, by, starts } = change;
  const first = starts?.[0];
  const start = first ? new Date(first) : startOf(row);
  const end = first ? new Date(start.getTime() + row.hours * HOUR_MS) : endOf(row);
  const name = by === "seer" ? row.seer_name : by === "seeker" ? seekerName(row) : null;
  await appendBookingEvent(
    db,
    {
      row,
      event: {
        kind,
        start: start.toISOString(),
        end: end.toISOString(),
        hours: row.hours,
        by: name,
        words: null,
        ...(starts && starts.length > 1 ? { more_times: starts.length - 1 } : {}),
      },
      by,
    },
    at,
  );
}
