/**
 * What Stripe says about a PaymentIntent and its charge (webhooks and the job), re-read from Stripe
 * each time, and applied only as a move forward: an attempt that failed (the seeker may try again
 * while the Checkout is open), a hold that ended by itself, refunds. Disputes have their own
 * module (lib/payments/disputes.ts).
 */
import "server-only";
import { announceBookingChange } from "@/lib/bookings/live";
import { bookingQuery } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { PaymentRow } from "@/lib/db/schema";
import { siteUrl } from "@/lib/site-url";
import { enqueuePaymentFailedEmails } from "./emails";
import { type Claim, inPaymentTransaction, recordOnly } from "./events";
import { afterRefund } from "./states";
import {
  movePayment,
  paymentOfBooking,
  paymentOfIntent,
  paymentStatusOf,
  updatePayment,
} from "./store";
import { type Stripe, stripe } from "./stripe";
import { PAYMENT_FAILED_REASON } from "./terms";

export type IntentEvent =
  | "payment_intent.payment_failed"
  | "payment_intent.canceled"
  | "charge.refunded";

async function paymentFor(intent: Stripe.PaymentIntent): Promise<PaymentRow | undefined> {
  const byIntent = await paymentOfIntent(getDb(), intent.id);
  if (byIntent) return byIntent;
  // Before the Checkout completes, the payment knows its booking, not yet its PaymentIntent.
  const bookingId = intent.metadata?.booking_id;
  return bookingId ? paymentOfBooking(getDb(), bookingId) : undefined;
}

const chargeOf = (intent: Stripe.PaymentIntent) =>
  typeof intent.latest_charge === "object" ? intent.latest_charge : null;

export async function settleIntent(
  intentId: string,
  type: IntentEvent,
  claim?: Claim,
): Promise<void> {
  const intent = await stripe().paymentIntents.retrieve(intentId, { expand: ["latest_charge"] });
  const payment = await paymentFor(intent);
  if (!payment) return recordOnly(claim);
  const listingId = (
    await getDb()
      .selectFrom("booking")
      .select("listing_id")
      .where("id", "=", payment.booking_id)
      .executeTakeFirst()
  )?.listing_id;
  const calledOff = await inPaymentTransaction(
    { claim, listingId: listingId ?? null },
    async (db) => {
      const at = now();
      const fresh = await paymentOfBooking(db, payment.booking_id);
      if (!fresh) return null;
      const status = paymentStatusOf(fresh);
      const charge = chargeOf(intent);
      if (type === "payment_intent.payment_failed" && status === "awaiting_payment") {
        // The Checkout stays open: the seeker may try another card until it expires.
        await updatePayment(db, fresh, at, {
          failure_reason: intent.last_payment_error?.message ?? "The card was declined",
        });
      }
      if (type === "payment_intent.canceled" && intent.status === "canceled" && status === "held") {
        await movePayment(db, fresh, "released", at, { pending: null });
        // The hold ended before the Seer answered: the request cannot be accepted any more.
        const cancelled = await db
          .updateTable("booking")
          .set({ status: "cancelled", reason: PAYMENT_FAILED_REASON, updated_at: at.toISOString() })
          .where("id", "=", fresh.booking_id)
          .where("status", "=", "requested")
          .executeTakeFirst();
        if (Number(cancelled.numUpdatedRows) === 1) {
          const row = await bookingQuery(db)
            .where("booking.id", "=", fresh.booking_id)
            .executeTakeFirstOrThrow();
          await enqueuePaymentFailedEmails(db, row, siteUrl());
          return row;
        }
      }
      if (type === "charge.refunded" && charge && charge.amount_refunded > fresh.refunded_cents) {
        const to = afterRefund(charge.amount_refunded, fresh.amount_cents);
        const moved = await movePayment(db, fresh, to, at, {
          refunded_cents: charge.amount_refunded,
        });
        if (!moved) await updatePayment(db, fresh, at, { refunded_cents: charge.amount_refunded });
      }
      return null;
    },
  );
  if (calledOff) announceBookingChange(calledOff);
}
