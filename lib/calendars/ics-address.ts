/**
 * An iCal address (the "secret address in iCal format" Google, Outlook and Apple offer): fetched
 * through the guarded fetch, the same parser as CalDAV's objects reads it. Its address is a
 * secret: only its host is ever shown.
 */
import "server-only";
import { guardedFetch } from "@/lib/security/guarded-fetch";
import { CalendarReadError, watchedFetch } from "./read-errors";

/** webcal:// is https:// (http:// only where the guarded fetch allows it: ENVIRONMENT=local). */
export function icsFetchUrl(address: string): string {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`;
  return text.replace(/^webcals?:\/\//i, "https://");
}

/** What is shown of an iCal address: its scheme and host, nothing of the secret path. */
export function icsShownUrl(address: string): string {
  const url = new URL(icsFetchUrl(address));
  return `${url.protocol}//${url.host}`;
}

export async function readIcsAddress(address: string): Promise<{ text: string; name: string }> {
  const watch = watchedFetch(guardedFetch());
  let text: string;
  try {
    const response = await watch.fetch(icsFetchUrl(address), {
      headers: { accept: "text/calendar, */*;q=0.5" },
    });
    // An iCal address has no password: a refusal (401, 403, 404) means no calendar here.
    if (!response.ok) throw new CalendarReadError("not_a_calendar");
    text = await response.text();
  } catch (error) {
    throw watch.explain(error);
  }
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarReadError("not_a_calendar");
  const name = /^X-WR-CALNAME:(.+)$/im.exec(text)?.[1]?.trim();
  return { text, name: name || new URL(icsFetchUrl(address)).host };
}
