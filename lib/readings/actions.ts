/**
 * A party acts on a reading (`POST /bookings/{id}/accept|decline|cancel|end`), by the reading's
 * own table (lib/readings/status.ts), after its deadlines are settled (a ring that ran out is
 * missed, not accepted). Accepting opens the room; declining or cancelling releases the hold at
 * once (nothing is charged); ending bills the minutes (lib/readings/end.ts).
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { announceBookingChange } from "@/lib/bookings/live";
import { withListingLock } from "@/lib/bookings/lock";
import {
  type BookingJoined,
  bookingQuery,
  currentStatus,
  toBookingPublic,
} from "@/lib/bookings/rows";
import type { BookingPublic } from "@/lib/bookings/schema";
import type { Party } from "@/lib/bookings/status";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { notePaymentOfChange } from "@/lib/payments/booking-effects";
import { settlePaymentSoon } from "@/lib/payments/pending";
import { endReading } from "./end";
import { announceRing } from "./live";
import { type ReadingAction, readingStatusesAllowing, readingTransition } from "./status";
import { settleReadingById } from "./sweep";

const DONE: Record<ReadingAction, string> = {
  accept: "accepted",
  decline: "declined",
  cancel: "cancelled",
  end: "ended",
};
const WHO: Record<ReadingAction, string> = {
  accept: "the Seer",
  decline: "the Seer",
  cancel: "the seeker",
  end: "its two parties",
};

/** The rules' answer for `action` by `party` on `row` now; the error that says why not. */
function check(row: BookingJoined, action: ReadingAction, party: Party) {
  const status = currentStatus(row, now());
  const result = readingTransition(status, action, party);
  if (result.ok) return result.to;
  if (result.reason === "party") throw errors.bookingWrongParty(WHO[action], action);
  throw errors.readingStateConflict(DONE[action], readingStatusesAllowing(action), status);
}

const fresh = (id: string) =>
  bookingQuery(getDb()).where("booking.id", "=", id).executeTakeFirstOrThrow();

export async function actOnReading(args: {
  booking: BookingJoined;
  action: ReadingAction;
  party: Party;
  reason?: string | null;
  base: string;
}): Promise<BookingPublic> {
  const { action, party, base } = args;
  await settleReadingById(args.booking.id, base);
  const row = await fresh(args.booking.id);
  if (action === "end") {
    // Ended already (by the other party, or the sweep at the same moment): the same answer.
    if (row.reading_ended_at !== null) return toBookingPublic(row, now(), party);
    check(row, action, party);
    await endReading(row.id, { endedAt: now(), by: party, base });
    return toBookingPublic(await fresh(row.id), now(), party);
  }
  check(row, action, party);
  const after = await withListingLock(row.listing_id, async (db) => {
    const at = now();
    const stored = await bookingQuery(db)
      .where("booking.id", "=", row.id)
      .executeTakeFirstOrThrow();
    const to = check(stored, action, party);
    const reason = action === "accept" ? null : args.reason?.trim() || null;
    const updated = await db
      .updateTable("booking")
      .set({
        status: to,
        updated_at: at.toISOString(),
        ...(action === "accept" ? {} : { reason }),
        ...(action === "cancel" ? { cancelled_by: party } : {}),
      })
      .where("id", "=", stored.id)
      .where("status", "=", stored.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw errors.readingStateConflict(DONE[action], readingStatusesAllowing(action), to);
    }
    if (action === "accept") {
      await db
        .updateTable("booking_reading")
        .set({ accepted_at: at.toISOString() })
        .where("booking_id", "=", stored.id)
        .execute();
    }
    const changed = await bookingQuery(db)
      .where("booking.id", "=", stored.id)
      .executeTakeFirstOrThrow();
    // Declined or cancelled: the Checkout ended or the hold released, nothing charged.
    await notePaymentOfChange(db, changed, { fullRefund: false, reason }, at);
    return { changed, wasRinging: stored.status === "ringing" };
  });
  announceBookingChange(after.changed);
  // The ring ended, whichever way: the Seer's incoming dialog closes.
  if (after.wasRinging) announceRing(after.changed);
  if (after.changed.payment_id && action !== "accept") settlePaymentSoon(after.changed.id);
  return toBookingPublic(after.changed, now(), party);
}
