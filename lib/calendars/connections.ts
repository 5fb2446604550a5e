/**
 * A Seer's calendar connections as the API serves them: listed, connected (read once before
 * anything is kept), changed (which calendars count, the one written into) and disconnected (its
 * busy times go with it). Always the caller's own: another's id is "not found".
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { type Db, getDb, writeFlag } from "@/lib/db/client";
import type { CalendarConnectionRow } from "@/lib/db/schema";
import { readFlag, readTimestamp } from "@/lib/db/values";
import { sealSecret } from "@/lib/security/secret-box";
import { icsShownUrl } from "./ics-address";
import { fetchBusy, newConnectionId, refreshConnection, seerReadWindow, storeRead } from "./read";
import { CalendarReadError } from "./read-errors";
import type { CalendarConnection, ConnectCalendarInput, UpdateCalendarInput } from "./schema";
import { enqueueCalendarBackfill } from "./write-enqueue";

function asApi(
  row: CalendarConnectionRow,
  calendars: { url: string; name: string; busy: boolean | number }[],
): CalendarConnection {
  return {
    id: row.id,
    kind: row.kind === "ics" ? "ics" : "caldav",
    url: row.url,
    username: row.username,
    status: row.status === "error" ? "error" : "ok",
    error: row.error,
    last_synced_at: row.last_synced_at ? readTimestamp(row.last_synced_at) : null,
    calendars: calendars.map((c) => ({ url: c.url, name: c.name, busy: readFlag(c.busy) })),
    write_to: row.write_to,
  };
}

export async function listConnections(userId: string): Promise<CalendarConnection[]> {
  const db = getDb();
  const rows = await db
    .selectFrom("calendar_connection")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  if (rows.length === 0) return [];
  const calendars = await db
    .selectFrom("calendar_connection_calendar")
    .select(["connection_id", "url", "name", "busy"])
    .where(
      "connection_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("name")
    .execute();
  return rows.map((row) =>
    asApi(
      row,
      calendars.filter((c) => c.connection_id === row.id),
    ),
  );
}

async function ownConnection(db: Db, userId: string, id: string): Promise<CalendarConnectionRow> {
  const row = await db
    .selectFrom("calendar_connection")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw errors.calendarNotFound();
  return row;
}

async function oneConnection(userId: string, id: string): Promise<CalendarConnection> {
  const found = (await listConnections(userId)).find((c) => c.id === id);
  if (!found) throw errors.calendarNotFound();
  return found;
}

function connectError(error: CalendarReadError) {
  switch (error.failure) {
    case "wrong_password":
      return errors.calendarWrongPassword();
    case "no_answer":
      return errors.calendarNoAnswer();
    case "refused":
      return errors.calendarAddressRefused();
    case "too_large":
      return errors.calendarTooLarge();
    default:
      return errors.calendarNotACalendar();
  }
}

/** The CalDAV address as typed, made a URL (a bare host is https). */
function caldavUrl(text: string): string {
  return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).href;
}

export async function connectCalendar(
  userId: string,
  input: ConnectCalendarInput,
): Promise<CalendarConnection> {
  const window = await seerReadWindow(getDb(), userId);
  const source =
    input.kind === "ics"
      ? ({ kind: "ics", address: input.url } as const)
      : ({
          kind: "caldav",
          url: caldavUrl(input.url),
          username: input.username,
          password: input.password,
          homeUrl: null,
        } as const);
  let read: Awaited<ReturnType<typeof fetchBusy>>;
  try {
    read = await fetchBusy(source, window, () => true);
  } catch (error) {
    // Nothing is kept: no row was written before the read.
    throw connectError(
      error instanceof CalendarReadError ? error : new CalendarReadError("not_a_calendar"),
    );
  }
  const id = newConnectionId();
  await withWriteTransaction(async (db) => {
    await db
      .insertInto("calendar_connection")
      .values({
        id,
        user_id: userId,
        kind: input.kind,
        url:
          input.kind === "ics"
            ? icsShownUrl(input.url)
            : source.kind === "caldav"
              ? source.url
              : "",
        username: input.kind === "caldav" ? input.username : null,
        secret_enc: sealSecret(input.kind === "ics" ? input.url : input.password),
        home_url: read.homeUrl,
        status: "ok",
        error: null,
        last_synced_at: null,
        checked_at: null,
        error_emailed_at: null,
        write_to: null,
        created_at: now().toISOString(),
      })
      .execute();
    await storeRead(db, { id, user_id: userId }, read);
  });
  return oneConnection(userId, id);
}

export async function updateCalendar(
  userId: string,
  id: string,
  input: UpdateCalendarInput,
): Promise<CalendarConnection> {
  let turnedOn = false;
  const row = await withWriteTransaction(async (db) => {
    const connection = await ownConnection(db, userId, id);
    const calendars = await db
      .selectFrom("calendar_connection_calendar")
      .select(["url", "busy"])
      .where("connection_id", "=", id)
      .execute();
    const known = new Map(calendars.map((c) => [c.url, readFlag(c.busy)]));
    for (const change of input.calendars ?? []) {
      if (!known.has(change.url)) throw errors.calendarUnknownCalendar(change.url);
    }
    if (input.write_to && (connection.kind !== "caldav" || !known.has(input.write_to))) {
      throw errors.calendarUnknownCalendar(input.write_to);
    }
    for (const change of input.calendars ?? []) {
      if (known.get(change.url) === change.busy) continue;
      await db
        .updateTable("calendar_connection_calendar")
        .set({ busy: writeFlag(change.busy) })
        .where("connection_id", "=", id)
        .where("url", "=", change.url)
        .execute();
      // A calendar that no longer counts frees its times at once; one that counts is read now.
      if (change.busy) turnedOn = true;
      else {
        await db
          .deleteFrom("calendar_busy")
          .where("connection_id", "=", id)
          .where("calendar_url", "=", change.url)
          .execute();
      }
    }
    if (input.write_to !== undefined) {
      await db
        .updateTable("calendar_connection")
        .set({ write_to: input.write_to })
        .where("id", "=", id)
        .execute();
      // What is already booked goes into the chosen calendar too (lib/calendars/write-enqueue.ts).
      await enqueueCalendarBackfill(db, userId);
    }
    return connection;
  });
  if (turnedOn) await refreshConnection(row);
  return oneConnection(userId, id);
}

export async function disconnectCalendar(userId: string, id: string): Promise<void> {
  await withWriteTransaction(async (db) => {
    await ownConnection(db, userId, id);
    await removeConnections(db, [id]);
  });
}

/** Connections and all they hold (written out as well as by the foreign keys). */
export async function removeConnections(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("calendar_busy").where("connection_id", "in", ids).execute();
  await db.deleteFrom("calendar_connection_calendar").where("connection_id", "in", ids).execute();
  await db.deleteFrom("calendar_connection").where("id", "in", ids).execute();
}

/** Closing an account (lib/users/close-account.ts): its connections go. */
export async function removeConnectionsOf(db: Db, userId: string): Promise<void> {
  const rows = await db
    .selectFrom("calendar_connection")
    .select("id")
    .where("user_id", "=", userId)
    .execute();
  await removeConnections(
    db,
    rows.map((row) => row.id),
  );
}
