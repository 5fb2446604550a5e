/** A listing's photos: stored as content-addressed WebP variants in `media`, kept in the Seer's order. */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { type Db, databaseKind, getDb } from "@/lib/db/client";
import type { ListingPhotoRow } from "@/lib/db/schema";
import { monotonicNow } from "@/lib/db/values";
import { type EncodedPhoto, PHOTO_WIDTHS } from "./photo-encoding";
import { LISTING_LIMITS } from "./schema";

const mediaKey = (hash: string, width: number) => `${hash}-${width}`;
const MEDIA_KEY = /^([0-9a-f]{32})-(\d+)\.webp$/;

/** Stores the photo's WebP variants under `/media/<hash>-<width>`; answers its `src`. */
export async function storeMedia(db: Db, photo: EncodedPhoto, now: string): Promise<string> {
  await db
    .insertInto("media")
    .values(
      photo.variants.map(({ width, bytes }) => ({
        key: mediaKey(photo.hash, width),
        content_type: "image/webp",
        bytes,
        created_at: now,
      })),
    )
    // The same picture uploaded twice is stored once.
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return `/media/${photo.hash}`;
}

/** Adds a photo at the end; a listing that already has the maximum keeps what it has (409). */
export async function addListingPhoto(
  listingId: string,
  alt: string,
  photo: EncodedPhoto,
): Promise<ListingPhotoRow> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // Two uploads at once must not both take the last place (SQLite runs one writer anyway).
      let lock = trx.selectFrom("listing").select("id").where("id", "=", listingId);
      if (databaseKind() === "postgres") lock = lock.forUpdate();
      await lock.executeTakeFirstOrThrow();
      const existing = await trx
        .selectFrom("listing_photo")
        .select("position")
        .where("listing_id", "=", listingId)
        .execute();
      if (existing.length >= LISTING_LIMITS.photosMax) {
        throw errors.photoLimitReached(LISTING_LIMITS.photosMax);
      }
      const now = monotonicNow();
      await storeMedia(trx, photo, now);
      const row = await trx
        .insertInto("listing_photo")
        .values({
          id: randomUUID(),
          listing_id: listingId,
          position: Math.max(0, ...existing.map((p) => p.position)) + 1,
          alt,
          src: `/media/${photo.hash}`,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("listing")
        .set({ updated_at: now })
        .where("id", "=", listingId)
        .execute();
      return row;
    });
}

/** Removes one photo of the listing, and its bytes when no other photo shows the same picture. */
export async function deleteListingPhoto(listingId: string, photoId: string): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const photo = await trx
        .deleteFrom("listing_photo")
        .where("id", "=", photoId)
        .where("listing_id", "=", listingId)
        .returning("src")
        .executeTakeFirst();
      if (!photo) throw errors.photoNotFound();
      await forgetPhotoBytes(trx, photo.src);
      await trx
        .updateTable("listing")
        .set({ updated_at: monotonicNow() })
        .where("id", "=", listingId)
        .execute();
    });
}

/**
 * Deletes the stored bytes behind a removed photo's `src`, unless another photo or an event's own
 * cover (the same picture is stored once) still shows them.
 */
export async function forgetPhotoBytes(db: Db, src: string): Promise<void> {
  const stillUsed =
    (await db.selectFrom("listing_photo").select("id").where("src", "=", src).executeTakeFirst()) ??
    (await db
      .selectFrom("group_event")
      .select("id")
      .where("cover_src", "=", src)
      .executeTakeFirst());
  const hash = src.startsWith("/media/") ? src.slice("/media/".length) : undefined;
  if (hash && !stillUsed) {
    const keys = PHOTO_WIDTHS.map((width) => mediaKey(hash, width));
    await db.deleteFrom("media").where("key", "in", keys).execute();
  }
}

/** Puts the photos in the given order; `ids` must name each of the listing's photos once. */
export async function reorderListingPhotos(listingId: string, ids: string[]): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom("listing_photo")
        .select("id")
        .where("listing_id", "=", listingId)
        .execute();
      const known = new Set(current.map((p) => p.id));
      const sameSet =
        ids.length === known.size &&
        new Set(ids).size === ids.length &&
        ids.every((id) => known.has(id));
      if (!sameSet) throw errors.photoOrderMismatch();
      for (const [index, id] of ids.entries()) {
        await trx
          .updateTable("listing_photo")
          .set({ position: index + 1 })
          .where("id", "=", id)
          .execute();
      }
      await trx
        .updateTable("listing")
        .set({ updated_at: monotonicNow() })
        .where("id", "=", listingId)
        .execute();
    });
}

/** The stored bytes behind `/media/<hash>-<width>.webp`, or undefined for any other name. */
export async function readMedia(name: string): Promise<Buffer | undefined> {
  const match = MEDIA_KEY.exec(name);
  if (!match) return undefined;
  const row = await getDb()
    .selectFrom("media")
    .select("bytes")
    .where("key", "=", `${match[1]}-${match[2]}`)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}

/** How many photos the listing has, to refuse one too many before spending time encoding it. */
export async function countListingPhotos(listingId: string): Promise<number> {
  const row = await getDb()
    .selectFrom("listing_photo")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("listing_id", "=", listingId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
