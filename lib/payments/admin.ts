/**
 * The admins' side of payments: every payment (the bookings' and the event seats'), and refunds of
 * a booking's in whole or in part with a reason,
 * made once however often the same request is sent.
 */
import "server-only";
import { sql } from "kysely";
import { ApiError, errors } from "@/lib/api/errors";
import { announceBookingChange } from "@/lib/bookings/live";
import { type BookingJoined, bookingQuery, seekerName, toBookingPublic } from "@/lib/bookings/rows";
import type { BookingPublic } from "@/lib/bookings/schema";
import { now } from "@/lib/clock";
import { type Db, getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { queueRefund, refundableCents } from "./booking-effects";
import { bookingKindOf } from "./booking-kind";
import { inPaymentTransaction } from "./events";
import { applyRefund } from "./pending";
import {
  claimRefundKey,
  keepRefundAnswer,
  noteRefundAmount,
  releaseRefundKey,
} from "./refund-keys";
import type { AdminPayment } from "./schema";
import { seatEntryQuery, seatKind, seatMoney, seatPaymentStatus } from "./seat-entries";
import { isPaymentStatus, type PaymentStatus, REFUNDABLE } from "./states";
import { paymentOfBooking, paymentStatusOf } from "./store";
import { describeStripeError, isStripeUnavailable, moveMoney, stripe } from "./stripe";

/**
 * Every line of money, newest first: the bookings' payments and the seats' (a Checkout opened for
 * them), paged and filtered by status together in one query, then each page's rows read in full.
 */
function paymentEntries(db: Db) {
  const bookings = db
    .selectFrom("payment")
    .select([
      "payment.id",
      "payment.created_at",
      "payment.status",
      sql.lit("booking").as("source"),
    ]);
  const seats = seatEntryQuery(db, { paidOnly: false })
    .clearSelect()
    .select((eb) => [
      "event_seat.id",
      "event_seat.created_at",
      seatPaymentStatus(eb).as("status"),
      sql.lit("seat").as("source"),
    ]);
  return db.selectFrom(bookings.unionAll(seats).as("entry"));
}

export async function listPayments({
  status,
  skip,
  limit,
}: {
  status?: PaymentStatus;
  skip: number;
  limit: number;
}): Promise<{ data: AdminPayment[]; count: number }> {
  const db = getDb();
  const entries = paymentEntries(db).$if(status !== undefined, (q) =>
    q.where("entry.status", "=", status ?? ""),
  );
  const [page, total] = await Promise.all([
    entries
      .select(["entry.id", "entry.source"])
      .orderBy("entry.created_at", "desc")
      .orderBy("entry.id")
      .offset(skip)
      .limit(limit)
      .execute(),
    entries.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const idsOf = (source: string) =>
    page.filter((entry) => entry.source === source).map((entry) => entry.id);
  const [bookings, seats] = await Promise.all([
    bookingPayments(db, idsOf("booking")),
    seatPayments(db, idsOf("seat")),
  ]);
  const byId = new Map([...bookings, ...seats].map((payment) => [payment.id, payment]));
  const data = page.flatMap((entry) => byId.get(entry.id) ?? []);
  return { data, count: Number(total.count) };
}

async function bookingPayments(db: Db, ids: string[]): Promise<AdminPayment[]> {
  if (ids.length === 0) return [];
  const rows = await bookingQuery(db)
    .leftJoin("booking_reading", "booking_reading.booking_id", "booking.id")
    .where("payment.id", "in", ids)
    .select([
      "booking_reading.minutes_billed",
      "payment.created_at as payment_created_at",
      "payment.payment_intent_id",
      "payment.paid_out_at",
    ])
    .execute();
  return rows.map((row) => {
    const amount = row.payment_amount_cents ?? 0;
    const fee = row.payment_fee_cents ?? 0;
    return {
      id: row.payment_id ?? "",
      ...bookingKindOf(row),
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
}

async function seatPayments(db: Db, ids: string[]): Promise<AdminPayment[]> {
  if (ids.length === 0) return [];
  const rows = await seatEntryQuery(db, { paidOnly: false })
    .where("event_seat.id", "in", ids)
    .execute();
  return rows.map((row) => {
    const { gross_cents, fee_cents, net_cents, refunded_cents, paid_out_at } = seatMoney(row);
    return {
      id: row.id,
      ...seatKind(row),
      status: row.status,
      amount_cents: gross_cents,
      fee_cents,
      net_cents,
      refunded_cents,
      currency: row.currency,
      seer_name: row.host_name,
      seeker_name: seekerName(row),
      start: readTimestamp(row.starts_at),
      payment_intent_id: row.payment_intent_id,
      paid_out_at,
      created_at: readTimestamp(row.created_at),
    } satisfies AdminPayment;
  });
}

type RefundAsked = { amountCents?: number; reason: string };

/**
 * An admin's refund of `booking` (`amountCents` left out: all that is left), made at Stripe at
 * once; both parties are emailed the reason. With an Idempotency-Key (lib/payments/refund-keys.ts)
 * the same request sent again answers as the first did and refunds once; without one, each
 * request is a refund of its own. Stripe unreachable: "try again", nothing changes.
 */
export async function refundByAdmin(
  booking: BookingJoined,
  asked: RefundAsked,
  base: string,
  { adminId, key }: { adminId: string; key?: string },
): Promise<BookingPublic | Response> {
  if (!key) return refund(booking, asked, base, null);
  const fingerprint = JSON.stringify([asked.amountCents ?? null, asked.reason]);
  const claim = await claimRefundKey({ userId: adminId, bookingId: booking.id, key }, fingerprint);
  if (claim.kind === "mismatch") throw errors.refundKeyReused(key);
  if (claim.kind === "in_flight") throw errors.refundKeyInFlight();
  if (claim.kind === "answered") {
    return Response.json(claim.body, {
      status: claim.status,
      headers: { "Idempotent-Replayed": "true" },
    });
  }
  try {
    const answer = await refund(booking, asked, base, claim);
    await keepRefundAnswer(getDb(), claim.id, 200, answer);
    return answer;
  } catch (error) {
    // A refusal is the answer for good; Stripe unreachable (or a fault of ours) is not: the same
    // key sent again carries on.
    if (error instanceof ApiError && error.status < 500) {
      await keepRefundAnswer(getDb(), claim.id, error.status, { detail: error.detail });
    } else {
      await releaseRefundKey(getDb(), claim.id);
    }
    throw error;
  }
}

/**
 * The refund itself. `keyed`: the admin's key's row, whose id is the refund's idempotency key at
 * Stripe; with an amount, an earlier request with the key got as far as Stripe, so the same
 * refund is asked for again (Stripe answers with the one it made, if it made it). Without a key,
 * the key at Stripe is the payment's state, so two identical requests at once are one refund; the
 * database records a Stripe refund once (a unique id) however many requests bring it back.
 */
async function refund(
  booking: BookingJoined,
  { amountCents, reason }: RefundAsked,
  base: string,
  keyed: { id: string; amountCents: number | null } | null,
): Promise<BookingPublic> {
  const payment = await paymentOfBooking(getDb(), booking.id);
  if (!payment) throw errors.bookingHasNoPayment();
  const status = paymentStatusOf(payment);
  let amount = keyed?.amountCents ?? null;
  if (amount === null) {
    if (!REFUNDABLE.includes(status) || !payment.payment_intent_id) {
      throw errors.paymentNotRefundable(status);
    }
    const left = await refundableCents(getDb(), payment);
    amount = amountCents ?? left;
    if (amount > left || amount <= 0) throw errors.refundTooLarge(Math.max(left, 0), amount);
    if (keyed) await noteRefundAmount(getDb(), keyed.id, amount);
  }
  let made: { id: string };
  try {
    const intentId = payment.payment_intent_id ?? "";
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
        {
          idempotencyKey: keyed
            ? `admin-refund-${keyed.id}`
            : `refund-${payment.id}-${payment.refunded_cents}-${amount}`,
        },
      ),
    );
  } catch (error) {
    console.error(`[payments] refund of booking ${booking.id} failed:`, describeStripeError(error));
    if (isStripeUnavailable(error)) throw errors.paymentsUnavailable();
    throw errors.paymentNotRefundable(status);
  }
  const refunded = amount;
  await inPaymentTransaction({}, async (db) => {
    const at = now();
    const fresh = await paymentOfBooking(db, booking.id);
    if (!fresh) return;
    // Written as made (never pending: the job must not make it a second time), once.
    const id = await queueRefund(db, fresh, { amountCents: refunded, reason }, at, made.id);
    if (id) await applyRefund(db, { id, amount_cents: refunded, reason }, booking.id, base, at);
  });
  const after = await bookingQuery(getDb())
    .where("booking.id", "=", booking.id)
    .executeTakeFirstOrThrow();
  announceBookingChange(after);
  return toBookingPublic(after, now(), null);
}
