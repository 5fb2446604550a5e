/** Review payloads: what a member writes and changes, and the reviews the API answers with. */
import { z } from "zod";

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
