/**
 * A person's private calendar feed: their accepted sessions (either side) and the event seats
 * they hold, each as the invitation emails carry it (same UID and SEQUENCE, the place as told to
 * them), read fresh on every request. A session called off, a seat given back or an event
 * cancelled is simply gone from the feed.
 */
import "server-only";
import { bookingCalendarFile } from "@/lib/bookings/ics";
import { readerOf } from "@/lib/bookings/reader-times";
import {
  bookingQuery,
  bookingUrl,
  currentStatus,
  knownPartyOf,
  placeFor,
} from "@/lib/bookings/rows";
import { BRAND_NAME } from "@/lib/brand";
import { now } from "@/lib/clock";
import { hasBlocked } from "@/lib/conversations/limits";
import { getDb } from "@/lib/db/client";
import { DAY_MS } from "@/lib/durations";
import { seatInvitation } from "@/lib/events/ics";
import { eventQuery, eventUrl, withoutPrivatePlace } from "@/lib/events/rows";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";
import { displayName } from "@/lib/users/names";
import { vcalendar, veventsOf } from "./vcalendar";

/** How far back the feed reaches: a season of past sessions, the future in full. */
const PAST_DAYS = 90;

async function sessionEvents(userId: string, base: string, at: Date): Promise<string[]> {
  const since = new Date(at.getTime() - PAST_DAYS * DAY_MS).toISOString();
  const rows = await bookingQuery(getDb())
    .where((eb) =>
      eb.or([eb("booking.seeker_id", "=", userId), eb("listing.owner_id", "=", userId)]),
    )
    .where("booking.kind", "=", "session")
    .where("booking.status", "in", ["accepted", "completed"])
    .where("booking.end_at", ">=", since)
    .orderBy("booking.start_at")
    .execute();
  return rows.flatMap((row) => {
    const party = knownPartyOf(row, userId);
    const status = currentStatus(row, at);
    if (!party || (status !== "accepted" && status !== "completed")) return [];
    const url = bookingUrl(base, row.id);
    const file = bookingCalendarFile(
      row,
      url,
      status,
      placeFor(row, status, party),
      readerOf(row, party),
    );
    return veventsOf(file);
  });
}

async function seatEvents(userId: string, base: string, at: Date): Promise<string[]> {
  const db = getDb();
  const user = await db
    .selectFrom("user")
    .select(["email", "full_name", "firstname", "lastname", "timezone"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return [];
  const since = new Date(at.getTime() - PAST_DAYS * DAY_MS).toISOString();
  const rows = await eventQuery(db)
    .innerJoin("event_seat as seat", "seat.event_id", "group_event.id")
    .select("seat.id as seat_id")
    .where("seat.user_id", "=", userId)
    .where("seat.status", "=", "seated")
    .where("group_event.status", "=", "published")
    .where("group_event.ends_at", ">=", since)
    .orderBy("group_event.starts_at")
    .execute();
  const events: string[] = [];
  for (const { seat_id, ...stored } of rows) {
    // A host who blocked this person keeps the private place from them, as the emails do.
    const blocked = await hasBlocked(db, { blockerId: stored.host_id, blockedId: userId });
    const row = blocked ? withoutPrivatePlace(stored) : stored;
    const attendee = {
      seatId: seat_id,
      name: displayName(user),
      email: user.email,
      zone: user.timezone ?? FALLBACK_TIME_ZONE,
    };
    events.push(...veventsOf(seatInvitation(row, attendee, eventUrl(base, row.slug), "REQUEST")));
  }
  return events;
}

/** The feed of `userId` as iCalendar text, links under `base`. */
export async function calendarFeedOf(userId: string, base: string): Promise<string> {
  const at = now();
  const [sessions, seats] = await Promise.all([
    sessionEvents(userId, base, at),
    seatEvents(userId, base, at),
  ]);
  return vcalendar(BRAND_NAME, [...sessions, ...seats]);
}
