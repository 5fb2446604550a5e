/** A Seer's readings: the switch and the price per minute, kept on their listing. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { ListingRow } from "@/lib/db/schema";
import { monotonicNow } from "@/lib/db/values";
import { payoutsEnabledFor } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";
import { isAvailableNow } from "./availability";
import type { ReadingSettings, ReadingSettingsUpdate } from "./schema";

type ReadingListing = Pick<ListingRow, "id" | "reading_on" | "reading_price_cents">;

export async function readingSettingsOf(listing: ReadingListing): Promise<ReadingSettings> {
  return {
    on: listing.reading_on === 1,
    price_per_minute_cents: listing.reading_price_cents,
    available_now: listing.reading_on === 1 && (await isAvailableNow(getDb(), listing.id)),
  };
}

/**
 * Turns readings on or off and sets the price. On needs a published listing and, with card
 * payments, payouts the Seer can receive; off is always allowed.
 */
export async function updateReadingSettings(
  listing: ReadingListing & Pick<ListingRow, "status" | "owner_id">,
  update: ReadingSettingsUpdate,
): Promise<ReadingSettings> {
  if (update.on) {
    if (listing.status !== "published") throw errors.readingsNeedPublished();
    if (paymentsEnabled() && listing.owner_id && !(await payoutsEnabledFor(listing.owner_id))) {
      throw errors.readingsNeedPayouts();
    }
  }
  const row = await getDb()
    .updateTable("listing")
    .set({
      reading_on: update.on ? 1 : 0,
      reading_price_cents: update.price_per_minute_cents,
      updated_at: monotonicNow(),
    })
    .where("id", "=", listing.id)
    .returning(["id", "reading_on", "reading_price_cents"])
    .executeTakeFirstOrThrow();
  return readingSettingsOf(row);
}
