/** Payloads about coaches: saved coaches, reviews, newsletter sign-up. */
import { z } from "zod";
import { emailField } from "./email";

export const coachSlugParam = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/, { error: "Input should be a coach slug" });

export const reviewInputSchema = z.object({
  rating: z.int({ error: "Choose a rating" }).min(1, { error: "Choose a rating" }).max(5),
  title: z.string().trim().max(120).nullable().optional(),
  body: z
    .string()
    .trim()
    .min(1, { error: "Please write a few words about your experience" })
    .max(2000),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewUpdateSchema = reviewInputSchema.partial();

export const reviewPublicSchema = z.object({
  id: z.string(),
  coach_slug: z.string(),
  author: z.string(),
  author_id: z.string().nullable(),
  rating: z.number(),
  title: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The completed booking a review comes from ("Verified session"); null for older and sample reviews. */
  booking_id: z.string().nullable(),
  verified: z.boolean(),
  /** The Seer's one reply, shown under the review. */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type ReviewPublic = z.infer<typeof reviewPublicSchema>;

export const reviewsPublicSchema = z.object({
  data: z.array(reviewPublicSchema),
  count: z.number(),
});

export const savedCoachSchema = z.object({ coach_slug: z.string(), created_at: z.string() });
export const savedCoachesSchema = z.object({ data: z.array(savedCoachSchema), count: z.number() });

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

export const newsletterSchema = z.object({ email: emailField });
