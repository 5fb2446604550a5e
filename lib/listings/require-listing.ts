/** The listing a reviewer's request names by its slug (a Seer's own comes from `ensureOwnListing`). */
import "server-only";
import { errors } from "@/lib/api/errors";
import { parseOrThrow } from "@/lib/api/validation";
import { coachSlugParam } from "@/lib/catalog/schema";
import type { ListingRow } from "@/lib/db/schema";
import { findListingBySlug } from "./queries";

export async function requireListingBySlug(slug: string): Promise<ListingRow> {
  const valid = parseOrThrow(coachSlugParam, slug, "path", ["slug"]);
  const listing = await findListingBySlug(valid);
  if (!listing) throw errors.listingNotFound();
  return listing;
}
