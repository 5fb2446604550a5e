/**
 * The Seer's photos: upload one (multipart `file` + `alt`; the bytes decide whether it is an image,
 * and only a re-encoded WebP copy without metadata is kept) and put them in a new order.
 */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { parseOrThrow } from "@/lib/api/validation";
import { encodeUpload, formText, photoFile, readPhotoForm } from "@/lib/listings/photo-upload";
import { addListingPhoto, countListingPhotos, reorderListingPhotos } from "@/lib/listings/photos";
import { ensureOwnListing, toOwnListing } from "@/lib/listings/queries";
import { LISTING_LIMITS, photoAltSchema } from "@/lib/listings/schema";

export const POST = handle(listingRoutes.addPhoto, async ({ req, caller }) => {
  const listing = await ensureOwnListing(caller.user);
  const form = await readPhotoForm(req);
  const { alt } = parseOrThrow(photoAltSchema, { alt: formText(form, "alt") }, "body");
  const file = photoFile(form);
  if ((await countListingPhotos(listing.id)) >= LISTING_LIMITS.photosMax) {
    throw errors.photoLimitReached(LISTING_LIMITS.photosMax);
  }
  await addListingPhoto(listing.id, alt, await encodeUpload(file));
  return toOwnListing(listing);
});

export const PUT = handle(listingRoutes.reorderPhotos, async ({ caller, body }) => {
  const listing = await ensureOwnListing(caller.user);
  await reorderListingPhotos(listing.id, body.ids);
  return toOwnListing(listing);
});
