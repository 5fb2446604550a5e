import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyReviewers } from "@/lib/listings/notify";
import { changeListingStatus, ensureOwnListing, toOwnListing } from "@/lib/listings/queries";

export const POST = handle(listingRoutes.submit, async ({ req, caller }) => {
  const listing = await ensureOwnListing(caller.user);
  const submitted = await changeListingStatus(listing.id, "submit", {
    notify: notifyReviewers(requestSiteUrl(req)),
  });
  return toOwnListing(submitted);
});
