/** GET /coaches/ and /coaches/{slug}: the public catalogue's query and answers. */
import { z } from "zod";
import { CATEGORIES } from "@/data/categories";
import { listingPublicSchema } from "@/lib/listings/schema";
import { reviewPublicSchema } from "@/lib/reviews/schema";
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
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return z
    .string()
    .transform(
      (value) => options.find((o) => o === value || slug(o) === value.toLowerCase()) ?? value,
    )
    .pipe(z.enum(options));
}

const TIME_FRAME_QUERY = ["anytime", "week", "month"] as const;

export const catalogQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: z.enum(categorySlugs).optional(),
    mode: option(MODES).optional(),
    location: z.string().trim().min(1).max(80).optional(),
    specialty: option(SPECIALTIES).optional(),
    reading_type: option(READING_TYPES).optional(),
    time: z.enum(TIME_FRAME_QUERY).optional(),
    /** Whole US dollars per hour, both ends included. */
    min_price: wholeNumber(100_000).optional(),
    max_price: wholeNumber(100_000).optional(),
    skip: wholeNumber(1_000_000).default(0),
    limit: wholeNumber(100).pipe(z.number().min(1)).default(20),
  })
  .refine((query) => (query.min_price ?? 0) <= (query.max_price ?? Number.POSITIVE_INFINITY), {
    error: "min_price must not exceed max_price",
    path: ["min_price"],
  });
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

const ratingSummarySchema = z.object({ average: z.number(), count: z.number() });

/** A listing as the listing API shows it, with when it was published and its rating. */
export const catalogListingSchema = listingPublicSchema.extend({
  published_at: z.string().nullable(),
  rating: ratingSummarySchema,
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
