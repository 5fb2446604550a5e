/** The busy times read from Seers' own calendars, as the free-time reads take them. */
import "server-only";
import type { Interval } from "@/lib/bookings/slots";
import type { Db } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";

/** Per listing, its Seer's calendar busy times ending after `now` (and overlapping, if given). */
export async function calendarBusyOfListings(
  db: Db,
  listingIds: string[],
  now: Date,
  overlapping?: Interval,
): Promise<Map<string, Interval[]>> {
  const busy = new Map<string, Interval[]>();
  if (listingIds.length === 0) return busy;
  let query = db
    .selectFrom("calendar_busy")
    .innerJoin("listing", "listing.owner_id", "calendar_busy.user_id")
    .select(["listing.id as listing_id", "calendar_busy.start_at", "calendar_busy.end_at"])
    .where("listing.id", "in", listingIds)
    .where("calendar_busy.end_at", ">", now.toISOString());
  if (overlapping) {
    query = query
      .where("calendar_busy.start_at", "<", new Date(overlapping.end).toISOString())
      .where("calendar_busy.end_at", ">", new Date(overlapping.start).toISOString());
  }
  for (const row of await query.execute()) {
    const list = busy.get(row.listing_id) ?? [];
    list.push({
      start: new Date(readTimestamp(row.start_at)).getTime(),
      end: new Date(readTimestamp(row.end_at)).getTime(),
    });
    busy.set(row.listing_id, list);
  }
  return busy;
}
