/**
 * A booking's times as each reader of an email or calendar file reads them: in their own zone
 * first, then in the other party's when it differs ("11:00 AM – 12:00 PM (America/New_York); for
 * Iris that is 8:00 AM – 9:00 AM (America/Los_Angeles)"). Zones are the accounts' own.
 */
import "server-only";
import { DateTime } from "luxon";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";
import { type BookingJoined, endOf, seekerName, startOf } from "./rows";
import type { Party } from "./status";

export type Reader = {
  zone: string;
  other: { name: string; zone: string };
  /** A party's own name and login email (a calendar file names them as its attendee); none for an onlooker. */
  self?: { name: string; email: string | null };
};

/** The zones a booking's (or a conversation's) row carries for its two people. */
type ZonesOf = Pick<BookingJoined, "seer_timezone" | "listing_timezone" | "seeker_timezone">;

/** The Seer's account zone; before they have one, the zone their listing's hours are set in. */
export const seerZone = (row: Omit<ZonesOf, "seeker_timezone">) =>
  row.seer_timezone ?? row.listing_timezone ?? FALLBACK_TIME_ZONE;
export const seekerZone = (row: Pick<ZonesOf, "seeker_timezone">) =>
  row.seeker_timezone ?? FALLBACK_TIME_ZONE;

/** One party of the booking as a reader, with the other party beside them. */
export function readerOf(row: BookingJoined, party: Party): Reader {
  return party === "seeker"
    ? {
        zone: seekerZone(row),
        other: { name: row.seer_name, zone: seerZone(row) },
        self: { name: seekerName(row), email: row.seeker_email },
      }
    : {
        zone: seerZone(row),
        other: { name: seekerName(row), zone: seekerZone(row) },
        self: { name: row.seer_name, email: row.seer_email },
      };
}

/** Someone who is not a party (an admin): their own zone, then the Seer's. */
export function onlookerOf(row: BookingJoined, zone: string | null): Reader {
  return { zone: zone ?? FALLBACK_TIME_ZONE, other: { name: row.seer_name, zone: seerZone(row) } };
}

const DAY = "cccc, LLLL d, yyyy";
const CLOCK = "h:mm a";

const inZone = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone });

/** "Tuesday, March 2, 2027, 10:00 AM (America/New_York)": a moment, such as a deadline. */
export function momentIn(at: Date, zone: string): string {
  return `${inZone(at, zone).toFormat(`${DAY}, ${CLOCK}`)} (${zone})`;
}

export const momentFor = (at: Date, reader: Reader): string => momentIn(at, reader.zone);

/** "Tuesday, March 2, 2027, 10:00 AM – 11:00 AM (America/New_York)" (without the day: from "10:00"). */
export function sessionSpanIn(session: { start: Date; end: Date }, zone: string, withDay = true) {
  const start = inZone(session.start, zone);
  const end = inZone(session.end, zone);
  const day = withDay ? `${start.toFormat(DAY)}, ` : "";
  return `${day}${start.toFormat(CLOCK)} – ${end.toFormat(CLOCK)} (${zone})`;
}

/** The session's day and times for the reader, then for the other party when their zone differs. */
export function sessionTimesFor(row: BookingJoined, reader: Reader): string {
  const span = (zone: string, withDay: boolean) =>
    sessionSpanIn({ start: startOf(row), end: endOf(row) }, zone, withDay);
  const own = span(reader.zone, true);
  const { other } = reader;
  if (other.zone === reader.zone) return own;
  // The other party's day is named only when it is not the reader's.
  const sameDay =
    inZone(startOf(row), other.zone).toISODate() === inZone(startOf(row), reader.zone).toISODate();
  return `${own}; for ${other.name} that is ${span(other.zone, !sameDay)}`;
}
