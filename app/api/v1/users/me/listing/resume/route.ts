/** The Seer puts a paused listing back on Discover (no new review needed). */
import { apiRoute } from "@/lib/api/handler";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/listings/queries";
import { requireOwnListing } from "@/lib/listings/require-listing";

export const POST = apiRoute(async (req) => {
  const listing = await requireOwnListing(req);
  return toPublicWithPhotos(await changeListingStatus(listing.id, "resume"));
});
