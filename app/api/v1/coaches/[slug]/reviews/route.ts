/** A coach's stored reviews (anyone may read) and writing one (signed in; one per user and coach). */
import { readJson } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/current-user";
import { requireCoach } from "@/lib/coaches/require-coach";
import { createReview, DuplicateReviewError, listStoredReviews } from "@/lib/coaches/reviews";
import { reviewInputSchema } from "@/lib/validation/coaches";

type Params = { slug: string };

export const GET = apiRoute<Params>(async (_req, params) => {
  const coach = requireCoach(params.slug);
  const data = await listStoredReviews(coach.slug);
  return { data, count: data.length };
});

export const POST = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const coach = requireCoach(params.slug);
  const input = await readJson(req, reviewInputSchema);
  try {
    return await createReview(user.id, coach.slug, input);
  } catch (error) {
    if (error instanceof DuplicateReviewError) {
      throw new ApiError(409, "You have already reviewed this coach. Edit your review instead.");
    }
    throw error;
  }
});
