/** The reviews a member wrote, each with the name of the coach it is about (for the dashboard). */
import "server-only";
import { coachNamesBySlug } from "@/lib/catalog/queries";
import { listReviewsByUser } from "./queries";
import type { ReviewPublic } from "./schema";

type MemberReview = ReviewPublic & { coachName: string };

export async function listReviewsForUser({ userId }: { userId: string }): Promise<MemberReview[]> {
  const reviews = await listReviewsByUser(userId);
  const names = await coachNamesBySlug(reviews.map((r) => r.coach_slug));
  return reviews.map((r) => ({ ...r, coachName: names.get(r.coach_slug) ?? r.coach_slug }));
}
