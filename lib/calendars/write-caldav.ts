/**
 * The two writes into a CalDAV calendar, through tsdav and the guarded fetch: PUT an object at
 * its address (replacing what is there: no If-Match, so a repeat is the same write) and DELETE
 * one (404 or 410: already gone, which is what was wanted).
 */
import "server-only";
import { deleteCalendarObject, updateCalendarObject } from "tsdav";
import type { caldavRequestOptions } from "./caldav";

/** The account's credentials and the guarded fetch (lib/calendars/caldav.ts). */
type CaldavRequestOptions = ReturnType<typeof caldavRequestOptions>;

export class CalendarWriteError extends Error {
  override name = "CalendarWriteError";
}

/** Writes `ics` at `url`; returns the server's ETag, if it gave one. */
export async function putObject(
  url: string,
  ics: string,
  options: CaldavRequestOptions,
): Promise<string | null> {
  const res = await updateCalendarObject({ calendarObject: { url, data: ics }, ...options });
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok)
    throw new CalendarWriteError(`the calendar server answered ${res.status} to a write`);
  return res.headers.get("etag");
}

export async function deleteObject(url: string, options: CaldavRequestOptions): Promise<void> {
  const res = await deleteCalendarObject({ calendarObject: { url }, ...options });
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok && res.status !== 404 && res.status !== 410) {
    throw new CalendarWriteError(`the calendar server answered ${res.status} to a removal`);
  }
}
