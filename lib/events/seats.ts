/**
 * Taking and giving back seats, under the event's own lock inside one transaction: the count and
 * the write are one step, so of any number of simultaneous requests exactly `capacity` are seated
 * and the rest wait in the order they took the lock. A seat given back goes at once to the first
 * person waiting (every event is free for now; see rules.ts).
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { lockKey, withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { readTimestamp } from "@/lib/db/values";
import { enqueueSeatEmail } from "./notify";
import { type Db, type EventJoined, eventQuery, startOfEvent } from "./rows";
import type { SeatResult } from "./schema";

/** The event by slug, locked for the rest of the caller's transaction (404 when there is none). */
export async function lockedEvent(db: Db, slug: string): Promise<EventJoined> {
  const found = await db
    .selectFrom("group_event")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!found) throw errors.eventNotFound();
  await lockKey(db, `group-event:${found.id}`);
  // Read after the lock: what the previous holder wrote is counted.
  return eventQuery(db).where("group_event.id", "=", found.id).executeTakeFirstOrThrow();
}

export function liveSeatOf(db: Db, eventId: string, userId: string) {
  return db
    .selectFrom("event_seat")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("status", "<>", "cancelled")
    .executeTakeFirst();
}

/** 1 for the first person waiting. */
export async function waitlistPosition(db: Db, eventId: string, seq: number): Promise<number> {
  const { n } = await db
    .selectFrom("event_seat")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId)
    .where("status", "=", "waitlisted")
    .where("seq", "<=", seq)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function seatedCount(db: Db, eventId: string): Promise<number> {
  const { n } = await db
    .selectFrom("event_seat")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId)
    .where("status", "=", "seated")
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Why nobody may take a seat at `row` now, if so. */
function refuseSeat(row: EventJoined, userId: string, at: Date) {
  if (row.status === "draft") return errors.eventNotFound();
  if (row.status === "cancelled") return errors.eventCancelled();
  if (startOfEvent(row) <= at) return errors.eventStarted();
  if (row.rsvp_deadline !== null && new Date(readTimestamp(row.rsvp_deadline)) <= at) {
    return errors.eventRsvpClosed();
  }
  if (row.host_id === userId) return errors.eventHostOwnSeat();
  return null;
}

export async function takeSeat(slug: string, userId: string, base: string): Promise<SeatResult> {
  return withWriteTransaction(async (db) => {
    const row = await lockedEvent(db, slug);
    const at = now();
    const refused = refuseSeat(row, userId, at);
    if (refused) throw refused;
    const mine = await liveSeatOf(db, row.id, userId);
    if (mine) throw mine.status === "seated" ? errors.alreadySeated() : errors.alreadyWaitlisted();
    const { last } = await db
      .selectFrom("event_seat")
      .select((eb) => eb.fn.max<number | null>("seq").as("last"))
      .where("event_id", "=", row.id)
      .executeTakeFirstOrThrow();
    const seq = Number(last ?? 0) + 1;
    const status = (await seatedCount(db, row.id)) < row.capacity ? "seated" : "waitlisted";
    const stamp = at.toISOString();
    const seat = {
      id: randomUUID(),
      event_id: row.id,
      user_id: userId,
      status,
      seq,
      seated_at: status === "seated" ? stamp : null,
      cancelled_at: null,
      created_at: stamp,
      updated_at: stamp,
    };
    await db.insertInto("event_seat").values(seat).execute();
    if (status === "seated") {
      await enqueueSeatEmail(db, row, seat, "seated", base);
      return { status };
    }
    const position = await waitlistPosition(db, row.id, seq);
    await enqueueSeatEmail(db, row, seat, "waitlisted", base, { position });
    return { status, position };
  });
}

/**
 * Fills free seats from the waitlist, first come first seated, inside the caller's transaction
 * holding the event's lock.
 */
export async function seatFromWaitlist(db: Db, row: EventJoined, base: string): Promise<void> {
  let free = row.capacity - (await seatedCount(db, row.id));
  while (free > 0) {
    const next = await db
      .selectFrom("event_seat")
      .selectAll()
      .where("event_id", "=", row.id)
      .where("status", "=", "waitlisted")
      .orderBy("seq")
      .limit(1)
      .executeTakeFirst();
    if (!next) return;
    const stamp = now().toISOString();
    await db
      .updateTable("event_seat")
      .set({ status: "seated", seated_at: stamp, updated_at: stamp })
      .where("id", "=", next.id)
      .execute();
    await enqueueSeatEmail(db, row, { ...next, status: "seated" }, "promoted", base);
    free--;
  }
}

/** Gives the caller's seat or waitlist place back; a freed seat goes to the first waiting. */
export async function giveSeatBack(slug: string, userId: string, base: string): Promise<void> {
  await withWriteTransaction(async (db) => {
    const row = await lockedEvent(db, slug);
    if (row.status === "draft" && row.host_id !== userId) throw errors.eventNotFound();
    const mine = await liveSeatOf(db, row.id, userId);
    if (!mine) throw errors.noSeat();
    if (startOfEvent(row) <= now()) throw errors.eventStarted();
    const stamp = now().toISOString();
    await db
      .updateTable("event_seat")
      .set({ status: "cancelled", cancelled_at: stamp, updated_at: stamp })
      .where("id", "=", mine.id)
      .execute();
    await enqueueSeatEmail(db, row, mine, "given_back", base);
    if (mine.status === "seated") await seatFromWaitlist(db, row, base);
  });
}
