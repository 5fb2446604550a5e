/** The Seer removes one photo of their listing (its stored bytes go too, unless shared). */
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { deleteListingPhoto } from "@/lib/listings/photos";
import { toPublicWithPhotos } from "@/lib/listings/queries";
import { requireOwnListing } from "@/lib/listings/require-listing";

type Params = { photo_id: string };

export const DELETE = apiRoute<Params>(async (req, params) => {
  const listing = await requireOwnListing(req);
  const photoId = parseUuid(params.photo_id, "photo_id");
  await deleteListingPhoto(listing.id, photoId);
  return toPublicWithPhotos(listing);
});
