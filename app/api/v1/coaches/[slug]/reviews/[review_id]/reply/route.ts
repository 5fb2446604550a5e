/** The Seer of a listing replies to one of its reviews, once. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import { requireReviewedCoach } from "@/lib/bookings/bookable";
import { findReview, replyToReview } from "@/lib/reviews/queries";

export const POST = handle(
  coachRoutes.replyToReview,
  async ({ caller: { user }, params, body }) => {
    const coach = await requireReviewedCoach(params.slug);
    const review = await findReview(params.review_id);
    if (!review || review.coach_slug !== coach.slug) throw errors.reviewNotFound();
    if (coach.ownerId !== user.id) throw errors.replySeerOnly();
    return replyToReview(review.id, body.body);
  },
);
