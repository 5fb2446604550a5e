/**
 * A Seer changed their video link or address: every accepted session still ahead that is held
 * there gets an updated invitation (same UID, the next SEQUENCE) by email to both parties,
 * written to the outbox in the transaction that changes the listing.
 */
import "server-only";
import type { Transaction } from "kysely";
import { now } from "@/lib/clock";
import type { Database } from "@/lib/db/schema";
import type { PlaceChange } from "@/lib/listings/place";
import { enqueueBookingEmails } from "./notify";
import type { BookingMode } from "./place";
import { bookingQuery } from "./rows";

/** `base`: the site's public address, for the emails' links. */
export function notifyPlaceChanged(base: string) {
  return async (
    trx: Transaction<Database>,
    listingId: string,
    change: PlaceChange,
  ): Promise<void> => {
    const modes: BookingMode[] = [];
    if (change.video_url) modes.push("online");
    if (change.address) modes.push("in_person");
    if (modes.length === 0) return;
    const at = now().toISOString();
    // A session under way counts too: the link may be needed right now.
    const affected = await trx
      .selectFrom("booking")
      .select("id")
      .where("listing_id", "=", listingId)
      .where("status", "=", "accepted")
      .where("end_at", ">", at)
      .where("mode", "in", modes)
      .execute();
    for (const { id } of affected) {
      await trx
        .updateTable("booking")
        .set((eb) => ({ ics_sequence: eb("ics_sequence", "+", 1), updated_at: at }))
        .where("id", "=", id)
        .execute();
      const row = await bookingQuery(trx).where("booking.id", "=", id).executeTakeFirstOrThrow();
      await enqueueBookingEmails(trx, row, "updated", base);
    }
  };
}
