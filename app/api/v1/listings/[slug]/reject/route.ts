import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyReturned } from "@/lib/listings/notify";
import { changeListingStatus, toOwnListing } from "@/lib/listings/queries";
import { requireListingBySlug } from "@/lib/listings/require-listing";

export const POST = handle(listingRoutes.reject, async ({ req, params, body: { reason } }) => {
  const listing = await requireListingBySlug(params.slug);
  const returned = await changeListingStatus(listing.id, "reject", {
    reason,
    notify: notifyReturned(requestSiteUrl(req), reason, false),
  });
  return toOwnListing(returned);
});
