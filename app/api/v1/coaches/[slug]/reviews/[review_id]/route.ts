/** Edit or delete a review: only its author (or a superuser, for delete). */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import type { Caller } from "@/lib/auth/session";
import { requireReviewedCoach } from "@/lib/bookings/bookable";
import { deleteReview, findReview, updateReview } from "@/lib/reviews/queries";

async function findOwnReview(
  { user }: Caller,
  params: { slug: string; review_id: string },
  allowSuperuser: boolean,
) {
  const coach = await requireReviewedCoach(params.slug);
  const review = await findReview(params.review_id);
  if (!review || review.coach_slug !== coach.slug) throw errors.reviewNotFound();
  const mayAct = review.author_id === user.id || (allowSuperuser && user.is_superuser);
  if (!mayAct) throw errors.notEnoughPermissions();
  return review;
}

export const PUT = handle(coachRoutes.updateReview, async ({ caller, params, body }) => {
  const review = await findOwnReview(caller, params, false);
  return updateReview(review.id, body);
});

export const DELETE = handle(coachRoutes.deleteReview, async ({ caller, params }) => {
  const review = await findOwnReview(caller, params, true);
  await deleteReview(review.id);
  return { message: "Review deleted successfully" };
});
