/**
 * What a catalogue read needs besides the filters, fixed once so a page's list, counts and facets
 * agree: the categories, "now", and (only for a view filtered by it) who is available for a
 * reading now, by the readings' own rule.
 */
import "server-only";
import { CATEGORIES } from "@/data/categories";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { availableNowIds } from "@/lib/readings/availability";
import type { CatalogFilters } from "./filters";
import type { CatalogContext } from "./where";

export async function catalogContext(filters: CatalogFilters): Promise<CatalogContext> {
  return {
    categories: CATEGORIES,
    at: now(),
    ...(filters.available_now ? { availableIds: await availableNowIds(getDb()) } : {}),
  };
}
