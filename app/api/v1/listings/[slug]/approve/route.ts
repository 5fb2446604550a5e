/** A reviewer publishes a pending listing; its Seer is told, with a link to their profile. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyApproved } from "@/lib/coaches/listing-notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/coaches/listings";
import { requireListingBySlug } from "@/lib/coaches/require-listing";

export const POST = handle(listingRoutes.approve, async ({ req, params }) => {
  const listing = await requireListingBySlug(params.slug);
  const approved = await changeListingStatus(listing.id, "approve", {
    notify: notifyApproved(req),
  });
  return toPublicWithPhotos(approved);
});
