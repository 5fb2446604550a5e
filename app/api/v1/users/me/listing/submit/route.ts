/** The Seer sends a complete draft (or a rejected listing, edited) for review; every admin is told. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyReviewers } from "@/lib/listings/notify";
import { changeListingStatus, ensureOwnListing, toPublicWithPhotos } from "@/lib/listings/queries";

export const POST = handle(listingRoutes.submit, async ({ req, caller }) => {
  const listing = await ensureOwnListing(caller.user);
  const submitted = await changeListingStatus(listing.id, "submit", {
    notify: notifyReviewers(req),
  });
  return toPublicWithPhotos(submitted);
});
