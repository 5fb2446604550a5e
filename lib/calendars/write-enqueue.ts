/**
 * Asking for a write into a Seer's own calendar, inside the transaction of the change that causes
 * it (as emails are, lib/outbox/enqueue.ts): a row names the session or event, not what to write;
 * the job (write-job.ts) makes the calendar match it as it is when the row is sent. So one waiting
 * row per subject is enough, a later change rides on it, and a calendar that was down catches up
 * with the latest state. Nothing is asked for a Seer without a calendar to write into.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { now } from "@/lib/clock";
import type { Db } from "@/lib/db/client";

export type CalendarSubject = { kind: "booking" | "event"; id: string };

export const subjectKey = (subject: CalendarSubject) => `${subject.kind}:${subject.id}`;

/** Whether `userId` writes into a calendar, or has written this subject into one before. */
async function writesFor(db: Db, userId: string, subject: string): Promise<boolean> {
  const row = await db
    .selectFrom("calendar_written")
    .select("subject")
    .where("user_id", "=", userId)
    .where("subject", "=", subject)
    .unionAll(
      db
        .selectFrom("calendar_connection")
        .select(sql<string>`'target'`.as("subject"))
        .where("user_id", "=", userId)
        .where("write_to", "is not", null),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Asks the job to bring `userId`'s calendar in line with `subject` (a no-op without one). */
export async function enqueueCalendarWrite(
  db: Db,
  userId: string | null,
  subject: CalendarSubject,
): Promise<void> {
  if (!userId) return;
  const key = subjectKey(subject);
  if (!(await writesFor(db, userId, key))) return;
  const at = now().toISOString();
  await db
    .insertInto("calendar_write")
    .values({
      id: randomUUID(),
      user_id: userId,
      subject: key,
      status: "pending",
      available_at: at,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      created_at: at,
      done_at: null,
    })
    // The partial index's own condition, written out: a bound value would not match it.
    .onConflict((oc) =>
      oc.columns(["user_id", "subject"]).where(sql<boolean>`status = 'pending'`).doNothing(),
    )
    .execute();
}

/**
 * Every subject `userId`'s chosen calendar should now be brought in line with: their upcoming
 * accepted sessions, their published events to come, and whatever was written before (to move
 * or remove it). Called when they choose, change or clear the calendar to write into.
 */
export async function enqueueCalendarBackfill(db: Db, userId: string): Promise<void> {
  const at = now().toISOString();
  // One after another: `db` may be a transaction, one connection.
  const sessions = await db
    .selectFrom("booking")
    .innerJoin("listing", "listing.id", "booking.listing_id")
    .select("booking.id")
    .where("listing.owner_id", "=", userId)
    .where("booking.kind", "=", "session")
    .where("booking.status", "=", "accepted")
    .where("booking.end_at", ">=", at)
    .execute();
  const events = await db
    .selectFrom("group_event")
    .innerJoin("listing", "listing.id", "group_event.listing_id")
    .select("group_event.id")
    .where("listing.owner_id", "=", userId)
    .where("group_event.status", "=", "published")
    .where("group_event.ends_at", ">=", at)
    .execute();
  const written = await db
    .selectFrom("calendar_written")
    .select("subject")
    .where("user_id", "=", userId)
    .execute();
  const subjects = new Set([
    ...sessions.map(({ id }) => `booking:${id}`),
    ...events.map(({ id }) => `event:${id}`),
    ...written.map(({ subject }) => subject),
  ]);
  for (const key of subjects) {
    const [kind, id = ""] = key.split(":");
    await enqueueCalendarWrite(db, userId, { kind: kind === "event" ? "event" : "booking", id });
  }
}
