/** The Seer sends a complete draft (or a rejected listing, edited) for review; every admin is told. */
import { apiRoute } from "@/lib/api/handler";
import { notifyReviewers } from "@/lib/listings/notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/listings/queries";
import { requireOwnListing } from "@/lib/listings/require-listing";

export const POST = apiRoute(async (req) => {
  const listing = await requireOwnListing(req);
  const submitted = await changeListingStatus(listing.id, "submit", {
    notify: notifyReviewers(req),
  });
  return toPublicWithPhotos(submitted);
});
