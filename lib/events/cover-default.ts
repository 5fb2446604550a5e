/** An event's default cover: its host's first listing photo (already through the photo pipeline). */
import "server-only";
import { photoUrl } from "@/lib/listings/row";
import type { Db } from "./rows";

/** The widest variant: the event page shows the cover large. */
export const COVER_WIDTH = 1280;

/** image_url and image_alt for an event without a cover of its own (both null: the sample picture). */
export async function defaultCover(
  db: Db,
  listingId: string | null,
): Promise<{ image_url: string | null; image_alt: string | null }> {
  // A host who closed their account left no photos.
  if (listingId === null) return { image_url: null, image_alt: null };
  const photo = await db
    .selectFrom("listing_photo")
    .select(["src", "alt"])
    .where("listing_id", "=", listingId)
    .orderBy("position")
    .limit(1)
    .executeTakeFirst();
  return {
    image_url: photo ? photoUrl(photo.src, COVER_WIDTH) : null,
    image_alt: photo?.alt ?? null,
  };
}
