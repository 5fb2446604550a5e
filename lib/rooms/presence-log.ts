/**
 * When each party entered and left a booking's built-in room, kept with the booking as the
 * evidence beside a no-show claim (lib/bookings/no-show.ts): times only, one row per connection,
 * never what was said or shown. Writing it never stands in the way of the room itself.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { RoomPresence } from "@/lib/bookings/no-show-schema";
import type { Party } from "@/lib/bookings/status";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";

function logFailure(what: string, error: unknown) {
  console.warn(`[room] could not record the ${what} (${(error as Error).message})`);
}

/** Records `party` entering the room; the id closes the same row when they leave. */
export async function logRoomEntry(bookingId: string, party: Party): Promise<string | null> {
  const id = randomUUID();
  try {
    await getDb()
      .insertInto("room_presence")
      .values({ id, booking_id: bookingId, party, joined_at: now().toISOString(), left_at: null })
      .execute();
    return id;
  } catch (error) {
    logFailure("entry", error);
    return null;
  }
}

/**
 * A party's newer connection took the room over: their earlier entries still open are closed now
 * (one left open by a server that stopped before writing its exit would otherwise count them as in
 * the room for good, and a reading's meter reads these records: lib/readings/meter.ts).
 */
export async function closeEarlierEntries(
  bookingId: string,
  party: Party,
  entryId: string | null,
): Promise<void> {
  if (!entryId) return;
  try {
    await getDb()
      .updateTable("room_presence")
      .set({ left_at: now().toISOString() })
      .where("booking_id", "=", bookingId)
      .where("party", "=", party)
      .where("id", "!=", entryId)
      .where("left_at", "is", null)
      .execute();
  } catch (error) {
    logFailure("takeover", error);
  }
}

export async function logRoomExit(entryId: string | null): Promise<void> {
  if (!entryId) return;
  try {
    await getDb()
      .updateTable("room_presence")
      .set({ left_at: now().toISOString() })
      .where("id", "=", entryId)
      .where("left_at", "is", null)
      .execute();
  } catch (error) {
    logFailure("exit", error);
  }
}

/**
 * A booking's entries and exits, oldest first: admins read them beside a no-show claim, and only
 * there (lib/bookings/no-show.ts withPresence).
 */
export async function roomPresenceOf(bookingId: string): Promise<RoomPresence[]> {
  const rows = await getDb()
    .selectFrom("room_presence")
    .select(["party", "joined_at", "left_at"])
    .where("booking_id", "=", bookingId)
    .orderBy("joined_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    party: row.party === "seer" ? "seer" : "seeker",
    joined_at: readTimestamp(row.joined_at),
    left_at: row.left_at === null ? null : readTimestamp(row.left_at),
  }));
}
