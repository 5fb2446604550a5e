/**
 * A Seer changed their video link or address: every accepted session still ahead that is held
 * there gets an updated invitation (same UID, the next SEQUENCE) by email to both parties,
 * written to the outbox in the transaction that changes the listing; at most PLACE_CHANGES_PER_DAY
 * such changes in 24 hours.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { capDayStart, dailyCapReached } from "@/lib/daily-cap";
import type { Database } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import type { PlaceChange } from "@/lib/listings/place";
import { enqueueBookingEmails } from "./notify";
import type { BookingMode } from "./place";
import { bookingQuery } from "./rows";

/** A Seer's changes of place that reach booked sessions, in 24 hours (each emails every one). */
export const PLACE_CHANGES_PER_DAY = 3;

/**
 * 429 past the listing's place changes its booked sessions were told of in the last 24 hours (the
 * day of "Email attendees"); otherwise this one is recorded. In the listing's write transaction,
 * after its row was updated (and so locked), so two changes at once count one after the other.
 */
async function recordPlaceNotice(trx: Transaction<Database>, listingId: string, at: Date) {
  const recent = await trx
    .selectFrom("listing_place_change")
    .select("created_at")
    .where("listing_id", "=", listingId)
    .where("created_at", ">", capDayStart(at))
    .execute();
  const reached = dailyCapReached(
    recent.map((row) => readTimestamp(row.created_at)),
    PLACE_CHANGES_PER_DAY,
    at,
  );
  if (reached) {
    throw errors.tooManyPlaceChanges(
      PLACE_CHANGES_PER_DAY,
      reached.nextAt.toISOString(),
      reached.retryAfter,
    );
  }
  await trx
    .insertInto("listing_place_change")
    .values({ id: randomUUID(), listing_id: listingId, created_at: at.toISOString() })
    .execute();
}

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
    const moment = now();
    const at = moment.toISOString();
    // A session under way counts too: the link may be needed right now.
    const affected = await trx
      .selectFrom("booking")
      .select("id")
      .where("listing_id", "=", listingId)
      .where("status", "=", "accepted")
      .where("end_at", ">", at)
      .where("mode", "in", modes)
      .execute();
    // Only a change someone is told of counts: a Seer without booked sessions edits freely.
    if (affected.length > 0) await recordPlaceNotice(trx, listingId, moment);
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
