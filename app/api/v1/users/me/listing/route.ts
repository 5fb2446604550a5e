/** The Seer's own listing: read it (started as a draft on first use) and change any of its fields. */
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { toPublicWithPhotos, updateOwnListing } from "@/lib/listings/queries";
import { requireOwnListing } from "@/lib/listings/require-listing";
import { listingUpdateSchema } from "@/lib/listings/schema";

export const GET = apiRoute(async (req) => toPublicWithPhotos(await requireOwnListing(req)));

export const PATCH = apiRoute(async (req) => {
  const listing = await requireOwnListing(req);
  const input = await readJson(req, listingUpdateSchema);
  return updateOwnListing(listing.id, input);
});
