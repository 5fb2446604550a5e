/** A reviewer turns a pending listing down with a reason; the Seer reads it, edits and submits again. */
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { requestSiteUrl } from "@/lib/api/request-info";
import { requireSuperuser } from "@/lib/auth/session";
import { notifyReturned } from "@/lib/coaches/listing-notify";
import { changeListingStatus, toPublicWithPhotos } from "@/lib/coaches/listings";
import { requireListingBySlug } from "@/lib/coaches/require-listing";
import { reasonSchema } from "@/lib/validation/listing";

type Params = { slug: string };

export const POST = apiRoute<Params>(async (req, params) => {
  await requireSuperuser(req);
  const { reason } = await readJson(req, reasonSchema);
  const listing = await requireListingBySlug(params.slug);
  const returned = await changeListingStatus(listing.id, "reject", {
    reason,
    notify: notifyReturned(requestSiteUrl(req), reason, false),
  });
  return toPublicWithPhotos(returned);
});
