/**
 * Discover's URL read into the catalogue's filters: the API's names and rules
 * (lib/validation/catalog.ts), but a bad value is left out rather than refused, so the page
 * redirects to the view without it. Addresses written before the names were shared still work.
 */
import "server-only";
import { type CatalogFilters, findOption, onSlider } from "@/lib/catalog/filters";
import { readCatalogFilters } from "@/lib/catalog/schema";

export type SearchParams = Record<string, string | string[] | undefined>;

/** Discover's earlier spellings of the shared names (old links and bookmarks). */
const FORMER_NAMES: Record<string, string> = {
  min: "min_price",
  max: "max_price",
  reading: "reading_type",
};

/** `locations`: the cities with listings (the catalogue's `listLocations`); others are dropped. */
export function discoverFilters(
  params: SearchParams,
  locations: readonly string[],
): CatalogFilters {
  const given: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(params)) {
    given[FORMER_NAMES[name] ?? name] ??= Array.isArray(value) ? value[0] : value;
  }
  const filters = readCatalogFilters(given);
  const location = filters.location && findOption(locations, filters.location);
  return onSlider({ ...filters, location });
}
