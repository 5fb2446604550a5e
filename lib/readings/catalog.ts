/**
 * Readings as visitors see them: a coach's price per minute and whether they are available now
 * (the catalogue's `readings`), and the short list of everyone available now that the cards'
 * badge asks for every few seconds (GET /readings/available). Null when a Seer's readings are off.
 */
import "server-only";
import { getDb } from "@/lib/db/client";
import type { ListingRow } from "@/lib/db/schema";
import { availableNowIds } from "./availability";

type ReadingListing = Pick<ListingRow, "id" | "reading_on" | "reading_price_cents">;

export type CoachReadings = { price_per_minute_cents: number; available_now: boolean } | null;

/** Each listing's readings by its id, in one query for a page of coaches. */
export async function coachReadings(
  listings: readonly ReadingListing[],
): Promise<Map<string, CoachReadings>> {
  const offering = listings.filter((l) => l.reading_on === 1 && l.reading_price_cents !== null);
  const available = await availableNowIds(
    getDb(),
    offering.map((l) => l.id),
  );
  return new Map(
    listings.map((l) => [
      l.id,
      l.reading_on === 1 && l.reading_price_cents !== null
        ? { price_per_minute_cents: l.reading_price_cents, available_now: available.has(l.id) }
        : null,
    ]),
  );
}

/** Everyone available for a reading now, with their price per minute (slugs in name order). */
export async function listAvailableNow(): Promise<
  { slug: string; price_per_minute_cents: number }[]
> {
  const ids = await availableNowIds(getDb());
  if (ids.size === 0) return [];
  const rows = await getDb()
    .selectFrom("listing")
    .select(["slug", "reading_price_cents"])
    .where("id", "in", [...ids])
    .orderBy("slug")
    .execute();
  return rows.flatMap((row) =>
    row.reading_price_cents === null
      ? []
      : [{ slug: row.slug, price_per_minute_cents: row.reading_price_cents }],
  );
}
