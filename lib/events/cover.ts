/**
 * An event's own cover (issue 30): the host uploads a picture through the listing's photo pipeline
 * (judged by its bytes, re-encoded to WebP, no metadata) and the event shows it everywhere its
 * image_url is read (cards, page, JSON-LD, home). Removed, the event goes back to its default.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import type { EncodedPhoto } from "@/lib/listings/photo-encoding";
import { forgetPhotoBytes, storeMedia } from "@/lib/listings/photos";
import { photoUrl } from "@/lib/listings/row";
import { COVER_WIDTH, defaultCover } from "./cover-default";
import { lockedOwnEvent, requirePublishedHost } from "./manage";
import { type Db, type EventJoined, eventQuery, startOfEvent, toOwnEvent } from "./rows";
import type { OwnEvent } from "./schema";

/** A cover changes like any field: not on a cancelled event, nor once it has started. */
function ensureChangeable(row: EventJoined) {
  if (row.status === "cancelled") {
    throw errors.eventStateConflict("changed", ["draft", "published"], row.status);
  }
  if (startOfEvent(row) <= now()) throw errors.eventStarted();
}

const reread = (db: Db, id: string) =>
  eventQuery(db).where("group_event.id", "=", id).executeTakeFirstOrThrow();

/** The event's cover becomes `photo` (alt: what it shows; the title when not said). */
export async function setEventCover(
  userId: string,
  slug: string,
  photo: EncodedPhoto,
  alt: string | undefined,
): Promise<OwnEvent> {
  await requirePublishedHost(userId);
  const row = await withWriteTransaction(async (db) => {
    const row = await lockedOwnEvent(db, userId, slug);
    ensureChangeable(row);
    const stamp = now().toISOString();
    const src = await storeMedia(db, photo, stamp);
    await db
      .updateTable("group_event")
      .set({
        cover_src: src,
        image_url: photoUrl(src, COVER_WIDTH),
        image_alt: alt ?? row.title,
        updated_at: stamp,
      })
      .where("id", "=", row.id)
      .execute();
    // The previous cover's bytes go, unless something else still shows the same picture.
    if (row.cover_src && row.cover_src !== src) await forgetPhotoBytes(db, row.cover_src);
    return reread(db, row.id);
  });
  return toOwnEvent(row);
}

/** Back to the default cover: the host's first listing photo as it is now, or the sample picture. */
export async function removeEventCover(userId: string, slug: string): Promise<OwnEvent> {
  await requirePublishedHost(userId);
  const row = await withWriteTransaction(async (db) => {
    const row = await lockedOwnEvent(db, userId, slug);
    ensureChangeable(row);
    await db
      .updateTable("group_event")
      .set({
        cover_src: null,
        ...(await defaultCover(db, row.listing_id)),
        updated_at: now().toISOString(),
      })
      .where("id", "=", row.id)
      .execute();
    // Asked again (no cover of its own), the same answer: the default, as it is now.
    if (row.cover_src) await forgetPhotoBytes(db, row.cover_src);
    return reread(db, row.id);
  });
  return toOwnEvent(row);
}
