/** A reviewer turns a pending listing down with a reason; the Seer reads it, edits and submits again. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyReturned } from "@/lib/listings/notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/listings/queries";
import { requireListingBySlug } from "@/lib/listings/require-listing";

export const POST = handle(listingRoutes.reject, async ({ req, params, body: { reason } }) => {
  const listing = await requireListingBySlug(params.slug);
  const returned = await changeListingStatus(listing.id, "reject", {
    reason,
    notify: notifyReturned(req, reason, false),
  });
  return toPublicWithPhotos(returned);
});
