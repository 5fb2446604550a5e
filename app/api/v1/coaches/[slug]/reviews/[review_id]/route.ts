/** Edit or delete a review: only its author (or a superuser, for delete). */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { requireReviewedCoach } from "@/lib/bookings/bookable";
import { deleteReview, findReview, updateReview } from "@/lib/reviews/queries";
import { reviewUpdateSchema } from "@/lib/reviews/schema";

type Params = { slug: string; review_id: string };

async function findOwnReview(req: Request, params: Params, allowSuperuser: boolean) {
  const { user } = await requireUser(req);
  const coach = await requireReviewedCoach(params.slug);
  const id = parseUuid(params.review_id, "review_id");
  const review = await findReview(id);
  if (!review || review.coach_slug !== coach.slug) throw errors.reviewNotFound();
  const mayAct = review.author_id === user.id || (allowSuperuser && user.is_superuser);
  if (!mayAct) throw errors.notEnoughPermissions();
  return review;
}

export const PUT = apiRoute<Params>(async (req, params) => {
  const review = await findOwnReview(req, params, false);
  const input = await readJson(req, reviewUpdateSchema);
  return updateReview(review.id, input);
});

export const DELETE = apiRoute<Params>(async (req, params) => {
  const review = await findOwnReview(req, params, true);
  await deleteReview(review.id);
  return { message: "Review deleted successfully" };
});
