/** Discover's coach cards: each coach with its category name and rating (the same for every visitor). */
import "server-only";
import { type CardRating, listCardRatings } from "@/lib/reviews/ratings";
import { categoryNames } from "./queries";
import type { Coach } from "./types";

export type CoachCardData = {
  coach: Coach;
  categoryName: string;
  rating: CardRating;
};

export async function listCoachCards({
  coaches,
}: {
  coaches: readonly Coach[];
}): Promise<CoachCardData[]> {
  const [ratings, names] = await Promise.all([listCardRatings({ coaches }), categoryNames()]);
  return coaches.map((coach) => ({
    coach,
    categoryName: names.get(coach.categorySlug) ?? "Coach",
    rating: ratings.get(coach.slug) ?? { average: 0, count: 0 },
  }));
}
