/**
 * Card ratings for many coaches at once: one grouped query over stored reviews for every slug shown,
 * added to the sample ratings the same way the profile's summary adds them, so the two always agree.
 */
import "server-only";
import { SAMPLE_REVIEWS } from "@/data/reviews";
import type { Coach, RatingBreakdown } from "@/lib/catalog/types";
import { getDb } from "@/lib/db/client";

export type CardRating = { average: number; count: number };

type Tally = { count: number; sum: number };

/** Stored reviews per coach: how many and their ratings' sum (GROUP BY coach_slug, one round trip). */
async function storedTallies(slugs: readonly string[]): Promise<Map<string, Tally>> {
  if (slugs.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("review")
    .select((eb) => [
      "coach_slug",
      eb.fn.countAll().as("count"),
      eb.fn.sum<number | string>("rating").as("sum"),
    ])
    .where("coach_slug", "in", [...slugs])
    .groupBy("coach_slug")
    .execute();
  // PostgreSQL returns COUNT and SUM as strings (bigint/numeric); SQLite as numbers.
  return new Map(rows.map((r) => [r.coach_slug, { count: Number(r.count), sum: Number(r.sum) }]));
}

function breakdownTally(breakdown: RatingBreakdown): Tally {
  return (Object.entries(breakdown) as [string, number][]).reduce(
    (tally, [star, n]) => ({ count: tally.count + n, sum: tally.sum + Number(star) * n }),
    { count: 0, sum: 0 },
  );
}

/** Each coach's average (one decimal) and number of ratings, keyed by slug. */
export async function listCardRatings({
  coaches,
}: {
  coaches: readonly Coach[];
}): Promise<Map<string, CardRating>> {
  const stored = await storedTallies(coaches.map((c) => c.slug));
  return new Map(
    coaches.map((coach) => {
      const tallies = [
        breakdownTally(coach.ratingBreakdown),
        ...SAMPLE_REVIEWS.filter((r) => r.coachSlug === coach.slug).map((r) => ({
          count: 1,
          sum: r.rating,
        })),
        stored.get(coach.slug) ?? { count: 0, sum: 0 },
      ];
      const count = tallies.reduce((n, t) => n + t.count, 0);
      const sum = tallies.reduce((n, t) => n + t.sum, 0);
      return [coach.slug, { average: count ? Math.round((sum / count) * 10) / 10 : 0, count }];
    }),
  );
}
