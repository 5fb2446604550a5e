/**
 * A CalDAV account through tsdav, every request through the guarded fetch: discovery
 * (`.well-known/caldav` → current-user-principal → calendar-home-set → calendars) and the
 * calendar objects of a time range (calendar-query with a time-range filter).
 */
import "server-only";
import {
  createAccount,
  type DAVAccount,
  type DAVCalendar,
  fetchCalendarObjects,
  fetchCalendars,
  getBasicAuthHeaders,
} from "tsdav";
import { guardedFetch } from "@/lib/security/guarded-fetch";
import { CalendarReadError, watchedFetch } from "./read-errors";

export type CaldavCredentials = { url: string; username: string; password: string };
export type FoundCalendar = { url: string; name: string; ctag: string | null };

function nameOf(calendar: DAVCalendar): string {
  const name = calendar.displayName;
  if (typeof name === "string" && name.trim()) return name.trim();
  const last = decodeURIComponent(
    new URL(calendar.url).pathname.split("/").filter(Boolean).pop() ?? "",
  );
  return last || "Calendar";
}

function ctagOf(calendar: DAVCalendar): string | null {
  return typeof calendar.ctag === "string" ? calendar.ctag : null;
}

/** Lists the account's event calendars; `homeUrl` skips the discovery once it is known. */
export async function discoverCaldav(
  credentials: CaldavCredentials,
  homeUrl?: string | null,
): Promise<{ homeUrl: string; calendars: FoundCalendar[]; account: DAVAccount }> {
  const watch = watchedFetch(guardedFetch());
  const headers = getBasicAuthHeaders({
    username: credentials.username,
    password: credentials.password,
  });
  try {
    const account: DAVAccount = homeUrl
      ? {
          accountType: "caldav",
          serverUrl: credentials.url,
          homeUrl,
          rootUrl: new URL("/", homeUrl).href,
        }
      : await createAccount({
          account: { accountType: "caldav", serverUrl: credentials.url },
          headers,
          fetch: watch.fetch,
        });
    if (!account.homeUrl) throw new CalendarReadError("not_a_calendar");
    const calendars = (await fetchCalendars({ account, headers, fetch: watch.fetch })).filter(
      (calendar) => !calendar.components?.length || calendar.components.includes("VEVENT"),
    );
    watch.check();
    if (calendars.length === 0) throw new CalendarReadError("not_a_calendar");
    return {
      homeUrl: account.homeUrl,
      account,
      calendars: calendars.map((calendar) => ({
        url: calendar.url,
        name: nameOf(calendar),
        ctag: ctagOf(calendar),
      })),
    };
  } catch (error) {
    throw watch.explain(error);
  }
}

/** The iCalendar texts of a calendar's objects that overlap [from, to). */
export async function readCaldavObjects(
  credentials: CaldavCredentials,
  calendarUrl: string,
  window: { from: Date; to: Date },
): Promise<string[]> {
  const watch = watchedFetch(guardedFetch());
  const headers = getBasicAuthHeaders({
    username: credentials.username,
    password: credentials.password,
  });
  try {
    const objects = await fetchCalendarObjects({
      calendar: { url: calendarUrl },
      timeRange: { start: window.from.toISOString(), end: window.to.toISOString() },
      headers,
      fetch: watch.fetch,
    });
    watch.check();
    return objects
      .map((object) => object.data)
      .filter((data): data is string => typeof data === "string" && data.length > 0);
  } catch (error) {
    throw watch.explain(error);
  }
}

/**
 * What any tsdav call for a stored account needs (the write-back outbox, lib/calendars/write*):
 * the account's Basic credentials and the guarded fetch. Pass both to every tsdav call.
 */
export function caldavRequestOptions(
  credentials: Pick<CaldavCredentials, "username" | "password">,
) {
  return {
    headers: getBasicAuthHeaders({
      username: credentials.username,
      password: credentials.password,
    }),
    fetch: guardedFetch(),
  };
}
