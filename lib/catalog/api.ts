/** The public catalogue as the API answers it: listings' JSON with ratings, and facet counts. */
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { ListingRow, UserRow } from "@/lib/db/schema";
import { readFlag, readTimestamp } from "@/lib/db/values";
import { findListingBySlug, listingPhotos } from "@/lib/listings/queries";
import { toListingPublic } from "@/lib/listings/row";
import { coachReadings } from "@/lib/readings/catalog";
import { listCardRatings } from "@/lib/reviews/ratings";
import { countFacets } from "./facets";
import type { CatalogFilters } from "./filters";
import { findOption } from "./filters";
import { listLocations, queryCoaches } from "./queries";
import { rowToCoach } from "./rows";
import type { CatalogListing, CatalogQuery } from "./schema";

async function toCatalogJson(rows: ListingRow[]): Promise<CatalogListing[]> {
  const at = now();
  const photos = await listingPhotos(
    getDb(),
    rows.map((row) => row.id),
  );
  const photosOf = (row: ListingRow) => photos.filter((photo) => photo.listing_id === row.id);
  const [ratings, readings] = await Promise.all([
    listCardRatings({ coaches: rows.map((row) => rowToCoach(row, photosOf(row), at)) }),
    coachReadings(rows),
  ]);
  return rows.map((row) => ({
    ...toListingPublic(row, photosOf(row)),
    published_at: row.published_at === null ? null : readTimestamp(row.published_at),
    rating: ratings.get(row.slug) ?? { average: 0, count: 0 },
    readings: readings.get(row.id) ?? null,
  }));
}

export async function listCatalog(query: CatalogQuery) {
  const { skip, limit, ...given } = query;
  const locations = await listLocations();
  // A city with listings may be named as Discover spells it ("bay-area"); others match nothing.
  const location = given.location && (findOption(locations, given.location) ?? given.location);
  const filters: CatalogFilters = { ...given, location };
  const [page, { any: _, ...facets }] = await Promise.all([
    queryCoaches({ filters, skip, limit }),
    countFacets(filters, locations),
  ]);
  return { data: await toCatalogJson(page.rows), count: page.count, facets };
}

/** A published listing for anyone; an unpublished one only for its owner and superusers. */
export async function getCatalogListing(slug: string, viewer: UserRow | undefined) {
  const row = await findListingBySlug(slug);
  const mayView =
    row &&
    (row.status === "published" ||
      (viewer && (row.owner_id === viewer.id || readFlag(viewer.is_superuser))));
  if (!row || !mayView) throw new ApiError(404, "Coach not found");
  const [json] = await toCatalogJson([row]);
  return json as CatalogListing;
}
