/**
 * Everything a coach's page shows besides the coach: category, rating summary, related coaches and
 * booking terms. The same for every viewer (the page is shared); the viewer's own state comes from
 * GET /api/v1/coaches/{slug}/viewer after load (lib/catalog/viewer.ts).
 */
import "server-only";
import { type SeerRecord, seerRecord } from "@/lib/bookings/reliability";
import { type ReviewSummary, reviewSummary } from "@/lib/reviews/queries";
import { type BookingTerms, getBookingTerms } from "./booking-terms";
import { getCategory } from "./queries";
import { listRelatedCoaches, type RelatedCoach } from "./related";
import type { Category, Coach } from "./types";

export type CoachProfileData = {
  coach: Coach;
  category: Category | undefined;
  summary: ReviewSummary;
  related: RelatedCoach[];
  /** Whether and how the coach takes bookings. */
  booking: BookingTerms;
  /** How often the Seer cancels or does not come, and how soon they answer (last 90 days). */
  record: SeerRecord;
};

export async function getCoachProfile({ coach }: { coach: Coach }): Promise<CoachProfileData> {
  const [summary, category, related, booking, record] = await Promise.all([
    reviewSummary(coach),
    getCategory(coach.categorySlug),
    listRelatedCoaches({ coach }),
    getBookingTerms({ slug: coach.slug }),
    seerRecord(coach.slug),
  ]);
  return { coach, category, summary, related, booking, record };
}
