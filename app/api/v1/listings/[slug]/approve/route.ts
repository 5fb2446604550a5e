/** A reviewer publishes a pending listing; its Seer is told, with a link to their profile. */
import { apiRoute } from "@/lib/api/handler";
import { requireSuperuser } from "@/lib/auth/session";
import { notifyApproved } from "@/lib/listings/notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/listings/queries";
import { requireListingBySlug } from "@/lib/listings/require-listing";

type Params = { slug: string };

export const POST = apiRoute<Params>(async (req, params) => {
  await requireSuperuser(req);
  const listing = await requireListingBySlug(params.slug);
  const approved = await changeListingStatus(listing.id, "approve", {
    notify: notifyApproved(req),
  });
  return toPublicWithPhotos(approved);
});
