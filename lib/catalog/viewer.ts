/** What a coach's page shows one signed-in viewer: their heart, their review, and whether they may review or reply. */
import "server-only";
import { listReviewsByUser } from "@/lib/reviews/queries";
import { reviewableBooking } from "@/lib/reviews/reviewable";
import { isCoachSaved } from "@/lib/users/saved-coaches";
import { getBookingTerms } from "./booking-terms";
import type { CoachViewer } from "./schema";

export async function coachViewerState({
  userId,
  slug,
}: {
  userId: string;
  slug: string;
}): Promise<CoachViewer> {
  const [saved, booking, reviews, canReview] = await Promise.all([
    isCoachSaved(userId, slug),
    getBookingTerms({ slug }),
    listReviewsByUser(userId),
    // Reviews stand on completed sessions: no such session (403) or all reviewed (409) is "no".
    reviewableBooking(userId, slug).then(
      () => true,
      () => false,
    ),
  ]);
  return {
    saved,
    can_review: canReview,
    is_seer: booking.ownerId === userId,
    own_review: reviews.find((review) => review.coach_slug === slug) ?? null,
  };
}
