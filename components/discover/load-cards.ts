/** What each card needs beyond the catalogue: the rating (sample plus stored reviews) and saved state. */
import "server-only";
import type { Coach } from "@/data/types";
import { getCategory } from "@/lib/catalog/coaches";
import { reviewSummary } from "@/lib/coaches/reviews";
import { savedSlugsForSession } from "@/lib/coaches/session-saved";
import { ensureReady } from "@/lib/startup";
import type { CardData } from "./coach-section";

export async function cardsFor(
  coaches: readonly Coach[],
): Promise<{ cards: CardData[]; signedIn: boolean }> {
  await ensureReady();
  // The same summary the profile shows, so a card's stars never disagree with the coach's page.
  const [session, summaries] = await Promise.all([
    savedSlugsForSession(),
    Promise.all(coaches.map((coach) => reviewSummary(coach))),
  ]);
  const cards = coaches.map((coach, index) => {
    const summary = summaries[index];
    return {
      coach,
      categoryName: getCategory(coach.categorySlug)?.name ?? "Coach",
      rating: { average: summary?.average ?? 0, count: summary?.ratingCount ?? 0 },
      saved: session.saved.has(coach.slug),
    };
  });
  return { cards, signedIn: session.signedIn };
}
