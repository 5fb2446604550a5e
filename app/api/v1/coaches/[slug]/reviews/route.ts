/**
 * A coach's stored reviews (anyone may read) and writing one: signed in, with a completed session with
 * that Seer (403 otherwise); one per booking, and one per user and coach.
 */
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import { requireReviewedCoach } from "@/lib/bookings/bookable";
import { requireCoach } from "@/lib/catalog/require-coach";
import { createReview, listStoredReviews } from "@/lib/reviews/queries";

export const GET = handle(coachRoutes.reviews, async ({ params }) => {
  const coach = await requireReviewedCoach(params.slug);
  const data = await listStoredReviews(coach.slug);
  return { data, count: data.length };
});

export const POST = handle(coachRoutes.review, async ({ caller: { user }, params, body }) => {
  // A new review is for a coach seekers can find: a paused or unpublished Seer is a 404 here.
  const coach = await requireCoach(params.slug);
  return createReview(user.id, coach.slug, body);
});
