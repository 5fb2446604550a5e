/** The reviews a member wrote, each with the name of the coach it is about (for the dashboard). */
import "server-only";
import { coachNamesBySlug } from "@/lib/catalog/queries";
import { FORMER_MEMBER } from "@/lib/users/names";
import { listReviewsByUser } from "./queries";
import type { ReviewPublic } from "./schema";

/** `coachLeft`: the Seer closed their account, so there is no profile to link to. */
export type MemberReview = ReviewPublic & { coachName: string; coachLeft: boolean };

export async function listReviewsForUser({ userId }: { userId: string }): Promise<MemberReview[]> {
  const reviews = await listReviewsByUser(userId);
  // Every listing has a name, a paused one too: a review whose coach has none outlived its Seer.
  const names = await coachNamesBySlug(reviews.map((r) => r.coach_slug));
  return reviews.map((r) => {
    const name = names.get(r.coach_slug);
    return { ...r, coachName: name ?? FORMER_MEMBER, coachLeft: name === undefined };
  });
}
