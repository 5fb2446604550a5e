/**
 * Reading one uploaded photo from a multipart body and putting it through the photo pipeline
 * (photo-encoding.ts). Shared by the listing's photos and an event's cover, so both refuse the
 * same files with the same answers: 413 too big, 415 not an image, 422 damaged or too many pixels.
 */
import "server-only";
import { readMultipart } from "@/lib/api/body";
import { ApiError, errors } from "@/lib/api/errors";
import { type EncodedPhoto, encodePhoto, PhotoRejection } from "./photo-encoding";
import { LISTING_LIMITS } from "./schema";

const MAX_MEGABYTES = LISTING_LIMITS.photoBytesMax / (1024 * 1024);
// Room for the multipart framing and the alt text around a photo of the largest size.
const MAX_BODY_BYTES = LISTING_LIMITS.photoBytesMax + 64 * 1024;

const REJECTIONS = {
  type: errors.photoWrongType,
  unreadable: errors.photoUnreadable,
  pixels: errors.photoTooManyPixels,
} as const;

/** The multipart body, refused whole (413 naming the photo's limit) past the cap. */
export async function readPhotoForm(req: Request): Promise<FormData> {
  try {
    return await readMultipart(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof ApiError && error.status === 413)
      throw errors.photoTooLarge(MAX_MEGABYTES);
    throw error;
  }
}

/** A text field of the form, or undefined when absent or a file. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/** The form's `file`: present, not empty, within the size cap. */
export function photoFile(form: FormData): File {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw errors.photoMissing();
  if (file.size > LISTING_LIMITS.photoBytesMax) throw errors.photoTooLarge(MAX_MEGABYTES);
  return file;
}

/** The file judged by its bytes and re-encoded; a refused file is a clear 415/422, never a 500. */
export async function encodeUpload(file: File): Promise<EncodedPhoto> {
  try {
    return await encodePhoto(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof PhotoRejection) throw REJECTIONS[error.reason]();
    throw error;
  }
}
