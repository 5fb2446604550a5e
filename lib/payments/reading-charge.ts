/**
 * A reading's charge: its hold (price × maximum) captured for the minutes used only. The amount is
 * decided in the transaction that ends the reading (the payment keeps it, `pending: "capture"`);
 * Stripe is asked after the commit, and again by the payments job until it has answered: a partial
 * capture for exactly that amount with the fee on that amount, which releases the rest. Under one
 * idempotency key per booking, so two passes never capture twice.
 */
import "server-only";
import { now } from "@/lib/clock";
import type { Db } from "@/lib/db/client";
import type { PaymentRow } from "@/lib/db/schema";
import { paymentsConfig } from "./config";
import { inPaymentTransaction } from "./events";
import { feeCents } from "./fees";
import { movePayment, paymentOfBooking, paymentStatusOf, updatePayment } from "./store";
import { isStripeRefusal, moveMoney, stripe } from "./stripe";

/**
 * Inside the reading's end: its payment (held) will be charged `amountCents`, with the fee on that
 * amount; the payment's amount and fee become those. Null when there is no hold to charge.
 */
export async function noteReadingCharge(
  db: Db,
  bookingId: string,
  amountCents: number,
  at: Date,
): Promise<PaymentRow | null> {
  const payment = await paymentOfBooking(db, bookingId);
  if (!payment || paymentStatusOf(payment) !== "held") return null;
  const fee = feeCents(amountCents, paymentsConfig().feePercent);
  const noted = await db
    .updateTable("payment")
    .set({
      amount_cents: amountCents,
      fee_cents: fee,
      pending: "capture",
      updated_at: at.toISOString(),
    })
    .where("id", "=", payment.id)
    .where("status", "=", "held")
    .returningAll()
    .executeTakeFirst();
  return noted ?? null;
}

/** Stripe's part: the partial capture, then the payment `paid` for the amount captured. */
export async function captureReadingCharge(payment: PaymentRow): Promise<void> {
  const intentId = payment.payment_intent_id;
  if (!intentId) return;
  let captured = true;
  try {
    await moveMoney(() =>
      stripe().paymentIntents.capture(
        intentId,
        { amount_to_capture: payment.amount_cents, application_fee_amount: payment.fee_cents },
        { idempotencyKey: `capture-${payment.booking_id}` },
      ),
    );
  } catch (error) {
    if (!isStripeRefusal(error)) throw error;
    // Refused: captured already (an earlier pass whose write was lost), or the hold is gone.
    const intent = await stripe().paymentIntents.retrieve(intentId);
    if (intent.status === "canceled") captured = false;
    else if (intent.status !== "succeeded") throw error;
  }
  await inPaymentTransaction({}, async (db) => {
    const at = now();
    const fresh = await paymentOfBooking(db, payment.booking_id);
    if (fresh?.pending !== "capture") return;
    // A hold that lapsed before the capture charged nothing: the payment failed.
    const moved = await movePayment(db, fresh, captured ? "paid" : "failed", at, {
      pending: null,
    });
    if (!moved) await updatePayment(db, fresh, at, { pending: null });
  });
}
