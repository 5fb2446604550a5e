/** A reviewer takes a live (or paused) listing down with a reason; it goes back to the Seer as rejected. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyReturned } from "@/lib/listings/notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/listings/queries";
import { requireListingBySlug } from "@/lib/listings/require-listing";

export const POST = handle(listingRoutes.unpublish, async ({ req, params, body: { reason } }) => {
  const listing = await requireListingBySlug(params.slug);
  const returned = await changeListingStatus(listing.id, "unpublish", {
    reason,
    notify: notifyReturned(req, reason, true),
  });
  return toPublicWithPhotos(returned);
});
