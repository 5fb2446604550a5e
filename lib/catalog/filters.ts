/** Discover's filters as URL query parameters: parsed leniently (a bad value is ignored, never an error). */
import {
  LOCATIONS,
  MODES,
  type Mode,
  READING_TYPES,
  type ReadingType,
  SPECIALTIES,
  type Specialty,
  TIME_FRAMES,
  type TimeFrame,
} from "./types";

export const PRICE_MIN = 0;
export const PRICE_MAX = 100;
export const PRICE_STEP = 5;
/**
 * Where the slider starts (SPEC §9); the list is filtered by price only once a visitor sets a range.
 * Rates run to 500: the slider's top end, PRICE_MAX, means "PRICE_MAX and above".
 */
export const DEFAULT_PRICE_RANGE = [25, 75] as const;

export type CoachFilters = {
  q?: string;
  category?: string;
  /** A city with listings (the spec's three or any a Seer gave). */
  location?: string;
  timeFrame: TimeFrame;
  price?: { min: number; max: number };
  mode?: Mode;
  specialty?: Specialty;
  reading?: ReadingType;
};

export type SearchParams = Record<string, string | string[] | undefined>;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const TIME_FRAME_PARAMS: Record<TimeFrame, string> = {
  Anytime: "anytime",
  "Last week": "week",
  "Last month": "month",
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function bySlug<T extends string>(options: readonly T[], value: string | undefined): T | undefined {
  if (!value) return undefined;
  return options.find((option) => slugify(option) === value.toLowerCase());
}

function priceParam(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n / PRICE_STEP) * PRICE_STEP));
}

/** `locations` are the cities with listings (the catalogue's `listLocations`). */
export function parseFilters(
  params: SearchParams,
  categorySlugs: readonly string[],
  locations: readonly string[] = LOCATIONS,
): CoachFilters {
  const q = first(params.q)?.trim().slice(0, 100);
  const category = first(params.category);
  const min = priceParam(first(params.min));
  const max = priceParam(first(params.max));
  const time = first(params.time);
  const timeFrame =
    TIME_FRAMES.find((frame) => TIME_FRAME_PARAMS[frame] === time) ?? ("Anytime" as TimeFrame);
  let price: CoachFilters["price"];
  if (min !== undefined || max !== undefined) {
    const low = min ?? PRICE_MIN;
    const high = max ?? PRICE_MAX;
    price = { min: Math.min(low, high), max: Math.max(low, high) };
  }
  return {
    q: q || undefined,
    category: category && categorySlugs.includes(category) ? category : undefined,
    location: bySlug(locations, first(params.location)),
    timeFrame,
    price,
    mode: bySlug(MODES, first(params.mode)),
    specialty: bySlug(SPECIALTIES, first(params.specialty)),
    reading: bySlug(READING_TYPES, first(params.reading)),
  };
}

/** The query string for a set of filters (defaults left out), so equal views share one URL. */
export function filtersToQuery(filters: CoachFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.location) params.set("location", slugify(filters.location));
  if (filters.timeFrame !== "Anytime") params.set("time", TIME_FRAME_PARAMS[filters.timeFrame]);
  if (filters.price) {
    params.set("min", String(filters.price.min));
    params.set("max", String(filters.price.max));
  }
  if (filters.mode) params.set("mode", slugify(filters.mode));
  if (filters.specialty) params.set("specialty", slugify(filters.specialty));
  if (filters.reading) params.set("reading", slugify(filters.reading));
  return params.toString();
}

export function hasActiveFilters(filters: CoachFilters): boolean {
  return filtersToQuery(filters) !== "";
}
