/** The Seer sends a complete draft (or a rejected listing, edited) for review; every admin is told. */
import { apiRoute } from "@/lib/api/handler";
import { requestSiteUrl } from "@/lib/api/request-info";
import { notifyReviewers } from "@/lib/coaches/listing-notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/coaches/listings";
import { requireOwnListing } from "@/lib/coaches/require-listing";

export const POST = apiRoute(async (req) => {
  const listing = await requireOwnListing(req);
  const submitted = await changeListingStatus(listing.id, "submit", {
    notify: notifyReviewers(requestSiteUrl(req)),
  });
  return toPublicWithPhotos(submitted);
});
