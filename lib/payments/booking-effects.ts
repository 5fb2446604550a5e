/**
 * What a booking's change means for its payment, written in the transaction that changes the
 * booking: a closed booking's hold is to be released, its open Checkout ended, its money refunded
 * when the terms say so. The Stripe calls themselves come after the commit (lib/payments/pending.ts).
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { BookingJoined, Db } from "@/lib/bookings/rows";
import { AWAITING_PAYMENT } from "@/lib/bookings/status";
import type { PaymentRow } from "@/lib/db/schema";
import { feeRefundCents } from "./fees";
import { type PaymentStatus, REFUNDABLE } from "./states";
import { paymentOfBooking, paymentStatusOf, updatePayment } from "./store";
import { NOT_PAID_REASON } from "./terms";

// A reading's missed ring closes it too (lib/readings).
const CLOSED = new Set(["declined", "cancelled", "expired", "missed"]);
/**
 * Money a cancellation gives back: what is refundable now, and a disputed charge's too (Stripe
 * refuses that refund while the bank decides, so it waits: made if the dispute is won, moot if
 * lost, as the card was then paid back by the bank).
 */
const OWED_BACK: readonly PaymentStatus[] = [...REFUNDABLE, "disputed"];

/** A booking that was never paid ends: expired, "not paid", its time free again. */
export async function expireUnpaidBooking(db: Db, row: BookingJoined, at: Date): Promise<boolean> {
  const updated = await db
    .updateTable("booking")
    .set({ status: "expired", reason: NOT_PAID_REASON, updated_at: at.toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", AWAITING_PAYMENT)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Refunds waiting to be made for this payment (their amounts count as given back already). */
async function pendingRefundCents(db: Db, paymentId: string): Promise<number> {
  const rows = await db
    .selectFrom("payment_refund")
    .select("amount_cents")
    .where("payment_id", "=", paymentId)
    .where("status", "=", "pending")
    .execute();
  return rows.reduce((sum, row) => sum + row.amount_cents, 0);
}

/** What of the payment is left to give back, refunds on their way included. */
export async function refundableCents(db: Db, payment: PaymentRow): Promise<number> {
  return payment.amount_cents - payment.refunded_cents - (await pendingRefundCents(db, payment.id));
}

/**
 * A refund to make (`pending` until Stripe has made it), with the fee's share it gives back; or,
 * with `madeAs`, one Stripe has just made (an admin's, made at once): null when that Stripe refund
 * is recorded already (two requests brought it back at once).
 */
export async function queueRefund(
  db: Db,
  payment: PaymentRow,
  { amountCents, reason }: { amountCents: number; reason: string | null },
  at: Date,
  madeAs?: string,
): Promise<string | null> {
  const id = randomUUID();
  const written = await db
    .insertInto("payment_refund")
    .values({
      id,
      payment_id: payment.id,
      amount_cents: amountCents,
      fee_refunded_cents: feeRefundCents(amountCents, payment.amount_cents, payment.fee_cents),
      reason,
      status: madeAs ? "succeeded" : "pending",
      stripe_refund_id: madeAs ?? null,
      created_at: at.toISOString(),
      refunded_at: madeAs ? at.toISOString() : null,
    })
    .onConflict((oc) => oc.column("stripe_refund_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return written?.id ?? null;
}

/**
 * The payment's part of a booking's change to a closed state (`after`): an open Checkout to end, a
 * hold to release, or (`fullRefund`: the Seer called it off, the seeker in time, an account closed)
 * whatever is left of the money to refund. Nothing when the booking has no payment.
 */
export async function notePaymentOfChange(
  db: Db,
  after: BookingJoined,
  { fullRefund, reason }: { fullRefund: boolean; reason: string | null },
  at: Date,
): Promise<void> {
  if (!after.payment_id || !CLOSED.has(after.status)) return;
  const payment = await paymentOfBooking(db, after.id);
  if (!payment) return;
  const status = paymentStatusOf(payment);
  if (status === "awaiting_payment") {
    await updatePayment(db, payment, at, { pending: "expire" });
  } else if (status === "held") {
    await updatePayment(db, payment, at, { pending: "release" });
  } else if (fullRefund && after.status === "cancelled" && OWED_BACK.includes(status)) {
    const left = await refundableCents(db, payment);
    if (left > 0) await queueRefund(db, payment, { amountCents: left, reason }, at);
  }
}
