/** A Seer's listing: each field's rule once, for the editor's forms and the API's PATCH alike. */
import { z } from "zod";
import { CATEGORIES } from "@/data/categories";
import { MODES, READING_TYPES, SPECIALTIES } from "@/lib/catalog/types";
import { timeZoneField } from "@/lib/validation/time-zone";
import {
  addressProblem,
  normalizeVideoLink,
  placeText,
  VIDEO_CHOICES,
  videoLinkProblem,
} from "./place-rules";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LISTING_LIMITS = {
  displayName: 80,
  headline: 80,
  bioMin: 50,
  bioMax: 3000,
  rateMin: 5,
  rateMax: 500,
  sessionHoursMax: 4,
  photosMax: 8,
  photoBytesMax: 8 * 1024 * 1024,
  altMax: 200,
} as const;

const categorySlugs = CATEGORIES.map((c) => c.slug) as [string, ...string[]];

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, {
  error: "Use a time such as 09:00",
});
const timeRange = z
  .tuple([clock, clock])
  .refine(([from, to]) => from < to, { error: "A range must end after it starts" });
const dayRanges = z
  .array(timeRange)
  .max(6)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => a[0].localeCompare(b[0]));
      return sorted.every((range, i) => i === 0 || (sorted[i - 1]?.[1] ?? "") <= range[0]);
    },
    { error: "Ranges of one day must not overlap" },
  );

/** A message from `problem` as a zod issue: the rule's own words, for the form and the API alike. */
const judgedBy =
  (problem: (text: string) => string | null) =>
  (text: string, ctx: z.core.$RefinementCtx<string>) => {
    const message = problem(text);
    if (message) ctx.addIssue({ code: "custom", message, input: text });
  };

export const listingFields = {
  display_name: z.string().trim().min(1, { error: "Enter the name seekers will see" }).max(80),
  headline: z.string().trim().max(LISTING_LIMITS.headline),
  bio: z.string().trim().max(LISTING_LIMITS.bioMax),
  category: z.enum(categorySlugs, { error: "Choose one of the eight categories" }).nullable(),
  specialties: z.array(z.enum(SPECIALTIES)).max(SPECIALTIES.length),
  reading_types: z.array(z.enum(READING_TYPES)).max(READING_TYPES.length),
  languages: z.array(z.string().trim().min(1).max(40)).max(10),
  years_experience: z.int().min(0).max(80).nullable(),
  mode: z.enum(MODES).nullable(),
  location: z.string().trim().min(2).max(80).nullable(),
  /** Online sessions in the built-in room (the default) or at the Seer's own `video_url`. */
  video: z.enum(VIDEO_CHOICES),
  /** Private: the https link of the Seer's own meeting room (Remote and Hybrid). */
  video_url: placeText.video_url
    .superRefine(judgedBy(videoLinkProblem))
    .transform(normalizeVideoLink)
    .nullable(),
  /** Private: the street address where the Seer meets seekers (On Site and Hybrid). */
  address: placeText.address.superRefine(judgedBy(addressProblem)).nullable(),
  hourly_rate: z.int().min(LISTING_LIMITS.rateMin).max(LISTING_LIMITS.rateMax).nullable(),
  session_hours: z
    .array(z.int().min(1).max(LISTING_LIMITS.sessionHoursMax))
    .min(1, { error: "Offer at least one session length" })
    .max(LISTING_LIMITS.sessionHoursMax),
  session_description: z.string().trim().max(2000),
  timezone: timeZoneField,
  weekly_hours: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges])) as {
      [K in Weekday]: typeof dayRanges;
    },
  ),
  days_off: z
    .array(z.string().refine(isCalendarDate, { error: "Use a date such as 2026-12-24" }))
    .max(366),
  min_notice_hours: z
    .int()
    .min(0)
    .max(24 * 14),
  booking_window_days: z.int().min(1).max(365),
};

/** PATCH /users/me/listing: any subset of the writable fields; unknown fields are refused. */
export const listingUpdateSchema = z.strictObject(listingFields).partial();
export type ListingUpdate = z.infer<typeof listingUpdateSchema>;

export const reasonSchema = z.object({
  reason: z.string().trim().min(1, { error: "Give a reason" }).max(1000),
});

export const LISTING_STATUSES = ["draft", "pending", "published", "rejected", "paused"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const listingStatusQuery = z.object({
  status: z.enum(LISTING_STATUSES).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const photoAltSchema = z.object({
  alt: z
    .string()
    .trim()
    .min(1, { error: "Describe the photo for people who cannot see it" })
    .max(LISTING_LIMITS.altMax),
});
export const photoOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(8) });

export const listingPublicSchema = z.object({
  slug: z.string(),
  status: z.enum(LISTING_STATUSES),
  review_note: z.string().nullable(),
  display_name: z.string(),
  headline: z.string(),
  bio: z.string(),
  category: z.string().nullable(),
  specialties: z.array(z.string()),
  reading_types: z.array(z.string()),
  languages: z.array(z.string()),
  years_experience: z.number().nullable(),
  mode: z.string().nullable(),
  location: z.string().nullable(),
  hourly_rate: z.number().nullable(),
  session_hours: z.array(z.number()),
  session_description: z.string(),
  photos: z.array(z.object({ id: z.string(), url: z.string(), alt: z.string() })),
  timezone: z.string().nullable(),
  weekly_hours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
  days_off: z.array(z.string()),
  min_notice_hours: z.number(),
  booking_window_days: z.number(),
});
export type ListingPublic = z.infer<typeof listingPublicSchema>;

/**
 * A listing as its Seer (and superusers) read it: the public fields and the private place, which
 * the catalogue, the public pages and everybody else never see.
 */
export const ownListingSchema = listingPublicSchema.extend({
  video: z.enum(VIDEO_CHOICES),
  video_url: z.string().nullable(),
  address: z.string().nullable(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

/** GET /listings/: what a reviewer sees of each listing. */
const listingAdminSchema = ownListingSchema.extend({
  owner_email: z.string().nullable(),
  submitted_at: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ListingAdmin = z.infer<typeof listingAdminSchema>;
export const listingsAdminSchema = z.object({
  data: z.array(listingAdminSchema),
  count: z.number(),
});

/** POST /users/me/listing/photos, as documented: the image itself is judged by its bytes. */
export const photoUploadSchema = photoAltSchema.extend({
  file: z.string().meta({ format: "binary", description: "A JPEG, PNG or WebP image, up to 8 MB" }),
});
