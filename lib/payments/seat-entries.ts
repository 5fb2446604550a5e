/**
 * A paid event seat as a line of money, beside the bookings' payments (the host's Earnings, the
 * admins' Payments): its state in the payments' words (lib/payments/states.ts), written once in SQL
 * so that the admins' filter, their list and Earnings agree; what it made and what went back.
 * A seat is its own payment: captured at once, refunded only in full (lib/payments/seat-payments.ts),
 * paid out with its event (lib/payments/event-payouts.ts).
 */
import "server-only";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "@/lib/db/client";
import type { Database } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import { FORMER_MEMBER } from "@/lib/users/names";
import { payoutCents } from "./fees";
import type { PaymentStatus } from "./states";

type SeatScope = ExpressionBuilder<Database, "event_seat" | "group_event">;

/** Whether the seat's money stays the host's: not given back, not lost to a dispute. */
const kept = (eb: SeatScope) =>
  eb.and([
    eb("event_seat.refund_status", "is", null),
    eb.or([
      eb("event_seat.dispute_status", "is", null),
      eb("event_seat.dispute_status", "!=", "lost"),
    ]),
  ]);

/**
 * The seat's payment status: a dispute first (as for bookings), then a refund made, then paid out
 * with its event, paid, still being paid for; a Checkout that ended unpaid is `failed`. A refund
 * still to be made counts once Stripe has made it, as a booking's does.
 */
export function seatPaymentStatus(eb: SeatScope) {
  return eb
    .case()
    .when("event_seat.dispute_status", "=", "lost")
    .then(sql.lit<PaymentStatus>("dispute_lost"))
    .when("event_seat.dispute_status", "=", "open")
    .then(sql.lit<PaymentStatus>("disputed"))
    .when("event_seat.refund_status", "=", "refunded")
    .then(sql.lit<PaymentStatus>("refunded"))
    .when(
      eb.and([
        eb("event_seat.paid_at", "is not", null),
        eb("group_event.paid_out_at", "is not", null),
        kept(eb),
      ]),
    )
    .then(sql.lit<PaymentStatus>("paid_out"))
    .when("event_seat.paid_at", "is not", null)
    .then(sql.lit<PaymentStatus>("paid"))
    .when("event_seat.status", "=", "awaiting_payment")
    .then(sql.lit<PaymentStatus>("awaiting_payment"))
    .else(sql.lit<PaymentStatus>("failed"))
    .end();
}

/** Seats with money to show: a Checkout opened for them (`paidOnly`: the card charged). */
export function seatEntryQuery(db: Db, { paidOnly }: { paidOnly: boolean }) {
  return db
    .selectFrom("event_seat")
    .innerJoin("group_event", "group_event.id", "event_seat.event_id")
    .leftJoin("listing", "listing.id", "group_event.listing_id")
    .leftJoin("user as seeker", "seeker.id", "event_seat.user_id")
    .select((eb) => [
      "event_seat.id",
      "event_seat.created_at",
      "event_seat.amount_cents",
      "event_seat.fee_cents",
      "event_seat.paid_at",
      "event_seat.payment_intent_id",
      "event_seat.refund_status",
      "event_seat.dispute_status",
      "group_event.slug as event_slug",
      "group_event.title as event_title",
      "group_event.starts_at",
      "group_event.price_cents",
      "group_event.currency",
      "group_event.paid_out_at as event_paid_out_at",
      "listing.owner_id as host_id",
      eb.fn.coalesce("listing.display_name", sql.lit(FORMER_MEMBER)).as("host_name"),
      "seeker.email as seeker_email",
      "seeker.full_name as seeker_full_name",
      "seeker.firstname as seeker_firstname",
      "seeker.lastname as seeker_lastname",
      seatPaymentStatus(eb).as("status"),
    ])
    .where((eb) =>
      paidOnly
        ? eb("event_seat.paid_at", "is not", null)
        : eb.or([
            eb("event_seat.paid_at", "is not", null),
            eb("event_seat.checkout_session_id", "is not", null),
          ]),
    );
}

export type SeatEntryRow = Awaited<
  ReturnType<ReturnType<typeof seatEntryQuery>["executeTakeFirstOrThrow"]>
>;

/** A seat's amounts as its lines show them: the refund is the whole amount, fee included. */
export function seatMoney(row: SeatEntryRow) {
  const gross = row.amount_cents ?? row.price_cents;
  const fee = row.fee_cents ?? 0;
  const refunded = row.refund_status === "refunded" ? gross : 0;
  const stays = row.refund_status === null && row.dispute_status !== "lost";
  return {
    gross_cents: gross,
    fee_cents: fee,
    net_cents: gross - fee,
    refunded_cents: refunded,
    // The platform's fee goes back with a seat's refund (refund_application_fee): nothing is left.
    payout_cents:
      row.dispute_status === "lost"
        ? 0
        : payoutCents(
            { amount_cents: gross, fee_cents: fee },
            refunded > 0 ? [{ amount_cents: refunded, fee_refunded_cents: fee }] : [],
          ),
    paid_out_at:
      stays && row.event_paid_out_at !== null ? readTimestamp(row.event_paid_out_at) : null,
  };
}

/** What every line of a seat says of what it was for. */
export const seatKind = (row: SeatEntryRow) => ({
  kind: "event_seat" as const,
  minutes: null,
  event: { slug: row.event_slug, title: row.event_title },
  booking_id: null,
});
