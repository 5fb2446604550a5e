/** A Seer's own listing: found or started as a draft, edited, and moved through its states. */
import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { COACHES } from "@/data/coaches";
import { errors } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { Database, ListingRow, ListingRowUpdate, UserRow } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { monotonicNow } from "@/lib/db/values";
import { findMissingListingFields } from "./completeness";
import { type PlaceChange, readListingPlaces, writeListingPlace } from "./place";
import { toListingChanges, toListingPublic } from "./row";
import type { ListingStatus, ListingUpdate, OwnListing } from "./schema";
import { firstFreeSlug, slugify } from "./slug";
import { type ListingAction, nextListingStatus, statusesAllowing } from "./status";

const DONE: Record<ListingAction, string> = {
  submit: "submitted",
  approve: "approved",
  reject: "rejected",
  pause: "paused",
  resume: "resumed",
  unpublish: "unpublished",
};
const conflict = (action: ListingAction, status: ListingStatus) =>
  errors.listingStateConflict(DONE[action], statusesAllowing(action), status);

type Db = Kysely<Database> | Transaction<Database>;

// The sample coaches are seeded into `listing` later; their addresses are theirs already.
const SAMPLE_SLUGS = new Set(COACHES.map((coach) => coach.slug));

/** Two writers may pick the same free slug at once; the loser tries again with a fresh look. */
async function retryOnUniqueViolation<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 5) throw error;
    }
  }
}

/**
 * Every row of `listing` counts (sample coaches included), except the listing being renamed; so
 * does the slug of a Seer who closed their account, which the reviews written about them keep:
 * someone new never takes over another's reviews.
 */
