/**
 * Accepting a paid request charges the held card: captured first (Stripe unreachable → "try again",
 * nothing changes), then the acceptance is written with the payment's move to `paid` and the
 * seeker's receipt. A card that cannot be charged calls the session off: cancelled with a plain
 * reason, both parties told, its time free again.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { announceBookingChange } from "@/lib/bookings/live";
import { withListingLock } from "@/lib/bookings/lock";
import { type BookingJoined, bookingQuery, type Db } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { queueRefund } from "./booking-effects";
import { enqueuePaymentFailedEmails, enqueueReceipt } from "./emails";
import { settlePaymentSoon } from "./pending";
import { movePayment, paymentOfBooking, paymentStatusOf } from "./store";
import { describeStripeError, isStripeUnavailable, moveMoney, orTryAgain, stripe } from "./stripe";
import { PAYMENT_FAILED_REASON } from "./terms";

/**
 * Charges the held card of `bookingId` (idempotent: an accept sent twice charges once). False: the
 * card could not be charged. Throws "try again" (503) when Stripe cannot be reached.
 */
export async function captureForAcceptance(bookingId: string): Promise<boolean> {
  const payment = await paymentOfBooking(getDb(), bookingId);
  if (!payment) return true;
  const status = paymentStatusOf(payment);
  if (status === "paid") return true;
  if (status !== "held" || !payment.payment_intent_id) return false;
  const intentId = payment.payment_intent_id;
  try {
    // A capture still under way (the same accept sent twice) is waited for, never taken as refused.
    const intent = await moveMoney(() =>
      stripe().paymentIntents.capture(intentId, {}, { idempotencyKey: `capture-${bookingId}` }),
    );
    return intent.status === "succeeded";
  } catch (error) {
    if (isStripeUnavailable(error)) throw errors.paymentsUnavailable();
    // Refused because it is captured already: an earlier accept charged it and its write failed,
    // and Stripe has forgotten that call's key since. The charge stands; the acceptance is written.
    if (await capturedAlready(intentId, payment.amount_cents)) return true;
    console.warn(
      `[payments] capture for booking ${bookingId} refused:`,
      describeStripeError(error),
    );
    return false;
  }
}

async function capturedAlready(intentId: string, amountCents: number): Promise<boolean> {
  const intent = await orTryAgain(() => stripe().paymentIntents.retrieve(intentId));
  return intent.status === "succeeded" && intent.amount_received === amountCents;
}

/** Inside the acceptance's transaction: the payment is `paid`, the seeker gets a receipt. */
export async function recordCapture(db: Db, after: BookingJoined, at: Date, base: string) {
  if (!after.payment_id) return;
  const payment = await paymentOfBooking(db, after.id);
  if (!payment) return;
  const paid = await movePayment(db, payment, "paid", at, { pending: null });
  if (paid) await enqueueReceipt(db, after, paid, base);
}

/**
 * The card was charged but the acceptance can never be written (the rules refused it: the request
 * expired, was withdrawn or its time taken meanwhile): the money goes back in full.
 */
export async function refundUnacceptedCapture(bookingId: string, reason: string): Promise<void> {
  const queued = await withListingLock(null, async (db) => {
    const at = now();
    const payment = await paymentOfBooking(db, bookingId);
    if (!payment || paymentStatusOf(payment) !== "held") return false;
    const paid = await movePayment(db, payment, "paid", at, { pending: null });
    if (!paid) return false;
    await queueRefund(db, paid, { amountCents: paid.amount_cents, reason }, at);
    return true;
  });
  if (queued) settlePaymentSoon(bookingId);
}

/** The card could not be charged (or its hold ended): the request is called off, both told. */
export async function callOffUnpaidRequest(booking: BookingJoined, base: string): Promise<void> {
  const after = await withListingLock(booking.listing_id, async (db) => {
    const at = now();
    const updated = await db
      .updateTable("booking")
      .set({ status: "cancelled", reason: PAYMENT_FAILED_REASON, updated_at: at.toISOString() })
      .where("id", "=", booking.id)
      .where("status", "=", "requested")
      .executeTakeFirst();
    const payment = await paymentOfBooking(db, booking.id);
    if (payment) await movePayment(db, payment, "failed", at, { pending: "release" });
    if (Number(updated.numUpdatedRows) !== 1) return null;
    const row = await bookingQuery(db)
      .where("booking.id", "=", booking.id)
      .executeTakeFirstOrThrow();
    await enqueuePaymentFailedEmails(db, row, base);
    return row;
  });
  if (after) announceBookingChange(after);
  settlePaymentSoon(booking.id);
}
