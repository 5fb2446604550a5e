/**
 * A listing's private place (video link and street address), kept in `listing_place` apart from
 * the listing row the catalogue reads: only the owner's and the superusers' readers join it.
 */
import "server-only";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@/lib/db/schema";
import { monotonicNow } from "@/lib/db/values";
import { type VideoChoice, videoChoice } from "./place-rules";

type Db = Kysely<Database> | Transaction<Database>;

export type ListingPlace = { video: VideoChoice; video_url: string | null; address: string | null };

const NO_PLACE: ListingPlace = { video: "room", video_url: null, address: null };

/** The place of each listing, by id; listings without one read as nothing set. */
export async function readListingPlaces(
  db: Db,
  listingIds: string[],
): Promise<Map<string, ListingPlace>> {
  const places = new Map<string, ListingPlace>(listingIds.map((id) => [id, { ...NO_PLACE }]));
  if (listingIds.length === 0) return places;
  const rows = await db
    .selectFrom("listing_place")
    .select(["listing_id", "video", "video_url", "address"])
    .where("listing_id", "in", listingIds)
    .execute();
  for (const row of rows) {
    places.set(row.listing_id, {
      video: videoChoice(row.video),
      video_url: row.video_url,
      address: row.address,
    });
  }
  return places;
}

/** Which parts of the place a write changed: those get an updated invitation. */
export type PlaceChange = { video_url: boolean; address: boolean };

/**
 * Writes the parts of the place that `input` names (undefined leaves a part alone) and says which
 * of them now differ from before. A link given without a choice chooses the link; the online
 * place counts as changed when either the choice or, under `link`, the link itself changes.
 */
export async function writeListingPlace(
  db: Db,
  listingId: string,
  input: Partial<ListingPlace>,
): Promise<PlaceChange> {
  const before = (await readListingPlaces(db, [listingId])).get(listingId) ?? NO_PLACE;
  const impliedChoice = input.video_url ? "link" : undefined;
  const after: ListingPlace = {
    video: input.video ?? impliedChoice ?? before.video,
    video_url: input.video_url === undefined ? before.video_url : input.video_url,
    address: input.address === undefined ? before.address : input.address,
  };
  const change = {
    video_url:
      after.video !== before.video ||
      (after.video === "link" && after.video_url !== before.video_url),
    address: after.address !== before.address,
  };
  const stored = after.video !== before.video || after.video_url !== before.video_url;
  if (!change.video_url && !change.address && !stored) return change;
  const updated_at = monotonicNow();
  await db
    .insertInto("listing_place")
    .values({ listing_id: listingId, ...after, updated_at })
    .onConflict((oc) => oc.column("listing_id").doUpdateSet({ ...after, updated_at }))
    .execute();
  return change;
}
