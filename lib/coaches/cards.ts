/** Discover's coach cards: each coach with its category name, rating and the visitor's saved state. */
import "server-only";
import { ensureReady } from "@/lib/startup";
import { categoryNames } from "./catalog";
import { type CardRating, listCardRatings } from "./ratings";
import { savedSlugsForSession } from "./session-saved";
import type { Coach } from "./types";

export type CoachCardData = {
  coach: Coach;
  categoryName: string;
  rating: CardRating;
  saved: boolean;
};

export async function listCoachCards({
  coaches,
}: {
  coaches: readonly Coach[];
}): Promise<{ cards: CoachCardData[]; signedIn: boolean }> {
  await ensureReady();
  const [session, ratings, names] = await Promise.all([
    savedSlugsForSession(),
    listCardRatings({ coaches }),
    categoryNames(),
  ]);
  const cards = coaches.map((coach) => ({
    coach,
    categoryName: names.get(coach.categorySlug) ?? "Coach",
    rating: ratings.get(coach.slug) ?? { average: 0, count: 0 },
    saved: session.saved.has(coach.slug),
  }));
  return { cards, signedIn: session.signedIn };
}
