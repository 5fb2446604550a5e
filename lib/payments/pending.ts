/**
 * What a payment still needs from Stripe after a booking's change committed: its hold released,
 * its open Checkout ended, a reading's hold captured for its minutes, its refunds made. Tried at once after the change, then by the payments
 * job until Stripe has done it (each call idempotent: a retry gets Stripe's first answer).
 */
import "server-only";
import { bookingQuery } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { type Db, getDb } from "@/lib/db/client";
import type { PaymentRefundRow, PaymentRow } from "@/lib/db/schema";
import { siteUrl } from "@/lib/site-url";
import { queueRefund } from "./booking-effects";
import { enqueueRefundEmails } from "./emails";
import { inPaymentTransaction } from "./events";
import { captureReadingCharge } from "./reading-charge";
import { afterRefund } from "./states";
import { movePayment, paymentOfBooking, paymentStatusOf, updatePayment } from "./store";
import { describeStripeError, isStripeRefusal, moveMoney, stripe } from "./stripe";

/** Why money taken for a booking that then did not go ahead is given back. */
const DID_NOT_GO_AHEAD = "The booking did not go ahead";

async function reread(payment: PaymentRow, db = getDb()) {
  return paymentOfBooking(db, payment.booking_id);
}

/** The hold ends: released (or, when the card was charged meanwhile, the money refunded). */
async function releaseHold(payment: PaymentRow): Promise<void> {
  const intentId = payment.payment_intent_id;
  let captured = false;
  if (intentId) {
    try {
      await moveMoney(() =>
        stripe().paymentIntents.cancel(
          intentId,
          {},
          { idempotencyKey: `release-${payment.booking_id}` },
        ),
      );
    } catch (error) {
      if (!isStripeRefusal(error)) throw error;
      // Refused: the hold is gone already, or the money was taken after all.
      const intent = await stripe().paymentIntents.retrieve(intentId);
      if (intent.status === "succeeded") captured = true;
      else if (intent.status !== "canceled") throw error;
    }
  }
  await inPaymentTransaction({}, async (db) => {
    const at = now();
    const fresh = await reread(payment, db);
    if (fresh?.pending !== "release") return;
    if (!captured) {
      // A payment that already failed stays failed: only the hold had to go.
      const moved = await movePayment(db, fresh, "released", at, { pending: null });
      if (!moved) await updatePayment(db, fresh, at, { pending: null });
      return;
    }
    const paid = await movePayment(db, fresh, "paid", at, { pending: null });
    if (paid) {
      await queueRefund(db, paid, { amountCents: paid.amount_cents, reason: DID_NOT_GO_AHEAD }, at);
    }
  });
}

/** A Checkout the booking no longer needs: ended at Stripe; paid late, its hold released. */
async function endCheckout(payment: PaymentRow): Promise<void> {
  let heldIntent: string | null = null;
  if (payment.checkout_session_id) {
    const sessions = stripe().checkout.sessions;
    let session = await sessions.retrieve(payment.checkout_session_id, {
      expand: ["payment_intent"],
    });
    if (session.status === "open") {
      try {
        await moveMoney(() =>
          sessions.expire(session.id, {}, { idempotencyKey: `expire-${payment.booking_id}` }),
        );
      } catch (error) {
        if (!isStripeRefusal(error)) throw error;
      }
      session = await sessions.retrieve(session.id, { expand: ["payment_intent"] });
    }
    const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
    if (intent?.status === "requires_capture") {
      await moveMoney(() =>
        stripe().paymentIntents.cancel(
          intent.id,
          {},
          { idempotencyKey: `release-${payment.booking_id}` },
        ),
      );
      heldIntent = intent.id;
    } else if (session.status === "complete" && intent?.status === "canceled") {
      // Paid, then its hold released already (by a pass whose answer or write was lost): it was
      // a hold, and it is released, not a payment that failed.
      heldIntent = intent.id;
    }
    if (session.status === "open") throw new Error(`checkout ${session.id} is still open`);
  }
  await inPaymentTransaction({}, async (db) => {
    const fresh = await reread(payment, db);
    if (fresh?.pending !== "expire") return;
    const to = heldIntent ? "released" : "failed";
    const changes = heldIntent ? { payment_intent_id: heldIntent } : {};
    if (paymentStatusOf(fresh) === "awaiting_payment") {
      await movePayment(db, fresh, to, now(), { ...changes, pending: null });
    } else {
      await updatePayment(db, fresh, now(), { pending: null });
    }
  });
}

