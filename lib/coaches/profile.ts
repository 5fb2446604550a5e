/** Everything a coach's page shows besides the coach: category, rating summary, related coaches, viewer state. */
import "server-only";
import { getSessionUser } from "@/lib/auth/session";
import { reviewableBooking } from "@/lib/bookings/reviewable";
import { ensureReady } from "@/lib/startup";
import { type BookingTerms, getBookingTerms } from "./booking-terms";
import { getCategory } from "./catalog";
import { listRelatedCoaches, type RelatedCoach } from "./related";
import { type ReviewSummary, reviewSummary } from "./reviews";
import { savedSlugsForSession } from "./session-saved";
import type { Category, Coach } from "./types";

export type CoachProfileData = {
  coach: Coach;
  category: Category | undefined;
  summary: ReviewSummary;
  related: RelatedCoach[];
  /** Whether and how the coach takes bookings (the same for every viewer). */
  booking: BookingTerms;
  /** The signed-in viewer's id (null for a visitor), to mark their own review. */
  viewerId: string | null;
  signedIn: boolean;
  saved: boolean;
  /** The viewer has a completed session with this Seer that no review names yet. */
  canReview: boolean;
  /** The viewer is this listing's Seer (they may reply to its reviews). */
  viewerIsSeer: boolean;
};

/** Whether `userId` may write a review of `slug` now (reviews stand on completed sessions). */
async function mayReview(userId: string | undefined, slug: string): Promise<boolean> {
  if (!userId) return false;
  return reviewableBooking(userId, slug).then(
    () => true,
    () => false,
  );
}

export async function getCoachProfile({ coach }: { coach: Coach }): Promise<CoachProfileData> {
  await ensureReady();
  const [user, summary, session, category, related, booking] = await Promise.all([
    getSessionUser(),
    reviewSummary(coach),
    savedSlugsForSession(),
    getCategory(coach.categorySlug),
    listRelatedCoaches({ coach }),
    getBookingTerms({ slug: coach.slug }),
  ]);
  const canReview = await mayReview(user?.id, coach.slug);
  return {
    coach,
    category,
    summary,
    related,
    booking,
    viewerId: user?.id ?? null,
    signedIn: Boolean(user),
    saved: session.saved.has(coach.slug),
    canReview,
    viewerIsSeer: Boolean(user && booking.ownerId === user.id),
  };
}
