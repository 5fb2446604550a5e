/**
 * The readings' deadlines, kept by the product's clock (the `readings` job, every 5 s, and before
 * any party acts on a reading): a Checkout unpaid after 10 minutes (expired, the Checkout ended at
 * Stripe), a ring unanswered (missed: the Seer's readings switched off, the Seer told), two people
 * not both in the room within 5 minutes of acceptance (ended unbilled), the maximum reached, a
 * dropped connection's 60 s of grace passed (ended then). Everything it needs is in the database,
 * so a server that restarts in the middle picks each reading up where it was.
 */
import "server-only";
import { announceBookingChange } from "@/lib/bookings/live";
import { withListingLock } from "@/lib/bookings/lock";
import { type BookingJoined, bookingQuery, type Db } from "@/lib/bookings/rows";
import { AWAITING_PAYMENT } from "@/lib/bookings/status";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { notePaymentOfChange } from "@/lib/payments/booking-effects";
import { settlePaymentSoon } from "@/lib/payments/pending";
import { siteUrl } from "@/lib/site-url";
import { enqueueMissedReading } from "./emails";
import { endReading } from "./end";
import { announceRing } from "./live";
import { droppedAt } from "./meter";
import { meterStart, presenceSpans } from "./presence";
import { DROP_GRACE_SECONDS, JOIN_WITHIN_MINUTES } from "./rules";
import { READING_MISSED_REASON, READING_NOT_PAID_REASON } from "./words";

const ms = (value: Date | string) => new Date(readTimestamp(value)).getTime();

/**
 * Moves a reading from `from` to `to` under the Seer's lock if it is still there, with the
 * payment's part (a Checkout to end, a hold to release) and `also` in the same transaction.
 */
async function closeReading(
  row: BookingJoined,
  from: string,
  to: "expired" | "missed",
  reason: string,
  also: (db: Db, after: BookingJoined, at: Date) => Promise<void> = async () => undefined,
): Promise<BookingJoined | null> {
  const after = await withListingLock(row.listing_id, async (db) => {
    const at = now();
    const updated = await db
      .updateTable("booking")
      .set({ status: to, reason, updated_at: at.toISOString() })
      .where("id", "=", row.id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    const closed = await bookingQuery(db)
      .where("booking.id", "=", row.id)
      .executeTakeFirstOrThrow();
    await notePaymentOfChange(db, closed, { fullRefund: false, reason }, at);
    await also(db, closed, at);
    return closed;
  });
  if (!after) return null;
  announceBookingChange(after);
  if (after.payment_id) settlePaymentSoon(after.id);
  return after;
}

/** The ring ran out: missed, the Seer's readings off (they are away), the Seer told. */
function missRing(row: BookingJoined, base: string) {
  return closeReading(row, "ringing", "missed", READING_MISSED_REASON, async (db, after, at) => {
    if (after.listing_id) {
      await db
        .updateTable("listing")
        .set({ reading_on: 0 })
        .where("id", "=", after.listing_id)
        .execute();
    }
    await enqueueMissedReading(db, after, at, base);
  });
}

/** What time has done to reading `row` by now: written (and told) if anything. */
export async function settleReading(row: BookingJoined, base: string): Promise<void> {
  if (row.kind !== "reading") return;
  const at = now().getTime();
  if (row.status === AWAITING_PAYMENT && at >= ms(row.expires_at)) {
    await closeReading(row, AWAITING_PAYMENT, "expired", READING_NOT_PAID_REASON);
    return;
  }
  if (row.status === "ringing") {
    const until = row.reading_ring_until ?? row.expires_at;
    if (at >= ms(until) && (await missRing(row, base))) announceRing(row);
    return;
  }
  if (row.status !== "accepted") return;
  const db = getDb();
  const spans = await presenceSpans(db, row.id);
  const start = await meterStart(db, row.id, row.reading_started_at, spans);
  if (start === null) {
    const acceptedAt = ms(row.reading_accepted_at ?? row.updated_at);
    const deadline = acceptedAt + JOIN_WITHIN_MINUTES * 60_000;
    if (at >= deadline)
      await endReading(row.id, { endedAt: new Date(deadline), by: "unjoined", base });
    return;
  }
  const maxEnd = start + (row.reading_max_minutes ?? 0) * 60_000;
  const dropped = droppedAt(spans, start);
  const graceEnd = dropped === null ? null : dropped + DROP_GRACE_SECONDS * 1000;
  if (graceEnd !== null && graceEnd < maxEnd && at >= graceEnd) {
    await endReading(row.id, { endedAt: new Date(graceEnd), by: "dropped", base });
  } else if (at >= maxEnd) {
    await endReading(row.id, { endedAt: new Date(maxEnd), by: "max", base });
  }
}

/** Settles reading `id` (before a party acts on it, so nobody acts on a stale state). */
export async function settleReadingById(id: string, base: string): Promise<void> {
  const row = await bookingQuery(getDb()).where("booking.id", "=", id).executeTakeFirst();
  if (row) await settleReading(row, base);
}

/** One pass over every open reading (few at a time: one per Seer at most). */
export async function runReadingSweep(base = siteUrl()): Promise<void> {
  const rows = await bookingQuery(getDb())
    .where("booking.kind", "=", "reading")
    .where("booking.status", "in", [AWAITING_PAYMENT, "ringing", "accepted"])
    .execute();
  for (const row of rows) {
    try {
      await settleReading(row, base);
    } catch (error) {
      // One reading's failure must not hold the others' deadlines back.
      console.error(`[readings] reading ${row.id} could not be settled:`, error);
    }
  }
}
