/** "Related services" on a profile: which other coaches to show, and the labels their cards need. */
import "server-only";
import { sql } from "kysely";
import { type CardRating, listCardRatings } from "@/lib/reviews/ratings";
import { categoryNames } from "./queries";
import { inCatalogOrder, publishedListings, rowsToCoaches } from "./rows";
import type { Coach } from "./types";

export type RelatedCoach = { coach: Coach; categoryName: string | undefined; rating: CardRating };

/** Other coaches: same category first, then shared specialties, then the catalogue's order. */
export async function listRelatedCoaches({
  coach,
  limit = 3,
}: {
  coach: Coach;
  limit?: number;
}): Promise<RelatedCoach[]> {
  const specialties = coach.specialties.length > 0 ? [...coach.specialties] : [""];
  const shared = sql<number>`(select count(*) from listing_tag where listing_tag.listing_id = listing.id and listing_tag.kind = 'specialty' and listing_tag.value in (${sql.join(specialties)}))`;
  const score = sql<number>`(case when listing.category = ${coach.categorySlug} then 10 else 0 end) + ${shared}`;
  const rows = await inCatalogOrder(
    publishedListings().where("listing.slug", "!=", coach.slug).orderBy(score, "desc"),
  )
    .limit(limit)
    .execute();
  const [others, names] = await Promise.all([rowsToCoaches(rows), categoryNames()]);
  const ratings = await listCardRatings({ coaches: others });
  return others.map((other) => ({
    coach: other,
    categoryName: names.get(other.categorySlug),
    rating: ratings.get(other.slug) ?? { average: 0, count: 0 },
  }));
}
