/** The Seer of a listing replies to one of its reviews, once. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { requireReviewedCoach } from "@/lib/bookings/bookable";
import { reviewReplySchema } from "@/lib/bookings/schema";
import { findReview, replyToReview } from "@/lib/reviews/queries";

type Params = { slug: string; review_id: string };

export const POST = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const coach = await requireReviewedCoach(params.slug);
  const id = parseUuid(params.review_id, "review_id");
  const input = await readJson(req, reviewReplySchema);
  const review = await findReview(id);
  if (!review || review.coach_slug !== coach.slug) throw errors.reviewNotFound();
  if (coach.ownerId !== user.id) throw errors.replySeerOnly();
  return replyToReview(review.id, input.body);
});
