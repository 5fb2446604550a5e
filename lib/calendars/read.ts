/**
 * Reading a connection's busy times: the network part (fetchBusy: discovery again, then each busy
 * calendar's events over the booking window) never inside a transaction, then one write of what
 * was read (storeRead) or of why it could not be (storeFailure: the last busy times stay, the
 * Seer is emailed once until it reads again).
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { type Db, getDb, writeFlag } from "@/lib/db/client";
import type { CalendarConnectionRow } from "@/lib/db/schema";
import { readFlag } from "@/lib/db/values";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { openSecret } from "@/lib/security/secret-box";
import { siteUrl } from "@/lib/site-url";
import { type BusyStretch, busyFromIcal } from "./busy-from-ical";
import { discoverCaldav, readCaldavObjects } from "./caldav";
import { calendarErrorEmail } from "./error-email";
import { icsShownUrl, readIcsAddress } from "./ics-address";
import { CALENDAR_FAILURE_WORDS, CalendarReadError } from "./read-errors";

/** What one read found: the calendars (by url) and the busy stretches of those that count. */
export type CalendarRead = {
  homeUrl: string | null;
  calendars: { url: string; name: string; ctag: string | null }[];
  busy: { calendarUrl: string; stretch: BusyStretch }[];
};

/** The Seer's zone (floating and all-day times) and the window read: the listing's own. */
export async function seerReadWindow(db: Db, userId: string) {
  const listing = await db
    .selectFrom("listing")
    .select(["timezone", "booking_window_days"])
    .where("owner_id", "=", userId)
    .executeTakeFirst();
  const user = await db
    .selectFrom("user")
    .select("timezone")
    .where("id", "=", userId)
    .executeTakeFirst();
  const at = now().getTime();
  const days = listing?.booking_window_days ?? 60;
  return {
    zone: listing?.timezone ?? user?.timezone ?? "UTC",
    // From a day back (an event under way) to a day past the window's last day.
    from: new Date(at - 86_400_000),
    to: new Date(at + (days + 1) * 86_400_000),
  };
}

type Source =
  | { kind: "caldav"; url: string; username: string; password: string; homeUrl: string | null }
  | { kind: "ics"; address: string };

export function sourceOf(row: CalendarConnectionRow): Source {
  const secret = openSecret(row.secret_enc);
  return row.kind === "ics"
    ? { kind: "ics", address: secret }
    : {
        kind: "caldav",
        url: row.url,
        username: row.username ?? "",
        password: secret,
        homeUrl: row.home_url,
      };
}

/**
 * Reads a source; `counts(url)` says whether a calendar's events make the Seer busy (a calendar
 * not seen before does: all, by default). Throws a CalendarReadError.
 */
export async function fetchBusy(
  source: Source,
  window: { from: Date; to: Date; zone: string },
  counts: (calendarUrl: string) => boolean,
): Promise<CalendarRead> {
  const range = { from: window.from.getTime(), to: window.to.getTime() };
  try {
    if (source.kind === "ics") {
      const { text, name } = await readIcsAddress(source.address);
      const url = icsShownUrl(source.address);
      const busy = counts(url) ? busyFromIcal([text], range, window.zone) : [];
      return {
        homeUrl: null,
        calendars: [{ url, name, ctag: null }],
        busy: busy.map((stretch) => ({ calendarUrl: url, stretch })),
      };
    }
    const found = await discoverCaldav(source, source.homeUrl);
    const busy: CalendarRead["busy"] = [];
    for (const calendar of found.calendars) {
      if (!counts(calendar.url)) continue;
      const texts = await readCaldavObjects(source, calendar.url, window);
      for (const stretch of busyFromIcal(texts, range, window.zone)) {
        busy.push({ calendarUrl: calendar.url, stretch });
      }
    }
    return { homeUrl: found.homeUrl, calendars: found.calendars, busy };
  } catch (error) {
    if (error instanceof CalendarReadError) throw error;
    // ical.js could not parse what was answered: not a calendar we can read.
    throw new CalendarReadError("not_a_calendar");
  }
}

