/**
 * When connections are read again: every 5 minutes by the `calendars` job, and right before a
 * request for a time is taken or the Seer accepts one (a read up to 60 s old will do).
 */
import "server-only";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { refreshConnection } from "./read";

export const CALENDAR_REFRESH_MS = 5 * 60_000;
export const CALENDAR_FRESH_ENOUGH_MS = 60_000;

/** Reads the connections of `userId` not read within `maxAgeMs`; a failure is stored, not thrown. */
export async function refreshCalendarsOf(
  userId: string,
  maxAgeMs = CALENDAR_FRESH_ENOUGH_MS,
): Promise<void> {
  const since = new Date(now().getTime() - maxAgeMs).toISOString();
  const due = await getDb()
    .selectFrom("calendar_connection")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<", since)]))
    .execute();
  for (const connection of due) await refreshConnection(connection);
}

/** The Seer of a listing's connections (a booking request names the listing). */
export async function refreshCalendarsOfListing(listingId: string): Promise<void> {
  const listing = await getDb()
    .selectFrom("listing")
    .select("owner_id")
    .where("id", "=", listingId)
    .executeTakeFirst();
  if (listing?.owner_id) await refreshCalendarsOf(listing.owner_id);
}

/** The job: every connection not read for 5 minutes by the product's clock, a few at a time. */
export async function runCalendarRefresh(): Promise<void> {
  const since = new Date(now().getTime() - CALENDAR_REFRESH_MS).toISOString();
  const due = await getDb()
    .selectFrom("calendar_connection")
    .selectAll()
    .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<=", since)]))
    .orderBy("checked_at")
    .limit(200)
    .execute();
  for (let i = 0; i < due.length; i += 4) {
    await Promise.all(due.slice(i, i + 4).map((connection) => refreshConnection(connection)));
  }
}
