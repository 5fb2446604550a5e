/**
 * What a Seer's own calendar should hold for a subject now: an accepted session (the invitation's
 * UID and SEQUENCE, the place as the Seer's emails give it, the seeker's first name, a link to the
 * booking), or an event they host (published, not cancelled); null when nothing should be there.
 * Written as a calendar object resource (RFC 4791): no METHOD, and no ORGANIZER or ATTENDEE, so a
 * server that schedules (iCloud, Nextcloud) never mails an invitation on the product's behalf.
 */
import "server-only";
import { createEvent } from "ics";
import { bookingCalendarFile } from "@/lib/bookings/ics";
import { mapLink } from "@/lib/bookings/place";
import { readerOf } from "@/lib/bookings/reader-times";
import {
  bookingQuery,
  bookingUrl,
  currentStatus,
  seekerName,
  sessionPlace,
} from "@/lib/bookings/rows";
import { BRAND_NAME } from "@/lib/brand";
import { veventsOf } from "@/lib/calendar-feed/vcalendar";
import { now } from "@/lib/clock";
import type { Db } from "@/lib/db/client";
import { endOfEvent, eventQuery, eventUrl, startOfEvent } from "@/lib/events/rows";

export type CalendarObject = { uid: string; sequence: number; ics: string };

/** iCalendar TEXT escaping (RFC 5545 3.3.11). */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");

/** Lines of at most 75 characters (RFC 5545 3.1): the rest on lines that start with a space. */
const fold = (line: string) => (line.match(/.{1,73}/gu) ?? [line]).join("\r\n ");

/** The object's text: the VEVENT without the scheduling properties, SUMMARY as given. */
function asCalendarObject(ics: string, summary: string): string {
  const [vevent = ""] = veventsOf(ics);
  // A property is its line and the folded lines (a space or tab first) that continue it.
  const properties: string[][] = [];
  for (const line of vevent.split("\r\n")) {
    const last = properties.at(-1);
    if (last && /^[ \t]/.test(line)) last.push(line);
    else properties.push([line]);
  }
  const kept = properties
    .filter(([first = ""]) => !/^(ORGANIZER|ATTENDEE)[;:]/.test(first))
    .map((lines) =>
      /^SUMMARY[;:]/.test(lines[0] ?? "")
        ? fold(`SUMMARY:${escapeText(summary)}`)
        : lines.join("\r\n"),
    );
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Seers//calendar write//EN",
    "CALSCALE:GREGORIAN",
    ...kept,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

async function sessionObject(db: Db, userId: string, id: string, base: string) {
  const row = await bookingQuery(db).where("booking.id", "=", id).executeTakeFirst();
  if (!row || row.seer_id !== userId || row.kind !== "session") return null;
  const status = currentStatus(row, now());
  if (status !== "accepted" && status !== "completed") return null;
  const url = bookingUrl(base, row.id);
  const file = bookingCalendarFile(row, url, status, sessionPlace(row), readerOf(row, "seer"));
  const first = row.seeker_firstname?.trim() || seekerName(row).split(" ")[0];
  return {
    uid: `${row.id}@seers`,
    sequence: row.ics_sequence,
    ics: asCalendarObject(file, `${BRAND_NAME} session with ${first}`),
  };
}

async function hostedEventObject(db: Db, userId: string, id: string, base: string) {
  const row = await eventQuery(db).where("group_event.id", "=", id).executeTakeFirst();
  if (!row || row.host_id !== userId || row.status !== "published") return null;
  const url = eventUrl(base, row.slug);
  const place =
    row.mode === "online" && row.video_url
      ? { location: row.video_url, description: `Join: ${row.video_url}\n\nDetails: ${url}` }
      : row.address
        ? {
            location: row.address,
            description: `Address: ${row.address}\nMap: ${mapLink(row.address)}\n\nDetails: ${url}`,
          }
        : { description: `Details: ${url}` };
  const uid = `${row.id}@seers-hosted`;
  const { error, value } = createEvent({
    productId: "seers/events",
    uid,
    sequence: row.ics_sequence,
    start: startOfEvent(row).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: endOfEvent(row).getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: row.title,
    url,
    ...place,
    status: "CONFIRMED",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar event");
  return {
    uid,
    sequence: row.ics_sequence,
    ics: asCalendarObject(value, `${row.title} (you host)`),
  };
}

/** What `userId`'s calendar should hold for `subject` ("booking:<id>", "event:<id>"), if anything. */
export async function desiredObject(
  db: Db,
  userId: string,
  subject: string,
  base: string,
): Promise<CalendarObject | null> {
  const [kind, id = ""] = subject.split(":");
  if (kind === "booking") return sessionObject(db, userId, id, base);
  if (kind === "event") return hostedEventObject(db, userId, id, base);
  return null;
}
