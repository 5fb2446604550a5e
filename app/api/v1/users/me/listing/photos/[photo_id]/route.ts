/** The Seer removes one photo of their listing (its stored bytes go too, unless shared). */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { deleteListingPhoto } from "@/lib/listings/photos";
import { ensureOwnListing, toOwnListing } from "@/lib/listings/queries";

export const DELETE = handle(listingRoutes.deletePhoto, async ({ caller, params }) => {
  const listing = await ensureOwnListing(caller.user);
  await deleteListingPhoto(listing.id, params.photo_id);
  return toOwnListing(listing);
});
