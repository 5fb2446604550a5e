/**
 * Judges an uploaded photo by its bytes and re-encodes it: JPEG, PNG or WebP only (magic bytes
 * and the decoder must agree), at most MAX_INPUT_PIXELS, turned upright by its EXIF orientation,
 * then written as WebP at the widths the pages use, never upscaled and with no metadata at all.
 */
import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";

export const PHOTO_WIDTHS = [320, 640, 1280] as const;
type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
const LARGEST_WIDTH = 1280;

/** About 50 megapixels: any camera photo, but not a small file that decodes to gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

type PhotoRejectionReason = "type" | "unreadable" | "pixels";
export class PhotoRejection extends Error {
  constructor(readonly reason: PhotoRejectionReason) {
    super(`photo rejected: ${reason}`);
  }
}

export type EncodedPhoto = { hash: string; variants: { width: PhotoWidth; bytes: Buffer }[] };

type Format = "jpeg" | "png" | "webp";
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the first bytes announce; a file's name and declared type are not evidence. */
function sniffImageFormat(bytes: Buffer): Format | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return "png";
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  ) {
    return "webp";
  }
  return undefined;
}

// "truncated" refuses a file cut short (a broken upload) instead of padding it with grey.
const DECODE = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" } as const;

function decodeFailure(error: unknown): PhotoRejection {
  const message = error instanceof Error ? error.message : "";
  return new PhotoRejection(/pixel limit/i.test(message) ? "pixels" : "unreadable");
}

export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new PhotoRejection("type");
  const meta = await sharp(bytes, DECODE)
    .metadata()
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  if (meta.format !== sniffed) throw new PhotoRejection("type");
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new PhotoRejection("pixels");
  }

  // Decoded once, upright, at most the largest width, as plain pixels: nothing of the original
  // file (EXIF, GPS, ICC, XMP, comments) survives into what is stored.
  const { data, info } = await sharp(bytes, DECODE)
    .rotate()
    .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  const variants: EncodedPhoto["variants"] = [];
  for (const width of PHOTO_WIDTHS) {
    const encoded = await sharp(data, raw)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    variants.push({ width, bytes: encoded });
  }
  const largest = variants[variants.length - 1]?.bytes ?? Buffer.alloc(0);
  const hash = createHash("sha256").update(largest).digest("hex").slice(0, 32);
  return { hash, variants };
}
