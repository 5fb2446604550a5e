/**
 * GET /coaches/ and /coaches/{slug}: the public catalogue's query and answers. The filters' rules
 * are written once, here, for their one vocabulary (lib/coaches/filters.ts): the API reads a query
 * strictly (a bad value is a 422), Discover reads its URL with the same rules leniently.
 */
import { z } from "zod";
import { CATEGORIES } from "@/data/categories";
import {
  type CatalogFilters,
  FILTER_NAMES,
  findOption,
  TIME_FRAME_NAMES,
} from "@/lib/catalog/filters";
import { listingPublicSchema } from "@/lib/listings/schema";
import { reviewPublicSchema } from "@/lib/reviews/schema";
import { searchText } from "@/lib/validation/common";
import { MODES, READING_TYPES, SPECIALTIES } from "./types";

const categorySlugs = CATEGORIES.map((c) => c.slug) as [string, ...string[]];

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: "Input should be a whole number" })
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** An option by its name ("On Site") or its URL spelling ("on-site"), as Discover's links write it. */
function option<T extends string>(options: readonly [T, ...T[]]) {
  return z
    .string()
    .transform((value) => findOption(options, value) ?? value)
    .pipe(z.enum(options));
}

/** Each filter's rule, by its name in the query. */
const filterFields = {
  q: searchText(100).optional(),
  category: z.enum(categorySlugs).optional(),
  mode: option(MODES).optional(),
  /** A city by its name, or its URL spelling for a city with listings. */
  location: searchText(80).pipe(z.string().min(1)).optional(),
  specialty: option(SPECIALTIES).optional(),
  reading_type: option(READING_TYPES).optional(),
  time: z.enum(TIME_FRAME_NAMES).optional(),
  /** Whole US dollars per hour, both ends included. */
  min_price: wholeNumber(100_000).optional(),
  max_price: wholeNumber(100_000).optional(),
  /** `true` keeps only the Seers available for a reading now; `false` is no filter. */
  available_now: z
    .enum(["true", "false"])
    .transform((value) => (value === "true" ? (true as const) : undefined))
    .optional(),
} satisfies Record<(typeof FILTER_NAMES)[number], z.ZodType<unknown, string | undefined>>;

export const catalogQuerySchema = z
  .object({
    ...filterFields,
    skip: wholeNumber(1_000_000).default(0),
    limit: wholeNumber(100).pipe(z.number().min(1)).default(20),
  })
  .refine((query) => (query.min_price ?? 0) <= (query.max_price ?? Number.POSITIVE_INFINITY), {
    error: "min_price must not exceed max_price",
    path: ["min_price"],
  });
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

/**
 * Filters from a URL's parameters by the API's rules, a bad value left out rather than refused
 * (Discover then redirects to the view without it). Empty values mean "not set".
 */
export function readCatalogFilters(params: Record<string, string | undefined>): CatalogFilters {
  const filters: Partial<Record<keyof CatalogFilters, unknown>> = {};
  for (const name of FILTER_NAMES) {
    const parsed = filterFields[name].safeParse(params[name]);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "") {
      filters[name] = parsed.data;
    }
  }
  return filters as CatalogFilters;
}

const ratingSummarySchema = z.object({ average: z.number(), count: z.number() });

/** A coach's readings now: null while the Seer's readings are off (always, for sample coaches). */
export const coachReadingsSchema = z
  .object({
    price_per_minute_cents: z.number().int(),
    /** On, the site open, not in a reading, no session within 30 minutes (within seconds). */
    available_now: z.boolean(),
  })
  .nullable();

/** A listing as the listing API shows it, with when it was published, its rating and readings. */
export const catalogListingSchema = listingPublicSchema.extend({
  published_at: z.string().nullable(),
  rating: ratingSummarySchema,
  readings: coachReadingsSchema,
});
export type CatalogListing = z.infer<typeof catalogListingSchema>;

const counts = z.record(z.string(), z.number());

export const catalogListSchema = z.object({
  data: z.array(catalogListingSchema),
  count: z.number(),
  /** Per option, how many listings match with that option chosen and the other filters kept. */
  facets: z.object({
    time: counts,
    mode: counts,
    location: counts,
    specialty: counts,
    reading_type: counts,
  }),
});

/** GET /readings/available: who the cards show as available for a reading now. */
export const availableNowSchema = z.object({
  coaches: z.array(z.object({ slug: z.string(), price_per_minute_cents: z.number().int() })),
});
export type AvailableNow = z.infer<typeof availableNowSchema>;

export const coachSlugParam = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/, { error: "Input should be a coach slug" });

/** What a coach's page shows one signed-in viewer (GET /coaches/{slug}/viewer): never in the shared HTML. */
export const coachViewerSchema = z.object({
  saved: z.boolean(),
  /** A completed session with this Seer that no review names yet. */
  can_review: z.boolean(),
  /** The viewer is this listing's Seer (may reply to its reviews). */
  is_seer: z.boolean(),
  own_review: reviewPublicSchema.nullable(),
});
export type CoachViewer = z.infer<typeof coachViewerSchema>;
