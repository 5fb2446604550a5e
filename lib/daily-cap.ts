/**
 * "At most N in 24 hours": the one day of the caps on what a person sends others by email (a
 * host's messages and changes to an event's attendees, a party's proposals to move a session).
 * Each caller reads its own rows of the day on the database, inside its write transaction and
 * under the lock of what is capped, so the cap holds across instances and two requests at once
 * are counted one after the other.
 */
import { DAY_MS } from "@/lib/durations";

/** Rows written after this instant count against the cap at `at`. */
export const capDayStart = (at: Date): string => new Date(at.getTime() - DAY_MS).toISOString();

export type CapReached = {
  /** When the next one may be made: 24 hours after the row whose leaving frees a place. */
  nextAt: Date;
  /** The seconds until then, for `Retry-After` (at least 1). */
  retryAfter: number;
};

/** Null while the day's rows, written at `stamps` (any order), are fewer than `perDay`. */
export function dailyCapReached(
  stamps: readonly string[],
  perDay: number,
  at: Date,
): CapReached | null {
  if (stamps.length < perDay) return null;
  const times = stamps.map((stamp) => Date.parse(stamp)).sort((a, b) => a - b);
  // With more rows than the cap (a cap lowered since), the oldest ones leave first.
  const freeing = times[times.length - perDay] ?? at.getTime();
  const nextAt = new Date(freeing + DAY_MS);
  return { nextAt, retryAfter: Math.max(1, Math.ceil((nextAt.getTime() - at.getTime()) / 1000)) };
}
