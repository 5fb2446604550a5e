/**
 * The catalogue's filters, one vocabulary for Discover's URL and the API's `GET /coaches/` query:
 * the same names, the same values, one type. Pure and free of zod, so the browser's code takes it;
 * the rules that read a query (strictly for the API, leniently for Discover) are in
 * lib/validation/catalog.ts.
 */
import type { Mode, ReadingType, Specialty } from "./types";

/** Time Frame: how recently a coach was published, as `time=`. */
export const TIME_FRAMES = {
  anytime: { label: "Anytime", days: undefined },
  week: { label: "Last week", days: 7 },
  month: { label: "Last month", days: 30 },
} as const;
export type TimeFrame = keyof typeof TIME_FRAMES;
export const TIME_FRAME_NAMES = Object.keys(TIME_FRAMES) as [TimeFrame, ...TimeFrame[]];

/** The Readings filter's option and its chip (`available_now=true`). */
export const AVAILABLE_NOW_LABEL = "Available now";

export type CatalogFilters = {
  /** Words that must all appear in the name, headline, city, tags or category name. */
  q?: string;
  /** A category's slug. */
  category?: string;
  /** A city, as the listings spell it ("Bay Area"). */
  location?: string;
  mode?: Mode;
  specialty?: Specialty;
  reading_type?: ReadingType;
  time?: TimeFrame;
  /** Whole US dollars per hour, both ends included; no `max_price` means no upper bound. */
  min_price?: number;
  max_price?: number;
  /** Only Seers available for a reading now (lib/readings/availability.ts); never false. */
  available_now?: true;
};

/** The names, in the order a canonical query lists them (so equal views share one URL). */
export const FILTER_NAMES = [
  "q",
  "category",
  "location",
  "time",
  "min_price",
  "max_price",
  "mode",
  "specialty",
  "reading_type",
  "available_now",
] as const satisfies readonly (keyof CatalogFilters)[];

export const PRICE_MIN = 0;
export const PRICE_MAX = 100;
export const PRICE_STEP = 5;
/**
 * The slider with no price filter: both thumbs at its ends, which is what the list shows (every
 * price). SPEC §9 starts it at 25 to 75, but thumbs there over an unfiltered list told visitors a
 * range was in force (issue 20). Rates run to 500: the top end, PRICE_MAX, means "and above".
 */
export const DEFAULT_PRICE_RANGE = [PRICE_MIN, PRICE_MAX] as const;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** An option by its name ("On Site") or its URL spelling ("on-site"). */
export function findOption<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value || slugify(option) === value.toLowerCase());
}

/** The query string for a set of filters (defaults left out, options in their URL spelling). */
export function filtersToQuery(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === "" || (name === "time" && value === "anytime")) continue;
    const spelled = typeof value === "number" || name === "q" || name === "category";
    params.set(name, spelled ? String(value) : slugify(String(value)));
  }
  return params.toString();
}

/** A form's fields as a query in the canonical order (the page tidies anything else). */
export function formToQuery(fields: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = fields[name]?.trim();
    if (value) params.set(name, value);
  }
  return params.toString();
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return filtersToQuery(filters) !== "";
}

export const hasPriceFilter = (filters: CatalogFilters) =>
  filters.min_price !== undefined || filters.max_price !== undefined;

/** The slider's range for a view: the chosen one (no upper bound is the top end), or the default. */
export function sliderRange(filters: CatalogFilters): [number, number] {
  if (!hasPriceFilter(filters)) return [...DEFAULT_PRICE_RANGE];
  return [filters.min_price ?? PRICE_MIN, filters.max_price ?? PRICE_MAX];
}

/** A range set on the slider as filters: its ends mean no bound (the top end is "and above"). */
export function sliderPrice([low, high]: readonly [number, number]): CatalogFilters {
  return {
    min_price: low <= PRICE_MIN ? undefined : low,
    max_price: high >= PRICE_MAX ? undefined : high,
  };
}

/** A price on the slider: to its step, within its ends. */
export const snapPrice = (value: number) =>
  Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value / PRICE_STEP) * PRICE_STEP));

/** Discover's price: snapped to the slider's steps, within its ends and in order. */
export function onSlider(filters: CatalogFilters): CatalogFilters {
  if (!hasPriceFilter(filters)) return filters;
  const low = snapPrice(filters.min_price ?? PRICE_MIN);
  const high = snapPrice(filters.max_price ?? PRICE_MAX);
  return { ...filters, ...sliderPrice([Math.min(low, high), Math.max(low, high)]) };
}
