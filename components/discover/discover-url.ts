/** Addresses of Discover views: one canonical query per set of filters, so links, Back and sharing agree. */
import { type CatalogFilters, filtersToQuery } from "@/lib/catalog/filters";

export const DISCOVER_PATH = "/discover";

export function discoverHref(filters: CatalogFilters): string {
  const query = filtersToQuery(filters);
  return query ? `${DISCOVER_PATH}?${query}` : DISCOVER_PATH;
}

/** The view with some filters changed (undefined removes one), the rest kept. */
export function withFilters(filters: CatalogFilters, change: CatalogFilters): string {
  return discoverHref({ ...filters, ...change });
}

/** The query a form must carry as hidden fields when it only edits `except`. */
export function hiddenFields(
  filters: CatalogFilters,
  except: readonly (keyof CatalogFilters)[],
): [name: string, value: string][] {
  const kept = { ...filters };
  for (const key of except) delete kept[key];
  return [...new URLSearchParams(filtersToQuery(kept)).entries()];
}

/** A page of the coaches after Featured Coaches: page 1 keeps the filters' own address. */
export function discoverPageHref(filters: CatalogFilters, page: number): string {
  const query = filtersToQuery(filters);
  const params = new URLSearchParams(query);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${DISCOVER_PATH}?${text}` : DISCOVER_PATH;
}

/** `?page=` as a whole number from 1; anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}