/** One refund, made at Stripe (the transfer reversed, the fee's share given back), then told. */
export async function makeRefund(refund: PaymentRefundRow, payment: PaymentRow): Promise<void> {
  if (!payment.payment_intent_id) return;
  let stripeRefundId: string;
  const intentId = payment.payment_intent_id;
  try {
    // Another pass making the same refund (two instances) is waited for: never marked failed.
    const made = await moveMoney(() =>
      stripe().refunds.create(
        {
          payment_intent: intentId,
          amount: refund.amount_cents,
          reverse_transfer: true,
          refund_application_fee: true,
          reason: "requested_by_customer",
          metadata: { booking_id: payment.booking_id, refund_id: refund.id },
        },
        { idempotencyKey: `refund-${refund.id}` },
      ),
    );
    stripeRefundId = made.id;
  } catch (error) {
    if (!isStripeRefusal(error)) throw error;
    // Stripe will not make it (a disputed charge, nothing left): it stays for the admins to see.
    console.error(`[payments] refund ${refund.id} refused:`, describeStripeError(error));
    await getDb()
      .updateTable("payment_refund")
      .set({ status: "failed" })
      .where("id", "=", refund.id)
      .where("status", "=", "pending")
      .execute();
    return;
  }
  await recordRefund(refund, payment, stripeRefundId, siteUrl());
}

/** The refund made: written, the payment's refunded amount raised (never lowered), both told. */
export async function recordRefund(
  refund: PaymentRefundRow,
  payment: PaymentRow,
  stripeRefundId: string,
  base: string,
): Promise<void> {
  await inPaymentTransaction({}, async (db) => {
    const at = now();
    const done = await db
      .updateTable("payment_refund")
      .set({ status: "succeeded", stripe_refund_id: stripeRefundId, refunded_at: at.toISOString() })
      .where("id", "=", refund.id)
      .where("status", "=", "pending")
      .returning("id")
      .executeTakeFirst();
    if (!done) return;
    await applyRefund(db, refund, payment.booking_id, base, at);
  });
}

/** Inside the caller's transaction: a refund made is counted on its payment and told to both. */
export async function applyRefund(
  db: Db,
  refund: { id: string; amount_cents: number; reason: string | null },
  bookingId: string,
  base: string,
  at: Date,
): Promise<void> {
  const fresh = await paymentOfBooking(db, bookingId);
  if (!fresh) return;
  const succeeded = await db
    .selectFrom("payment_refund")
    .select("amount_cents")
    .where("payment_id", "=", fresh.id)
    .where("status", "=", "succeeded")
    .execute();
  const total = succeeded.reduce((sum, r) => sum + r.amount_cents, 0);
  if (total > fresh.refunded_cents) {
    const to = afterRefund(total, fresh.amount_cents);
    const moved = await movePayment(db, fresh, to, at, { refunded_cents: total });
    if (!moved) await updatePayment(db, fresh, at, { refunded_cents: total });
  }
  const row = await bookingQuery(db).where("booking.id", "=", fresh.booking_id).executeTakeFirst();
  if (row) await enqueueRefundEmails(db, row, refund, base);
}

/** Everything this booking's payment still needs from Stripe. */
export async function settlePendingFor(bookingId: string): Promise<void> {
  const payment = await paymentOfBooking(getDb(), bookingId);
  if (!payment) return;
  if (payment.pending === "release") await releaseHold(payment);
  if (payment.pending === "expire") await endCheckout(payment);
  // A reading that ended: its hold captured for the minutes used (lib/payments/reading-charge.ts).
  if (payment.pending === "capture") await captureReadingCharge(payment);
  const refunds = await getDb()
    .selectFrom("payment_refund")
    .selectAll()
    .where("payment_id", "=", payment.id)
    .where("status", "=", "pending")
    .orderBy("created_at")
    .execute();
  for (const refund of refunds) {
    const fresh = await paymentOfBooking(getDb(), bookingId);
    // A disputed charge cannot be refunded while the bank decides: the refund waits for the end.
    if (!fresh || paymentStatusOf(fresh) === "disputed") return;
    await makeRefund(refund, fresh);
  }
}

/** After a change committed: try now, without making anyone wait; the job retries what fails. */
export function settlePaymentSoon(bookingId: string): void {
  settlePendingFor(bookingId).catch((error: unknown) => {
    console.warn(
      `[payments] booking ${bookingId}: Stripe's part waits for the payments job:`,
      describeStripeError(error),
    );
  });
}
