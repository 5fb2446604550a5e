/**
 * A reading ends, once, whoever ends it (either party, or the sweep at the maximum, after a
 * dropped connection's grace, or when the two never met): under the Seer's lock, the stored status
 * in WHERE, so two ends at once (or an end and the sweep) write one end. Met: `completed`, billed
 * every started minute from the meter's start (never past the maximum), the hold captured for
 * that (lib/payments/reading-charge.ts) and both sent a receipt. Never met: `cancelled`, unbilled,
 * the hold released.
 */
import "server-only";
import { announceBookingChange } from "@/lib/bookings/live";
import { withListingLock } from "@/lib/bookings/lock";
import { type BookingJoined, bookingQuery } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { appendBookingEvent } from "@/lib/conversations/booking-lines";
import { getDb } from "@/lib/db/client";
import { notePaymentOfChange } from "@/lib/payments/booking-effects";
import { settlePaymentSoon } from "@/lib/payments/pending";
import { noteReadingCharge } from "@/lib/payments/reading-charge";
import { enqueueReadingReceipts } from "./emails";
import { meterStart } from "./presence";
import { billedMinutes } from "./rules";
import { READING_ENDED_UNMET_REASON, READING_UNJOINED_REASON } from "./words";

/** Who or what ended it: a party, or the sweep ("max", "dropped", "unjoined"). */
export type EndedBy = "seeker" | "seer" | "max" | "dropped" | "unjoined";

/** Ends the accepted reading `bookingId` at `endedAt`; the row after, or null (ended already). */
export async function endReading(
  bookingId: string,
  { endedAt, by, base }: { endedAt: Date; by: EndedBy; base: string },
): Promise<BookingJoined | null> {
  const before = await getDb()
    .selectFrom("booking")
    .select("listing_id")
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!before) return null;
  const after = await withListingLock(before.listing_id, async (db) => {
    const row = await bookingQuery(db).where("booking.id", "=", bookingId).executeTakeFirst();
    if (row?.kind !== "reading" || row.status !== "accepted") return null;
    const at = now();
    const start = await meterStart(db, row.id, row.reading_started_at);
    const met = start !== null && start < endedAt.getTime();
    const maxMinutes = row.reading_max_minutes ?? 0;
    const price = row.reading_price_per_minute_cents ?? 0;
    const minutes = met ? billedMinutes((endedAt.getTime() - start) / 1000, maxMinutes) : 0;
    const amount = minutes * price;
    const updated = await db
      .updateTable("booking")
      .set({
        status: met ? "completed" : "cancelled",
        // Payouts, reviews and lists read a booking's end.
        end_at: endedAt.toISOString(),
        total_cents: amount,
        updated_at: at.toISOString(),
        ...(met
          ? {}
          : { reason: by === "unjoined" ? READING_UNJOINED_REASON : READING_ENDED_UNMET_REASON }),
      })
      .where("id", "=", row.id)
      .where("status", "=", "accepted")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    await db
      .updateTable("booking_reading")
      .set({ ended_at: endedAt.toISOString(), minutes_billed: minutes, ended_by: by })
      .where("booking_id", "=", row.id)
      .execute();
    const ended = await bookingQuery(db).where("booking.id", "=", row.id).executeTakeFirstOrThrow();
    if (!met) {
      // Never both in the room: nothing is charged, the hold is released.
      await notePaymentOfChange(db, ended, { fullRefund: false, reason: ended.reason }, at);
      return ended;
    }
    const charged = row.payment_id ? await noteReadingCharge(db, row.id, amount, at) : null;
    // The pair's conversation keeps it, as it keeps their sessions.
    const event = {
      kind: "reading_completed" as const,
      start: new Date(start).toISOString(),
      end: endedAt.toISOString(),
      hours: 0,
      by: null,
      words: null,
      minutes,
    };
    await appendBookingEvent(db, { row: ended, event, by: null }, at);
    await enqueueReadingReceipts(
      db,
      ended,
      {
        minutes,
        pricePerMinuteCents: price,
        amountCents: amount,
        feeCents: charged ? charged.fee_cents : null,
        startedAt: new Date(start),
      },
      base,
    );
    return bookingQuery(db).where("booking.id", "=", row.id).executeTakeFirstOrThrow();
  });
  if (!after) return null;
  // Both pages refetch; the room's streams hear it and close (lib/rooms/signals.ts).
  announceBookingChange(after);
  if (after.payment_id) settlePaymentSoon(after.id);
  return after;
}
