/** The Seer's own listing: read it (started as a draft on first use) and change any of its fields. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { toPublicWithPhotos, updateOwnListing } from "@/lib/listings/queries";
import { requireOwnListing } from "@/lib/listings/require-listing";

export const GET = handle(listingRoutes.readOwn, async ({ caller }) =>
  toPublicWithPhotos(await requireOwnListing(caller)),
);

export const PATCH = handle(listingRoutes.updateOwn, async ({ caller, body }) => {
  const listing = await requireOwnListing(caller);
  return updateOwnListing(listing.id, body);
});
