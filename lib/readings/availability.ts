/**
 * "Available for Readings Now", from the facts alone: a Seer is available now while their
 * readings are on, they have the site open (lib/live/online.ts), no reading of theirs is open
 * (being paid for, ringing or under way: the seeker who pays holds them) and no accepted session
 * of theirs is under way or starts within 30 minutes. One query for a whole page of cards.
 */
import "server-only";
import { sql } from "kysely";
import { now } from "@/lib/clock";
import type { Db } from "@/lib/db/client";
import { onlineCondition } from "@/lib/live/online";
import { SESSION_SOON_MINUTES } from "./rules";

/** The statuses of a reading that hold its Seer (the database's unique index says the same). */
export const OPEN_READING_STATUSES = ["awaiting_payment", "ringing", "accepted"] as const;

/** Listings whose Seer is available now, among `listingIds` (all published listings when omitted). */
export async function availableNowIds(
  db: Db,
  listingIds?: readonly string[],
): Promise<Set<string>> {
  if (listingIds && listingIds.length === 0) return new Set();
  const at = now();
  const soon = new Date(at.getTime() + SESSION_SOON_MINUTES * 60_000).toISOString();
  let query = db
    .selectFrom("listing")
    .select("listing.id")
    .where("listing.status", "=", "published")
    .where("listing.owner_id", "is not", null)
    .where("listing.reading_on", "=", 1)
    .where("listing.reading_price_cents", "is not", null)
    .where(onlineCondition("listing.owner_id"))
    // No booking holds them: a reading open (paid for, ringing or under way), or an accepted
    // session under way or starting within 30 minutes.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("booking")
            .select(sql.lit(1).as("one"))
            .whereRef("booking.listing_id", "=", "listing.id")
            .where((eb) =>
              eb.or([
                eb.and([
                  eb("booking.kind", "=", "reading"),
                  eb("booking.status", "in", OPEN_READING_STATUSES),
                ]),
                eb.and([
                  eb("booking.kind", "=", "session"),
                  eb("booking.status", "=", "accepted"),
                  eb("booking.start_at", "<", soon),
                  eb("booking.end_at", ">", at.toISOString()),
                ]),
              ]),
            ),
        ),
      ),
    );
  // Busy now in their own calendar (lib/calendars, issue 38): not available.
  query = query.where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom("calendar_busy")
          .select(sql.lit(1).as("one"))
          .whereRef("calendar_busy.user_id", "=", "listing.owner_id")
          .where("calendar_busy.start_at", "<=", at.toISOString())
          .where("calendar_busy.end_at", ">", at.toISOString()),
      ),
    ),
  );
  if (listingIds) query = query.where("listing.id", "in", listingIds);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.id));
}

export async function isAvailableNow(db: Db, listingId: string): Promise<boolean> {
  return (await availableNowIds(db, [listingId])).has(listingId);
}
