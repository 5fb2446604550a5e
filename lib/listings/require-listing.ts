/** The listing a request is about: the caller's own (Seers only) or one named by its slug (reviewers). */
import "server-only";
import { errors } from "@/lib/api/errors";
import { parseOrThrow } from "@/lib/api/validation";
import type { Caller } from "@/lib/auth/session";
import { coachSlugParam } from "@/lib/catalog/schema";
import type { ListingRow } from "@/lib/db/schema";
import { ensureOwnListing, findListingBySlug } from "./queries";

const SEER = 1;

/** Signed in as a Seer (a seeker gets 403); their listing is started as a draft on first use. */
export async function requireOwnListing({ user }: Caller): Promise<ListingRow> {
  if (user.type !== SEER) throw errors.listingSeersOnly();
  return ensureOwnListing(user);
}

export async function requireListingBySlug(slug: string): Promise<ListingRow> {
  const valid = parseOrThrow(coachSlugParam, slug, "path", ["slug"]);
  const listing = await findListingBySlug(valid);
  if (!listing) throw errors.listingNotFound();
  return listing;
}
