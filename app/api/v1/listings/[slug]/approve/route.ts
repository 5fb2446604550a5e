/** A reviewer publishes a pending listing; its Seer is told, with a link to their profile. */
import { apiRoute } from "@/lib/api/handler";
import { requestSiteUrl } from "@/lib/api/request-info";
import { requireSuperuser } from "@/lib/auth/session";
import { notifyApproved } from "@/lib/coaches/listing-notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/coaches/listings";
import { requireListingBySlug } from "@/lib/coaches/require-listing";

type Params = { slug: string };

export const POST = apiRoute<Params>(async (req, params) => {
  await requireSuperuser(req);
  const listing = await requireListingBySlug(params.slug);
  const approved = await changeListingStatus(listing.id, "approve", {
    notify: notifyApproved(requestSiteUrl(req)),
  });
  return toPublicWithPhotos(approved);
});
