/**
 * The coach catalogue: the only way pages read coaches. Today it serves the typed sample data;
 * Seers' own listings from the database can join behind these functions without a page changing.
 */
import { CATEGORIES } from "@/data/categories";
import { COACHES } from "@/data/coaches";
import {
  type Coach,
  LOCATIONS,
  MODES,
  READING_TYPES,
  SPECIALTIES,
  TIME_FRAMES,
  type TimeFrame,
} from "@/data/types";
import type { CoachFilters } from "./filters";

const TIME_FRAME_DAYS: Record<TimeFrame, number> = {
  Anytime: Number.POSITIVE_INFINITY,
  "Last week": 7,
  "Last month": 30,
};

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug);

function categoryName(slug: string): string {
  return CATEGORIES.find((c) => c.slug === slug)?.name ?? "";
}

function matchesText(coach: Coach, q: string): boolean {
  const haystack = [
    coach.name,
    coach.headline,
    categoryName(coach.categorySlug),
    coach.location,
    ...coach.specialties,
    ...coach.readingTypes,
  ]
    .join(" ")
    .toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

type FilterKey = Exclude<keyof CoachFilters, never>;

/** Whether a coach passes every filter except the one named in `skip` (used for option counts). */
function matches(coach: Coach, filters: CoachFilters, skip?: FilterKey): boolean {
  if (skip !== "q" && filters.q && !matchesText(coach, filters.q)) return false;
  if (skip !== "category" && filters.category && coach.categorySlug !== filters.category)
    return false;
  if (skip !== "location" && filters.location && coach.location !== filters.location) return false;
  if (skip !== "timeFrame" && coach.listedDaysAgo > TIME_FRAME_DAYS[filters.timeFrame])
    return false;
  if (skip !== "price" && filters.price) {
    if (coach.price < filters.price.min || coach.price > filters.price.max) return false;
  }
  if (skip !== "mode" && filters.mode && coach.mode !== filters.mode) return false;
  if (skip !== "specialty" && filters.specialty && !coach.specialties.includes(filters.specialty)) {
    return false;
  }
  if (skip !== "reading" && filters.reading && !coach.readingTypes.includes(filters.reading)) {
    return false;
  }
  return true;
}

export type CoachList = { featured: Coach[]; available: Coach[]; total: number };

export function listCoaches(filters: CoachFilters): CoachList {
  const found = COACHES.filter((coach) => matches(coach, filters));
  return {
    featured: found.filter((c) => c.featured),
    available: found.filter((c) => !c.featured && c.availableNow),
    total: found.length,
  };
}

export type FacetCounts = {
  timeFrame: Record<TimeFrame, number>;
  mode: Record<string, number>;
  location: Record<string, number>;
  specialty: Record<string, number>;
  reading: Record<string, number>;
};

/** For each option: how many coaches the view would show with that option chosen and the other filters kept. */
export function facetCounts(filters: CoachFilters): FacetCounts {
  const count = <T extends string>(
    options: readonly T[],
    key: FilterKey,
    has: (c: Coach, o: T) => boolean,
  ) => {
    const pool = COACHES.filter((coach) => matches(coach, filters, key));
    return Object.fromEntries(
      options.map((o) => [o, pool.filter((c) => has(c, o)).length]),
    ) as Record<T, number>;
  };
  return {
    timeFrame: count(TIME_FRAMES, "timeFrame", (c, o) => c.listedDaysAgo <= TIME_FRAME_DAYS[o]),
    mode: count(MODES, "mode", (c, o) => c.mode === o),
    location: count(LOCATIONS, "location", (c, o) => c.location === o),
    specialty: count(SPECIALTIES, "specialty", (c, o) => c.specialties.includes(o)),
    reading: count(READING_TYPES, "reading", (c, o) => c.readingTypes.includes(o)),
  };
}

export function getCoach(slug: string): Coach | undefined {
  return COACHES.find((coach) => coach.slug === slug);
}

/** The coach plain /profile shows (the spec's sample profile). */
export function getSampleCoach(): Coach {
  const coach = COACHES[0];
  if (!coach) throw new Error("the sample data has no coaches");
  return coach;
}

export function allCoachSlugs(): string[] {
  return COACHES.map((c) => c.slug);
}

export function listCategories() {
  return CATEGORIES;
}

export function getCategory(slug: string) {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** The date a coach was listed, for structured data and "new" badges. */
export function listedOn(coach: Coach, today = new Date()): Date {
  return new Date(today.getTime() - coach.listedDaysAgo * 86_400_000);
}
