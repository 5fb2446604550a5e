/**
 * The Seer's photos: upload one (multipart `file` + `alt`; the bytes decide whether it is an image,
 * and only a re-encoded WebP copy without metadata is kept) and put them in a new order.
 */
import { readMultipart } from "@/lib/api/body";
import { ApiError, errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { parseOrThrow } from "@/lib/api/validation";
import { encodePhoto, PhotoRejection } from "@/lib/listings/photo-encoding";
import { addListingPhoto, countListingPhotos, reorderListingPhotos } from "@/lib/listings/photos";
import { ensureOwnListing, toOwnListing } from "@/lib/listings/queries";
import { LISTING_LIMITS, photoAltSchema } from "@/lib/listings/schema";

const MAX_MEGABYTES = LISTING_LIMITS.photoBytesMax / (1024 * 1024);
// Room for the multipart framing and the alt text around a photo of the largest size.
const MAX_BODY_BYTES = LISTING_LIMITS.photoBytesMax + 64 * 1024;

const REJECTIONS = {
  type: errors.photoWrongType,
  unreadable: errors.photoUnreadable,
  pixels: errors.photoTooManyPixels,
} as const;

async function readUpload(req: Request): Promise<{ file: File; alt: string }> {
  let form: FormData;
  try {
    form = await readMultipart(req, MAX_BODY_BYTES);
  } catch (error) {
    // Past the cap the body is refused whole, so "too large" names the photo's own limit.
    if (error instanceof ApiError && error.status === 413)
      throw errors.photoTooLarge(MAX_MEGABYTES);
    throw error;
  }
  const altValue = form.get("alt");
  const { alt } = parseOrThrow(
    photoAltSchema,
    { alt: typeof altValue === "string" ? altValue : undefined },
    "body",
  );
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw errors.photoMissing();
  if (file.size > LISTING_LIMITS.photoBytesMax) throw errors.photoTooLarge(MAX_MEGABYTES);
  return { file, alt };
}

export const POST = handle(listingRoutes.addPhoto, async ({ req, caller }) => {
  const listing = await ensureOwnListing(caller.user);
  const { file, alt } = await readUpload(req);
  if ((await countListingPhotos(listing.id)) >= LISTING_LIMITS.photosMax) {
    throw errors.photoLimitReached(LISTING_LIMITS.photosMax);
  }
  let encoded: Awaited<ReturnType<typeof encodePhoto>>;
  try {
    encoded = await encodePhoto(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof PhotoRejection) throw REJECTIONS[error.reason]();
    throw error;
  }
  await addListingPhoto(listing.id, alt, encoded);
  return toOwnListing(listing);
});

export const PUT = handle(listingRoutes.reorderPhotos, async ({ caller, body }) => {
  const listing = await ensureOwnListing(caller.user);
  await reorderListingPhotos(listing.id, body.ids);
  return toOwnListing(listing);
});
