/**
 * A paid request: the booking is written `awaiting_payment` under the Seer's lock (its time held by
 * the one no-double-booking rule), then Stripe's Checkout opens for it: the card is only held
 * (manual capture), as a destination charge to the Seer's account with the platform's fee.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { announceBookingChange } from "@/lib/bookings/live";
import { withListingLock } from "@/lib/bookings/lock";
import { writeBookingRequest } from "@/lib/bookings/request-write";
import {
  type BookingJoined,
  bookingQuery,
  bookingUrl,
  type Db,
  toBookingPublic,
} from "@/lib/bookings/rows";
import type { BookingCreate, BookingPublic } from "@/lib/bookings/schema";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { ListingRow, PaymentRow } from "@/lib/db/schema";
import { DAY_MS } from "@/lib/durations";
import { siteLink } from "@/lib/site-url";
import { payableAccountOf } from "./accounts";
import { paymentsConfig } from "./config";
import { feeCents } from "./fees";
import { describeStripeError, isStripeUnavailable, stripe, stripeCurrency } from "./stripe";
import { PAID_BOOKING_HORIZON_DAYS, PAY_WITHIN_MINUTES, paymentTerms } from "./terms";

/** Stripe wants a Checkout to live at least 30 minutes from its creation: a little margin. */
export const PAY_BY_MARGIN_MS = 30_000;

export async function requestPaidBooking(
  listing: ListingRow,
  seekerId: string,
  input: BookingCreate,
  base: string,
): Promise<BookingPublic> {
  // The rules that need no lock first, in the order the request itself checks them.
  if (listing.owner_id === null) throw errors.coachNotBookable();
  if (listing.owner_id === seekerId) throw errors.cannotBookSelf();
  const horizon = now().getTime() + PAID_BOOKING_HORIZON_DAYS * DAY_MS;
  if (new Date(input.start).getTime() > horizon) {
    throw errors.paidBookingTooFarAhead(PAID_BOOKING_HORIZON_DAYS);
  }
  const destination = await payableAccountOf(listing.owner_id);
  const { row, payment } = await withListingLock(listing.id, async (db) => {
    const at = now();
    const payBy = new Date(at.getTime() + PAY_WITHIN_MINUTES * 60_000 + PAY_BY_MARGIN_MS);
    const row = await writeBookingRequest(db, { listing, seekerId, input, at }, { payBy });
    const payment = await insertPayment(db, row, destination, payBy, at);
    return { row, payment };
  });
  await openCheckout(row, payment, base);
  const fresh = await bookingQuery(getDb())
    .where("booking.id", "=", row.id)
    .executeTakeFirstOrThrow();
  announceBookingChange(fresh);
  return toBookingPublic(fresh, now(), "seeker");
}

/** The payment row of a booking awaiting its Checkout: `row.total_cents` held (a reading's maximum). */
export async function insertPayment(
  db: Db,
  row: BookingJoined,
  destination: string,
  payBy: Date,
  at: Date,
): Promise<PaymentRow> {
  const amount = row.total_cents;
  return db
    .insertInto("payment")
    .values({
      id: randomUUID(),
      booking_id: row.id,
      status: "awaiting_payment",
      amount_cents: amount,
      fee_cents: feeCents(amount, paymentsConfig().feePercent),
      currency: row.currency,
      refunded_cents: 0,
      seer_account_id: destination,
      checkout_session_id: null,
      checkout_url: null,
      attempt: 1,
      pay_by: payBy.toISOString(),
      payment_intent_id: null,
      paid_at: null,
      pending: null,
      payout_id: null,
      payout_status: null,
      paid_out_at: null,
      failure_reason: null,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a reading's Checkout says instead of a session's (lib/readings/create.ts). */
export type CheckoutWords = {
  product: string;
  terms: string;
  /** Stripe's own expiry (at least 30 minutes away); our sweep may end it earlier. */
  expiresAt: Date;
};

/**
 * The Checkout Session of the booking (one per booking and attempt: a retry gets Stripe's answer
 * to the first call). Should Stripe not open it, the booking goes: its time is free again.
 */
export async function openCheckout(
  row: BookingJoined,
  payment: PaymentRow,
  base: string,
  words?: CheckoutWords,
) {
  const metadata = { booking_id: row.id };
  try {
    const session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
        allowed_payment_method_types: ["card"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: stripeCurrency(payment.currency),
              unit_amount: payment.amount_cents,
              product_data: {
                name: words?.product ?? `${row.hours}-hour session with ${row.seer_name}`,
              },
            },
          },
        ],
        payment_intent_data: {
          capture_method: "manual",
          transfer_data: { destination: payment.seer_account_id },
          application_fee_amount: payment.fee_cents,
          metadata,
        },
        metadata,
        client_reference_id: row.id,
        ...(row.seeker_email ? { customer_email: row.seeker_email } : {}),
        expires_at: Math.floor((words?.expiresAt ?? new Date(payment.pay_by)).getTime() / 1000),
        custom_text: { submit: { message: words?.terms ?? paymentTerms(row.seer_name) } },
        success_url: siteLink(
          base,
          `/payments/return?booking=${row.id}&session_id={CHECKOUT_SESSION_ID}`,
        ),
        cancel_url: `${bookingUrl(base, row.id)}?payment=cancelled`,
      },
      { idempotencyKey: `checkout-${row.id}-${payment.attempt}` },
    );
    await getDb()
      .updateTable("payment")
      .set({
        checkout_session_id: session.id,
        checkout_url: session.url,
        updated_at: now().toISOString(),
      })
      .where("id", "=", payment.id)
      .execute();
  } catch (error) {
    console.error(`[payments] no checkout for booking ${row.id}:`, describeStripeError(error));
    await withListingLock(row.listing_id, async (db) => {
      await db.deleteFrom("payment").where("id", "=", payment.id).execute();
      await db.deleteFrom("booking").where("id", "=", row.id).execute();
    });
    announceBookingChange(row);
    if (isStripeUnavailable(error)) throw errors.paymentsUnavailable();
    throw errors.seerNotPayable();
  }
}
