import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { seatWaitlistsOf } from "@/lib/events/seats";
import { notifyApproved } from "@/lib/listings/notify";
import { changeListingStatus, toOwnListing } from "@/lib/listings/queries";
import { requireListingBySlug } from "@/lib/listings/require-listing";

export const POST = handle(listingRoutes.approve, async ({ req, params }) => {
  const listing = await requireListingBySlug(params.slug);
  const approved = await changeListingStatus(listing.id, "approve", {
    notify: notifyApproved(requestSiteUrl(req)),
  });
  // Published again after an unpublishing: seats freed meanwhile go to those who waited.
  await seatWaitlistsOf(listing.id, requestSiteUrl(req));
  return toOwnListing(approved);
});
