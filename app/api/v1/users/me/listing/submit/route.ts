/** The Seer sends a complete draft (or a rejected listing, edited) for review; every admin is told. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyReviewers } from "@/lib/listings/notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/listings/queries";
import { requireOwnListing } from "@/lib/listings/require-listing";

export const POST = handle(listingRoutes.submit, async ({ req, caller }) => {
  const listing = await requireOwnListing(caller);
  const submitted = await changeListingStatus(listing.id, "submit", {
    notify: notifyReviewers(req),
  });
  return toPublicWithPhotos(submitted);
});
