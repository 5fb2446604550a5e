/**
 * "Available for Readings Now" from real data: a free start within the next two hours. One query
 * of busy times for a whole page of cards (`availableNowBySlug`).
 */
import "server-only";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { ListingRow } from "@/lib/db/schema";
import { busyIntervals, sessionHours, slotRules } from "./rules";
import { hasFreeStartWithin } from "./slots";

const AVAILABLE_NOW_HOURS = 2;

type Bookable = Pick<
  ListingRow,
  | "id"
  | "slug"
  | "owner_id"
  | "status"
  | "timezone"
  | "weekly_hours"
  | "days_off"
  | "min_notice_hours"
  | "booking_window_days"
  | "session_hours"
  | "hourly_rate_cents"
>;

function hasStartSoon(
  listing: Bookable,
  busy: { start: number; end: number }[],
  at: Date,
): boolean {
  if (listing.owner_id === null || listing.status !== "published") return false;
  if (!listing.timezone || listing.hourly_rate_cents === null) return false;
  const hours = Math.min(...sessionHours(listing));
  if (!Number.isFinite(hours)) return false;
  return hasFreeStartWithin({
    rules: slotRules(listing),
    busy,
    now: at,
    hours,
    withinHours: AVAILABLE_NOW_HOURS,
  });
}

/** Slug → available now, for a batch of listings (one query). Sample coaches (no owner) are false. */
export async function availableNowBySlug(listings: Bookable[]): Promise<Map<string, boolean>> {
  const at = now();
  const busy = await busyIntervals(
    getDb(),
    listings.map((l) => l.id),
    at,
  );
  return new Map(listings.map((l) => [l.slug, hasStartSoon(l, busy.get(l.id) ?? [], at)] as const));
}
