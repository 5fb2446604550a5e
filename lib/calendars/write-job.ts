/**
 * The job that sends the calendar outbox (write-enqueue.ts): claims a due row for a minute (a
 * lease, as the email outbox does), makes the Seer's chosen calendar match the subject as it is
 * now, and marks the row done; a failure waits its back-off (lib/outbox/backoff.ts, up to an hour)
 * and is tried again until it succeeds, so a calendar that was down catches up.
 *
 * Idempotent by construction: an object's address is derived from its UID and written with a PUT
 * that replaces whatever is there, and a removal tolerates 404; a row sent twice (an instance that
 * stopped mid-send) writes the same object to the same place again, never a second copy.
 */
import "server-only";
import { now, nowMs } from "@/lib/clock";
import { type Db, getDb } from "@/lib/db/client";
import type { CalendarWriteRow } from "@/lib/db/schema";
import { retryDelayMs } from "@/lib/outbox/backoff";
import { openSecret } from "@/lib/security/secret-box";
import { siteUrl } from "@/lib/site-url";
import { caldavRequestOptions } from "./caldav";
import { deleteObject, putObject } from "./write-caldav";
import { desiredObject } from "./write-object";

const LEASE_MS = 60_000;
/** Rows one pass may send; a calendar that fails stops the pass (it is likely down). */
const MAX_ROWS_PER_PASS = 50;

const iso = (ms: number) => new Date(ms).toISOString();

type RequestOptions = ReturnType<typeof caldavRequestOptions>;

type Target = { connectionId: string; calendarUrl: string; options: RequestOptions };

async function connectionAuth(db: Db, connectionId: string) {
  const row = await db
    .selectFrom("calendar_connection")
    .select(["id", "kind", "username", "secret_enc", "write_to"])
    .where("id", "=", connectionId)
    .executeTakeFirst();
  if (row?.kind !== "caldav") return null;
  const options = caldavRequestOptions({
    username: row.username ?? "",
    password: openSecret(row.secret_enc),
  });
  return { row, options };
}

/** The calendar `userId` chose to write into, if any. */
async function targetOf(db: Db, userId: string): Promise<Target | null> {
  const row = await db
    .selectFrom("calendar_connection")
    .select("id")
    .where("user_id", "=", userId)
    .where("kind", "=", "caldav")
    .where("write_to", "is not", null)
    .orderBy("created_at")
    .executeTakeFirst();
  const auth = row && (await connectionAuth(db, row.id));
  if (!auth?.row.write_to) return null;
  return { connectionId: auth.row.id, calendarUrl: auth.row.write_to, options: auth.options };
}

/** The object's address in a calendar: its UID, made safe for a path. */
export function objectUrl(calendarUrl: string, uid: string): string {
  const base = calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/`;
  return new URL(`${encodeURIComponent(uid.replace(/[^A-Za-z0-9@._-]/g, "-"))}.ics`, base).href;
}

/** Takes the subject out of where it was written (the connection may be gone: nothing to do). */
async function removePlaced(db: Db, row: CalendarWriteRow) {
  const placed = await db
    .selectFrom("calendar_written")
    .selectAll()
    .where("user_id", "=", row.user_id)
    .where("subject", "=", row.subject)
    .executeTakeFirst();
  if (!placed) return;
  const auth = await connectionAuth(db, placed.connection_id);
  if (auth) await deleteObject(placed.object_url, auth.options);
  await db
    .deleteFrom("calendar_written")
    .where("user_id", "=", row.user_id)
    .where("subject", "=", row.subject)
    .execute();
}

/** Makes the calendar match the subject now. */
async function sync(db: Db, row: CalendarWriteRow): Promise<void> {
  const [want, target] = await Promise.all([
    desiredObject(db, row.user_id, row.subject, siteUrl()),
    targetOf(db, row.user_id),
  ]);
  if (!want || !target) return removePlaced(db, row);
  const url = objectUrl(target.calendarUrl, want.uid);
  const placed = await db
    .selectFrom("calendar_written")
    .select(["object_url", "connection_id"])
    .where("user_id", "=", row.user_id)
    .where("subject", "=", row.subject)
    .executeTakeFirst();
  // The Seer chose another calendar since: the old copy goes first.
  if (placed && placed.object_url !== url) await removePlaced(db, row);
  const etag = await putObject(url, want.ics, target.options);
  const values = {
    connection_id: target.connectionId,
    object_url: url,
    etag,
    sequence: want.sequence,
    written_at: now().toISOString(),
  };
  await db
    .insertInto("calendar_written")
    .values({ user_id: row.user_id, subject: row.subject, ...values })
    .onConflict((oc) => oc.columns(["user_id", "subject"]).doUpdateSet(values))
    .execute();
}

/** Claims the oldest due row for `owner`, or none. */
async function claimOne(db: Db, owner: string): Promise<CalendarWriteRow | null> {
  const at = nowMs();
  const due = await db
    .selectFrom("calendar_write")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("available_at", "<=", iso(at))]),
        eb.and([eb("status", "=", "sending"), eb("lease_until", "<", iso(at))]),
      ]),
    )
    .orderBy("created_at")
    .limit(5)
    .execute();
  for (const { id } of due) {
    const claimed = await db
      .updateTable("calendar_write")
      .set({ status: "sending", lease_owner: owner, lease_until: iso(at + LEASE_MS) })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("available_at", "<=", iso(at))]),
          eb.and([eb("status", "=", "sending"), eb("lease_until", "<", iso(at))]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
  }
  return null;
}

export type CalendarWritePass = { written: number; failed: number };

/** Sends the due calendar writes, one at a time, until none is left or one fails. */
export async function runCalendarWritePass(
  owner = `calendar-${process.pid}`,
): Promise<CalendarWritePass> {
  const db = getDb();
  const result: CalendarWritePass = { written: 0, failed: 0 };
  for (let i = 0; i < MAX_ROWS_PER_PASS; i++) {
    const row = await claimOne(db, owner);
    if (!row) break;
    try {
      await sync(db, row);
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("calendar_write")
        .set({
          status: "pending",
          attempts,
          available_at: iso(nowMs() + retryDelayMs(attempts)),
          lease_owner: null,
          lease_until: null,
          last_error: message.slice(0, 500),
        })
        .where("id", "=", row.id)
        .where("lease_owner", "=", owner)
        .execute()
        // A newer pending row for the subject already waits: this one's work is in it.
        .catch(() =>
          db
            .updateTable("calendar_write")
            .set({
              status: "done",
              done_at: now().toISOString(),
              last_error: message.slice(0, 500),
            })
            .where("id", "=", row.id)
            .execute(),
        );
      console.warn(`[calendar] write ${row.id} failed (try ${attempts}): ${message}`);
      result.failed += 1;
      break;
    }
    await db
      .updateTable("calendar_write")
      .set({ status: "done", done_at: now().toISOString(), lease_owner: null, lease_until: null })
      .where("id", "=", row.id)
      .where("lease_owner", "=", owner)
      .execute();
    result.written += 1;
  }
  return result;
}
