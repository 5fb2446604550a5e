/** The public catalogue as the API answers it: listings' JSON with ratings, and facet counts. */
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { ListingRow, UserRow } from "@/lib/db/schema";
import { readFlag, readTimestamp } from "@/lib/db/values";
import { findListingBySlug, listingPhotos } from "@/lib/listings/queries";
import { toListingPublic } from "@/lib/listings/row";
import { listCardRatings } from "@/lib/reviews/ratings";
import { countFacets } from "./facets";
import { listLocations, queryCoaches } from "./queries";
import { rowToCoach } from "./rows";
import type { CatalogListing, CatalogQuery } from "./schema";
import type { CatalogFilters } from "./where";

const WITHIN_DAYS = { anytime: undefined, week: 7, month: 30 } as const;

function queryToFilters(query: CatalogQuery): CatalogFilters {
  const price =
    query.min_price !== undefined || query.max_price !== undefined
      ? { min: query.min_price ?? 0, max: query.max_price ?? null }
      : undefined;
  return {
    q: query.q || undefined,
    category: query.category,
    mode: query.mode,
    location: query.location,
    specialty: query.specialty,
    reading: query.reading_type,
    withinDays: query.time ? WITHIN_DAYS[query.time] : undefined,
    price,
  };
}

async function toCatalogJson(rows: ListingRow[]): Promise<CatalogListing[]> {
  const at = now();
  const photos = await listingPhotos(
    getDb(),
    rows.map((row) => row.id),
  );
  const photosOf = (row: ListingRow) => photos.filter((photo) => photo.listing_id === row.id);
  const ratings = await listCardRatings({
    coaches: rows.map((row) => rowToCoach(row, photosOf(row), at)),
  });
  return rows.map((row) => ({
    ...toListingPublic(row, photosOf(row)),
    published_at: row.published_at === null ? null : readTimestamp(row.published_at),
    rating: ratings.get(row.slug) ?? { average: 0, count: 0 },
  }));
}

export async function listCatalog(query: CatalogQuery) {
  const filters = queryToFilters(query);
  const [page, facets] = await Promise.all([
    queryCoaches({ filters, skip: query.skip, limit: query.limit }),
    listLocations().then((locations) => countFacets(filters, locations)),
  ]);
  return {
    data: await toCatalogJson(page.rows),
    count: page.count,
    facets: {
      time: {
        anytime: facets.withinDays[0] ?? 0,
        week: facets.withinDays[7] ?? 0,
        month: facets.withinDays[30] ?? 0,
      },
      mode: facets.mode,
      location: facets.location,
      specialty: facets.specialty,
      reading_type: facets.reading,
    },
  };
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
