/**
 * A coach's stored reviews (anyone may read) and writing one: signed in, with a completed session with
 * that Seer (403 otherwise); one per booking, and one per user and coach.
 */
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { requireReviewedCoach } from "@/lib/bookings/bookable";
import { requireCoach } from "@/lib/catalog/require-coach";
import { createReview, listStoredReviews } from "@/lib/reviews/queries";
import { reviewInputSchema } from "@/lib/reviews/schema";

type Params = { slug: string };

export const GET = apiRoute<Params>(async (_req, params) => {
  const coach = await requireReviewedCoach(params.slug);
  const data = await listStoredReviews(coach.slug);
  return { data, count: data.length };
});

export const POST = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  // A new review is for a coach seekers can find: a paused or unpublished Seer is a 404 here.
  const coach = await requireCoach(params.slug);
  const input = await readJson(req, reviewInputSchema);
  return createReview(user.id, coach.slug, input);
});
