/** The admins' side of payments: every payment, and refunds in whole or in part with a reason. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { announceBookingChange } from "@/lib/bookings/live";
import { type BookingJoined, bookingQuery, seekerName, toBookingPublic } from "@/lib/bookings/rows";
import type { BookingPublic } from "@/lib/bookings/schema";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { queueRefund, refundableCents } from "./booking-effects";
import { inPaymentTransaction } from "./events";
import { applyRefund } from "./pending";
import type { AdminPayment } from "./schema";
import { isPaymentStatus, type PaymentStatus, REFUNDABLE } from "./states";
import { paymentOfBooking, paymentStatusOf } from "./store";
import { describeStripeError, isStripeUnavailable, moveMoney, stripe } from "./stripe";

export async function listPayments({
  status,
  skip,
  limit,
}: {
  status?: PaymentStatus;
  skip: number;
  limit: number;
}): Promise<{ data: AdminPayment[]; count: number }> {
  let base = bookingQuery(getDb()).where("payment.id", "is not", null);
  if (status) base = base.where("payment.status", "=", status);
  const [rows, total] = await Promise.all([
    base
      .select([
        "payment.created_at as payment_created_at",
        "payment.payment_intent_id",
        "payment.paid_out_at",
      ])
      .orderBy("payment.created_at", "desc")
      .orderBy("payment.id")
      .offset(skip)
      .limit(limit)
      .execute(),
    getDb()
      .selectFrom("payment")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .$if(status !== undefined, (q) => q.where("status", "=", status ?? ""))
      .executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((row) => {
    const amount = row.payment_amount_cents ?? 0;
    const fee = row.payment_fee_cents ?? 0;
    return {
      id: row.payment_id ?? "",
      booking_id: row.id,
      status:
        row.payment_status && isPaymentStatus(row.payment_status) ? row.payment_status : "failed",
      amount_cents: amount,
      fee_cents: fee,
      net_cents: amount - fee,
      refunded_cents: row.payment_refunded_cents ?? 0,
      currency: row.payment_currency ?? row.currency,
      seer_name: row.seer_name,
      seeker_name: seekerName(row),
      start: readTimestamp(row.start_at),
      payment_intent_id: row.payment_intent_id,
      paid_out_at: row.paid_out_at === null ? null : readTimestamp(row.paid_out_at),
      created_at: readTimestamp(row.payment_created_at ?? row.created_at),
    } satisfies AdminPayment;
  });
  return { data, count: Number(total.count) };
}

/**
 * An admin's refund of `booking` (`amountCents` left out: all that is left), made at Stripe at
 * once; both parties are emailed the reason. Stripe unreachable: "try again", nothing changes (the
 * same request sent again never refunds twice: its idempotency key is the payment's state).
 */
export async function refundByAdmin(
  booking: BookingJoined,
  { amountCents, reason }: { amountCents?: number; reason: string },
  base: string,
): Promise<BookingPublic> {
  const payment = await paymentOfBooking(getDb(), booking.id);
  if (!payment) throw errors.bookingHasNoPayment();
  const status = paymentStatusOf(payment);
  if (!REFUNDABLE.includes(status) || !payment.payment_intent_id) {
    throw errors.paymentNotRefundable(status);
  }
  const left = await refundableCents(getDb(), payment);
  const amount = amountCents ?? left;
  if (amount > left || amount <= 0) throw errors.refundTooLarge(Math.max(left, 0), amount);
  let made: { id: string };
  try {
    const intentId = payment.payment_intent_id;
    made = await moveMoney(() =>
      stripe().refunds.create(
        {
          payment_intent: intentId,
          amount,
          reverse_transfer: true,
          refund_application_fee: true,
          reason: "requested_by_customer",
          metadata: { booking_id: booking.id, reason: reason.slice(0, 500) },
        },
        { idempotencyKey: `refund-${payment.id}-${payment.refunded_cents}-${amount}` },
      ),
    );
  } catch (error) {
    console.error(`[payments] refund of booking ${booking.id} failed:`, describeStripeError(error));
    if (isStripeUnavailable(error)) throw errors.paymentsUnavailable();
    throw errors.paymentNotRefundable(status);
  }
  await inPaymentTransaction({}, async (db) => {
    const at = now();
    const fresh = await paymentOfBooking(db, booking.id);
    if (!fresh) return;
    // Written as made (never pending: the job must not make it a second time).
    const id = await queueRefund(db, fresh, { amountCents: amount, reason }, at, made.id);
    await applyRefund(db, { id, amount_cents: amount, reason }, booking.id, base, at);
  });
  const after = await bookingQuery(getDb())
    .where("booking.id", "=", booking.id)
    .executeTakeFirstOrThrow();
  announceBookingChange(after);
  return toBookingPublic(after, now(), null);
}
