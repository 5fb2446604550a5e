/** A reading's room records (room_presence) as the meter's spans, and its meter's start written once. */
import "server-only";
import type { Db } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { firstTogether, type PresenceSpan } from "./meter";

const ms = (value: Date | string) => new Date(readTimestamp(value)).getTime();

export async function presenceSpans(db: Db, bookingId: string): Promise<PresenceSpan[]> {
  const rows = await db
    .selectFrom("room_presence")
    .select(["party", "joined_at", "left_at"])
    .where("booking_id", "=", bookingId)
    .execute();
  return rows.map((row) => ({
    party: row.party,
    joinedAt: ms(row.joined_at),
    leftAt: row.left_at === null ? null : ms(row.left_at),
  }));
}

/**
 * The meter's start: stored once, when the records first show both parties in at once (on a
 * party's entry, or by the sweep should that write have been lost). Null: not yet.
 */
export async function meterStart(
  db: Db,
  bookingId: string,
  stored: Date | string | null,
  spans?: PresenceSpan[],
): Promise<number | null> {
  if (stored !== null) return ms(stored);
  const first = firstTogether(spans ?? (await presenceSpans(db, bookingId)));
  if (first === null) return null;
  await db
    .updateTable("booking_reading")
    .set({ started_at: new Date(first).toISOString() })
    .where("booking_id", "=", bookingId)
    .where("started_at", "is", null)
    .execute();
  return first;
}
