import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyApproved } from "@/lib/listings/notify";
import { changeListingStatus, toOwnListing } from "@/lib/listings/queries";
import { requireListingBySlug } from "@/lib/listings/require-listing";

export const POST = handle(listingRoutes.approve, async ({ req, params }) => {
  const listing = await requireListingBySlug(params.slug);
  const approved = await changeListingStatus(listing.id, "approve", {
    notify: notifyApproved(requestSiteUrl(req)),
  });
  return toOwnListing(approved);
});
