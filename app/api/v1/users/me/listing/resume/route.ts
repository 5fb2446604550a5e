/** The Seer puts a paused listing back on Discover (no new review needed). */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/listings/queries";
import { requireOwnListing } from "@/lib/listings/require-listing";

export const POST = handle(listingRoutes.resume, async ({ caller }) => {
  const listing = await requireOwnListing(caller);
  return toPublicWithPhotos(await changeListingStatus(listing.id, "resume"));
});
