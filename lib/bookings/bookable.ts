/** The listing behind a coach's address, for booking: published Seers only; sample coaches say so. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { parseOrThrow } from "@/lib/api/validation";
import { requireCoach } from "@/lib/catalog/require-coach";
import { coachSlugParam } from "@/lib/catalog/schema";
import { getDb } from "@/lib/db/client";
import type { ListingRow } from "@/lib/db/schema";

/**
 * The published listing at `slug`, or null for a coach of the catalogue that takes no bookings
 * (a sample coach); an unknown or unpublished address is the catalogue's 404.
 */
export async function findBookableListing(slug: string): Promise<ListingRow | null> {
  const listing = await getDb()
    .selectFrom("listing")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (listing?.status === "published" && listing.owner_id !== null) return listing;
  if (listing && listing.owner_id !== null) throw errors.coachNotFound();
  await requireCoach(slug);
  return null;
}

export const pathSlug = (slug: string) => parseOrThrow(coachSlugParam, slug, "path", ["slug"]);

/**
 * The coach slug a review belongs to: a Seer's listing (whatever its state, so old reviews stay
 * reachable) or a coach of the catalogue; anything else is the catalogue's 404.
 */
export async function requireReviewedCoach(
  slug: string,
): Promise<{ slug: string; ownerId: string | null }> {
  const checked = pathSlug(slug);
  const listing = await getDb()
    .selectFrom("listing")
    .select(["slug", "owner_id"])
    .where("slug", "=", checked)
    .executeTakeFirst();
  if (listing?.owner_id) return { slug: listing.slug, ownerId: listing.owner_id };
  const coach = await requireCoach(checked);
  return { slug: coach.slug, ownerId: null };
}
