/** A listing's booking rules and its busy times, as the free-time computation takes them. */
import "server-only";
import { calendarBusyOfListings } from "@/lib/calendars/busy";
import type { ListingRow } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import { paymentsEnabled } from "@/lib/payments/config";
import { PAID_BOOKING_HORIZON_DAYS } from "@/lib/payments/terms";
import type { Db } from "./rows";
import type { Interval, SlotRules, WeeklyHours } from "./slots";

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

type RuleColumns = Pick<
  ListingRow,
  "timezone" | "weekly_hours" | "days_off" | "min_notice_hours" | "booking_window_days"
>;

/** The Seer's own window; paid by card (lib/payments), at most 90 days (the card is held until then). */
export function bookingWindowDays(listingDays: number): number {
  return paymentsEnabled() ? Math.min(listingDays, PAID_BOOKING_HORIZON_DAYS) : listingDays;
}

export function slotRules(listing: RuleColumns): SlotRules {
  return {
    timezone: listing.timezone ?? "UTC",
    weeklyHours: parseJson<WeeklyHours>(listing.weekly_hours, {}),
    daysOff: parseJson<string[]>(listing.days_off, []),
    minNoticeHours: listing.min_notice_hours,
    bookingWindowDays: bookingWindowDays(listing.booking_window_days),
  };
}

export function sessionHours(listing: Pick<ListingRow, "session_hours">): number[] {
  return parseJson<number[]>(listing.session_hours, []);
}

/**
 * Times taken at `now` for these listings: accepted bookings, requests not yet expired (an
 * expired request frees its time at once, whether or not the sweep has written it), and the busy
 * times read from the Seer's own calendars.
 */
export async function busyIntervals(
  db: Db,
  listingIds: string[],
  now: Date,
  overlapping?: Interval,
): Promise<Map<string, Interval[]>> {
  const busy = new Map<string, Interval[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return busy;
  const at = now.toISOString();
  let query = db
    .selectFrom("booking")
    .select(["listing_id", "start_at", "end_at"])
    .where("listing_id", "in", listingIds)
    .where((eb) =>
      eb.or([
        eb("status", "=", "accepted"),
        // A request, or a booking that waits for its payment (lib/payments), until it expires.
        eb.and([eb("status", "in", ["requested", "awaiting_payment"]), eb("expires_at", ">", at)]),
      ]),
    )
    .where("end_at", ">", at);
  if (overlapping) {
    query = query
      .where("start_at", "<", new Date(overlapping.end).toISOString())
      .where("end_at", ">", new Date(overlapping.start).toISOString());
  }
  for (const row of await query.execute()) {
    // listing_id is among listingIds (never null here): the type cannot know it.
    busy.get(row.listing_id ?? "")?.push({
      start: new Date(readTimestamp(row.start_at)).getTime(),
      end: new Date(readTimestamp(row.end_at)).getTime(),
    });
  }
  // The Seer's own calendars (lib/calendars, issue 38): busy there is busy here.
  for (const [listingId, intervals] of await calendarBusyOfListings(
    db,
    listingIds,
    now,
    overlapping,
  )) {
    busy.get(listingId)?.push(...intervals);
  }
  return busy;
}