async function freeSlug(db: Db, displayName: string, ownId?: string): Promise<string> {
  const base = slugify(displayName);
  const rows = await db
    .selectFrom("listing")
    .select(["id", "slug"])
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const reviewed = await db
    .selectFrom("review")
    .select("coach_slug")
    .distinct()
    .where((eb) => eb.or([eb("coach_slug", "=", base), eb("coach_slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set([
    ...rows.filter((row) => row.id !== ownId).map((row) => row.slug),
    ...reviewed.map((row) => row.coach_slug),
  ]);
  return firstFreeSlug(base, (slug) => taken.has(slug) || SAMPLE_SLUGS.has(slug));
}

type ListingOwner = Pick<UserRow, "id" | "email" | "firstname" | "lastname" | "full_name">;

function defaultDisplayName(user: ListingOwner): string {
  const name = [user.firstname, user.lastname].filter(Boolean).join(" ").trim();
  return (name || user.full_name || user.email.split("@")[0] || "Seer").slice(0, 80);
}

const byOwner = (db: Db, ownerId: string) =>
  db.selectFrom("listing").selectAll().where("owner_id", "=", ownerId).executeTakeFirst();

export type ListingState = { slug: string; status: ListingStatus; review_note: string | null };

/** Where the Seer's listing stands, without starting one (null until they open the editor). */
export async function findListingStateOf(ownerId: string): Promise<ListingState | null> {
  const row = await getDb()
    .selectFrom("listing")
    .select(["slug", "status", "review_note"])
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return row ? { ...row, status: row.status as ListingStatus } : null;
}

/** The Seer's listing, started as a draft on first use. */
export async function ensureOwnListing(user: ListingOwner): Promise<ListingRow> {
  const found = await byOwner(getDb(), user.id);
  if (found) return found;
  const started = await startOwnListing(user);
  if (started) return started;
  const existing = await byOwner(getDb(), user.id);
  if (!existing) throw new Error(`the listing of ${user.id} vanished`);
  return existing;
}

/**
 * Starts the Seer's draft; undefined when they have a listing already, or a parallel call started
 * it first (owner_id is unique): exactly one caller gets the row, which lets the demo seed claim it.
 */
export async function startOwnListing(user: ListingOwner): Promise<ListingRow | undefined> {
  const db = getDb();
  const displayName = defaultDisplayName(user);
  try {
    return await retryOnUniqueViolation(async () => {
      if (await byOwner(db, user.id)) return undefined;
      const now = monotonicNow();
      return db
        .insertInto("listing")
        .values({
          id: randomUUID(),
          owner_id: user.id,
          slug: await freeSlug(db, displayName),
          status: "draft",
          display_name: displayName,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (await byOwner(db, user.id)) return undefined;
    throw error;
  }
}

export async function listingPhotos(db: Db, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db
    .selectFrom("listing_photo")
    .selectAll()
    .where("listing_id", "in", listingIds)
    .orderBy("position")
    .execute();
}

/** The listing as its owner and superusers read it: photos and the private place included. */
export async function toOwnListing(row: ListingRow, db: Db = getDb()): Promise<OwnListing> {
  const [photos, places] = await Promise.all([
    listingPhotos(db, [row.id]),
    readListingPlaces(db, [row.id]),
  ]);
  const place = places.get(row.id);
  return {
    ...toListingPublic(row, photos),
    video: place?.video ?? "room",
    video_url: place?.video_url ?? null,
    address: place?.address ?? null,
  };
}

/** Called inside the PATCH's transaction when the link or the address changed. */
type PlaceChanged = (
  trx: Transaction<Database>,
  listingId: string,
  change: PlaceChange,
) => Promise<void>;

async function replaceTags(
  trx: Db,
  listingId: string,
  kind: "specialty" | "reading_type",
  values: string[],
) {
  await trx
    .deleteFrom("listing_tag")
    .where("listing_id", "=", listingId)
    .where("kind", "=", kind)
    .execute();
  const rows = [...new Set(values)].map((value) => ({ listing_id: listingId, kind, value }));
  if (rows.length > 0) await trx.insertInto("listing_tag").values(rows).execute();
}

/**
 * Applies a PATCH; the slug follows the display name until the listing is first published. A
 * changed video link or address calls `onPlaceChanged` in the same transaction (the bookings'
 * updated invitations, lib/bookings/place-notify.ts).
 */
export async function updateOwnListing(
  listingId: string,
  input: ListingUpdate,
  { onPlaceChanged }: { onPlaceChanged?: PlaceChanged } = {},
): Promise<OwnListing> {
  return retryOnUniqueViolation(() =>
    getDb()
      .transaction()
      .execute(async (trx) => {
        const current = await trx
          .selectFrom("listing")
          .selectAll()
          .where("id", "=", listingId)
          .executeTakeFirstOrThrow();
        const changes: ListingRowUpdate = {
          ...toListingChanges(input),
          updated_at: monotonicNow(),
        };
        if (input.display_name !== undefined && current.published_at === null) {
          changes.slug = await freeSlug(trx, input.display_name, current.id);
        }
        const row = await trx
          .updateTable("listing")
          .set(changes)
          .where("id", "=", listingId)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (input.specialties) await replaceTags(trx, listingId, "specialty", input.specialties);
        if (input.reading_types)
          await replaceTags(trx, listingId, "reading_type", input.reading_types);
        const change = await writeListingPlace(trx, listingId, {
          video: input.video,
          video_url: input.video_url,
          address: input.address,
        });
        if (change.video_url || change.address) await onPlaceChanged?.(trx, listingId, change);
        return toOwnListing(row, trx);
      }),
  );
}

export async function findListingBySlug(slug: string): Promise<ListingRow | undefined> {
  return getDb().selectFrom("listing").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/**
 * Moves a listing by `action`, or answers 409 when its current state does not allow it.
 * Submitting also needs a complete listing (422 naming what is missing). `notify` writes the
 * emails the change causes into the outbox in the same transaction (lib/listings/notify.ts).
 */
export async function changeListingStatus(
  listingId: string,
  action: ListingAction,
  {
    reason,
    notify,
  }: {
    reason?: string;
    notify?: (trx: Transaction<Database>, changed: ListingRow) => Promise<void>;
  } = {},
): Promise<ListingRow> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom("listing")
        .selectAll()
        .where("id", "=", listingId)
        .executeTakeFirstOrThrow();
      const status = row.status as ListingStatus;
      const next = nextListingStatus(status, action);
      if (!next) throw conflict(action, status);
      if (action === "submit") {
        const missing = findMissingListingFields(await toOwnListing(row, trx));
        if (missing.length > 0) throw errors.listingIncomplete(missing);
      }
      const now = monotonicNow();
      const changes: ListingRowUpdate = { status: next, updated_at: now };
      if (action === "submit") changes.submitted_at = now;
      if (action === "approve") Object.assign(changes, { published_at: now, review_note: null });
      if (action === "reject" || action === "unpublish") changes.review_note = reason ?? null;
      // The status check in WHERE settles a race between two reviewers (or a Seer and a reviewer).
      const updated = await trx
        .updateTable("listing")
        .set(changes)
        .where("id", "=", listingId)
        .where("status", "=", status)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw conflict(action, status);
      await notify?.(trx, updated);
      return updated;
    });
}