/** Writes a good read: the calendars (new ones busy), their busy times anew, the state `ok`. */
export async function storeRead(
  db: Db,
  connection: { id: string; user_id: string },
  read: CalendarRead,
): Promise<void> {
  const at = now().toISOString();
  const known = await db
    .selectFrom("calendar_connection_calendar")
    .select(["url", "busy"])
    .where("connection_id", "=", connection.id)
    .execute();
  const busyFlag = new Map(known.map((row) => [row.url, readFlag(row.busy)]));
  await db
    .deleteFrom("calendar_connection_calendar")
    .where("connection_id", "=", connection.id)
    .execute();
  if (read.calendars.length > 0) {
    await db
      .insertInto("calendar_connection_calendar")
      .values(
        read.calendars.map((calendar) => ({
          connection_id: connection.id,
          url: calendar.url,
          name: calendar.name,
          busy: writeFlag(busyFlag.get(calendar.url) ?? true),
          ctag: calendar.ctag,
        })),
      )
      .execute();
  }
  await db.deleteFrom("calendar_busy").where("connection_id", "=", connection.id).execute();
  const rows = read.busy.map(({ calendarUrl, stretch }) => ({
    connection_id: connection.id,
    user_id: connection.user_id,
    calendar_url: calendarUrl,
    start_at: new Date(stretch.start).toISOString(),
    end_at: new Date(stretch.end).toISOString(),
  }));
  // In slices: a busy Seer's window can hold hundreds of events (and SQLite takes 999 values).
  for (let i = 0; i < rows.length; i += 150) {
    await db
      .insertInto("calendar_busy")
      .values(rows.slice(i, i + 150))
      .execute();
  }
  await db
    .updateTable("calendar_connection")
    .set({
      status: "ok",
      error: null,
      last_synced_at: at,
      checked_at: at,
      error_emailed_at: null,
      ...(read.homeUrl ? { home_url: read.homeUrl } : {}),
    })
    .where("id", "=", connection.id)
    .execute();
}

/** Writes a failed read: busy times stay; the first failure since the last good read emails. */
export async function storeFailure(
  db: Db,
  connection: Pick<CalendarConnectionRow, "id" | "user_id" | "url">,
  error: CalendarReadError,
): Promise<void> {
  const at = now().toISOString();
  const words = CALENDAR_FAILURE_WORDS[error.failure];
  await db
    .updateTable("calendar_connection")
    .set({ status: "error", error: words, checked_at: at })
    .where("id", "=", connection.id)
    .execute();
  // Once until it reads again, whichever read fails first (the row decides, not our copy).
  const claimed = await db
    .updateTable("calendar_connection")
    .set({ error_emailed_at: at })
    .where("id", "=", connection.id)
    .where("error_emailed_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  const user = await db
    .selectFrom("user")
    .select(["email", "full_name"])
    .where("id", "=", connection.user_id)
    .executeTakeFirst();
  if (!user) return;
  await enqueueEmail(
    db,
    calendarErrorEmail({
      to: user.email,
      base: siteUrl(),
      name: user.full_name,
      shownUrl: connection.url,
      reason: words,
    }),
    { kind: "calendar.error", dedupeKey: `calendar:${connection.id}:error:${at}` },
  );
}

/** Reads one stored connection now and writes the outcome; never throws for the calendar's sake. */
export async function refreshConnection(connection: CalendarConnectionRow): Promise<void> {
  const db = getDb();
  const window = await seerReadWindow(db, connection.user_id);
  const flags = await db
    .selectFrom("calendar_connection_calendar")
    .select(["url", "busy"])
    .where("connection_id", "=", connection.id)
    .execute();
  const busyFlag = new Map(flags.map((row) => [row.url, readFlag(row.busy)]));
  let read: CalendarRead;
  try {
    read = await fetchBusy(sourceOf(connection), window, (url) => busyFlag.get(url) ?? true);
  } catch (error) {
    const failure =
      error instanceof CalendarReadError ? error : new CalendarReadError("not_a_calendar");
    await withWriteTransaction((trx) => storeFailure(trx, connection, failure));
    return;
  }
  await withWriteTransaction(async (trx) => {
    // Disconnected while it was read: nothing to write.
    const still = await trx
      .selectFrom("calendar_connection")
      .select("id")
      .where("id", "=", connection.id)
      .executeTakeFirst();
    if (still) await storeRead(trx, connection, read);
  });
}

/** A new connection's id. */
export const newConnectionId = () => randomUUID();
