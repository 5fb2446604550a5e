/** The Seer's own listing: read it (started as a draft on first use) and change any of its fields. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { ensureOwnListing, toPublicWithPhotos, updateOwnListing } from "@/lib/listings/queries";

export const GET = handle(listingRoutes.readOwn, async ({ caller }) =>
  toPublicWithPhotos(await ensureOwnListing(caller.user)),
);

export const PATCH = handle(listingRoutes.updateOwn, async ({ caller, body }) => {
  const listing = await ensureOwnListing(caller.user);
  return updateOwnListing(listing.id, body);
});
