/** The admins' side of listings: the review queue and who hears about what. */
import "server-only";
import type { Kysely, Transaction } from "kysely";
import { getDb, writeFlag } from "@/lib/db/client";
import type { Database } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import { readListingPlaces } from "./place";
import { listingPhotos } from "./queries";
import { toListingPublic } from "./row";
import type { ListingAdmin, ListingStatus } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

const orNull = (value: Date | string | null) => (value === null ? null : readTimestamp(value));

/** Every listing (or those in one state), most recently changed first, with the owner's email. */
export async function listListings({
  status,
  skip,
  limit,
}: {
  status?: ListingStatus;
  skip: number;
  limit: number;
}): Promise<{ data: ListingAdmin[]; count: number }> {
  const db = getDb();
  let base = db.selectFrom("listing").leftJoin("user", "user.id", "listing.owner_id");
  if (status) base = base.where("listing.status", "=", status);
  const [rows, total] = await Promise.all([
    base
      .selectAll("listing")
      .select("user.email as owner_email")
      .orderBy("listing.updated_at", "desc")
      .orderBy("listing.id")
      .offset(skip)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const [photos, places] = await Promise.all([listingPhotos(db, ids), readListingPlaces(db, ids)]);
  const data = rows.map((row) => ({
    ...toListingPublic(
      row,
      photos.filter((photo) => photo.listing_id === row.id),
    ),
    // Superusers review the whole listing, its private place included.
    video: places.get(row.id)?.video ?? "room",
    video_url: places.get(row.id)?.video_url ?? null,
    address: places.get(row.id)?.address ?? null,
    owner_email: row.owner_email,
    submitted_at: orNull(row.submitted_at),
    published_at: orNull(row.published_at),
    updated_at: readTimestamp(row.updated_at),
  }));
  return { data, count: Number(total.count) };
}

/** How many listings wait for an administrator's review (the admin's dashboard). */
export async function countListingsInReview(): Promise<number> {
  const row = await getDb()
    .selectFrom("listing")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "pending" satisfies ListingStatus)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Active superusers: each of them hears of a listing waiting for review. */
export async function reviewerEmails(db: Db = getDb()): Promise<string[]> {
  const rows = await db
    .selectFrom("user")
    .select("email")
    .where("is_superuser", "=", writeFlag(true))
    .where("is_active", "=", writeFlag(true))
    .execute();
  return rows.map((row) => row.email);
}

export async function ownerEmail(
  ownerId: string | null,
  db: Db = getDb(),
): Promise<string | undefined> {
  if (!ownerId) return undefined;
  const row = await db
    .selectFrom("user")
    .select("email")
    .where("id", "=", ownerId)
    .executeTakeFirst();
  return row?.email;
}
