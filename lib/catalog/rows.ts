/** Published listings read in the catalogue's order and mapped to `Coach`, photos in one query. */
import "server-only";
import type { SelectQueryBuilder } from "kysely";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { Database, ListingPhotoRow, ListingRow } from "@/lib/db/schema";
import { readFlag, readTimestamp } from "@/lib/db/values";
import { toListingPublic } from "@/lib/listings/row";
import { type CoachPresentation, listingToCoach, NO_RATINGS } from "@/lib/listings/to-coach";
import type { Coach, RatingBreakdown, Service } from "./types";

function parse<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** What a row carries besides the listing's own fields (a Seer's are the defaults). */
function presentationOf(row: ListingRow): CoachPresentation {
  return {
    serviceTitle: row.service_title,
    servicePrice: row.service_price_cents === null ? null : row.service_price_cents / 100,
    colorTypes: parse<Service["colorTypes"]>(row.color_types, []),
    avatar: row.avatar,
    ratingBreakdown: parse<RatingBreakdown>(row.rating_breakdown, NO_RATINGS),
    consultations: row.consultations,
    countLabel: row.count_label === "visits" ? "visits" : "consultations",
    featured: readFlag(row.featured),
  };
}

export function rowToCoach(row: ListingRow, photos: ListingPhotoRow[], at: Date = now()): Coach {
  return listingToCoach({
    listing: toListingPublic(row, photos),
    publishedAt: row.published_at === null ? null : readTimestamp(row.published_at),
    now: at,
    presentation: presentationOf(row),
  });
}

/** Rows to coaches, keeping the rows' order; photos for all of them in one round trip. */
export async function rowsToCoaches(rows: ListingRow[], at: Date = now()): Promise<Coach[]> {
  if (rows.length === 0) return [];
  const photos = await getDb()
    .selectFrom("listing_photo")
    .selectAll()
    .where(
      "listing_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("position")
    .execute();
  const byListing = new Map<string, ListingPhotoRow[]>();
  for (const photo of photos) {
    byListing.set(photo.listing_id, [...(byListing.get(photo.listing_id) ?? []), photo]);
  }
  return rows.map((row) => rowToCoach(row, byListing.get(row.id) ?? [], at));
}

type ListingQuery = SelectQueryBuilder<Database, "listing", ListingRow>;

/** The catalogue's order: featured first, then the sample order, then the newest Seers. */
export function inCatalogOrder(query: ListingQuery): ListingQuery {
  return query
    .orderBy("listing.featured", "desc")
    .orderBy("listing.sort_order")
    .orderBy("listing.published_at", "desc")
    .orderBy("listing.id");
}

export function publishedListings() {
  return getDb()
    .selectFrom("listing")
    .selectAll("listing")
    .where("listing.status", "=", "published");
}
