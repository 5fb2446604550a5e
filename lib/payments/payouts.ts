/**
 * The Seer's payout for a session, made by the booking sweep's job: once the session is completed
 * (or the seeker cancelled too late for a refund) and 24 h and a minute have passed since its end,
 * the Seer's net (less their share of any refund) is paid out from their connected account, once
 * per booking whatever retries (idempotency key; and its beginning written first, so a payout
 * whose answer was lost is looked up, never made again), never while a refund waits or a no-show
 * claim is open or the charge is disputed. The payment is `paid_out` once the bank has it
 * (`payout.paid`); a payout the bank refuses is kept as failed, its money back on the Seer's
 * Stripe balance.
 */
import "server-only";
import { now } from "@/lib/clock";
import { type Db, getDb } from "@/lib/db/client";
import type { PaymentRow } from "@/lib/db/schema";
import { HOUR_MS, MINUTE_MS } from "@/lib/durations";
import { paymentsEnabled } from "./config";
import { runEventPayouts, settleEventPayout } from "./event-payouts";
import { type Claim, inPaymentTransaction, recordOnly } from "./events";
import { payoutCents } from "./fees";
import { availableCents, findPayout } from "./payout-lookup";
import { REFUNDABLE } from "./states";
import { movePayment, paymentOfBooking, updatePayment } from "./store";
import {
  describeStripeError,
  isStripeRefusal,
  moveMoney,
  type Stripe,
  stripe,
  stripeCurrency,
} from "./stripe";
import { PAYOUT_AFTER_END_HOURS, PAYOUT_MARGIN_MINUTES } from "./terms";

const BATCH = 25;

/** Payments whose payout is due at `at` (the query the pass reads and re-checks under the lock). */
function duePayments(db: Db, at: Date) {
  const endedBefore = new Date(
    at.getTime() - PAYOUT_AFTER_END_HOURS * HOUR_MS - PAYOUT_MARGIN_MINUTES * MINUTE_MS,
  ).toISOString();
  return (
    db
      .selectFrom("payment")
      .innerJoin("booking", "booking.id", "payment.booking_id")
      .selectAll("payment")
      .select("booking.listing_id")
      .where("payment.status", "in", REFUNDABLE)
      .where("payment.payout_id", "is", null)
      .where("booking.end_at", "<=", endedBefore)
      // Completed, or cancelled by the seeker too late for a refund (the money stays the Seer's).
      .where("booking.status", "in", ["completed", "cancelled"])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("payment_refund")
              .select("payment_refund.id")
              .whereRef("payment_refund.payment_id", "=", "payment.id")
              .where("payment_refund.status", "in", ["pending", "failed"]),
          ),
        ),
      )
      // A no-show claim not yet settled decides whether the Seer is paid at all: it waits.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("booking_no_show")
              .select("booking_no_show.booking_id")
              .whereRef("booking_no_show.booking_id", "=", "booking.id")
              .where("booking_no_show.status", "in", ["open", "contested"]),
          ),
        ),
      )
  );
}

type DuePayment = PaymentRow & { listing_id: string | null };

/**
 * Just before Stripe is asked: under the Seer's lock, the payment re-checked (a refund, a no-show
 * claim or a dispute may have come since the pass read it), its amount re-read, and the payout's
 * beginning written. The amount, or null when it is not to be paid now.
 */
async function beginPayout(payment: DuePayment, at: Date, available: number) {
  const begun = await inPaymentTransaction({ listingId: payment.listing_id }, async (db) => {
    const fresh = await duePayments(db, at).where("payment.id", "=", payment.id).executeTakeFirst();
    if (!fresh) return null;
    const refunds = await db
      .selectFrom("payment_refund")
      .select(["amount_cents", "fee_refunded_cents"])
      .where("payment_id", "=", fresh.id)
      .where("status", "=", "succeeded")
      .execute();
    const amount = payoutCents(fresh, refunds);
    // The charge's money may not be available yet: the next sweep tries again.
    if (amount <= 0 || available < amount) return null;
    if (!fresh.payout_started_at) {
      await updatePayment(db, fresh, at, { payout_started_at: at.toISOString() });
    }
    return amount;
  });
  return begun ?? null;
}

async function payOut(payment: DuePayment, at: Date): Promise<void> {
  const account = { stripeAccount: payment.seer_account_id };
  // Begun before and never heard of (its answer or its write lost): it is looked up, not made again.
  if (payment.payout_started_at) {
    const made = await findPayout(payment.seer_account_id, { booking_id: payment.booking_id });
    if (made) return recordPayout(made, payment.booking_id, at);
  }
  const available = await availableCents(payment.seer_account_id, payment.currency);
  const amount = await beginPayout(payment, at, available);
  if (amount === null) return;
  const payout = await moveMoney(() =>
    stripe().payouts.create(
      {
        amount,
        currency: stripeCurrency(payment.currency),
        description: `Session ${payment.booking_id}`,
        metadata: { booking_id: payment.booking_id },
      },
      { ...account, idempotencyKey: `payout-${payment.booking_id}` },
    ),
  );
  await recordPayout(payout, payment.booking_id, at);
}

/** The payout made at Stripe, written on its payment (once), then its status applied. */
async function recordPayout(payout: Stripe.Payout, bookingId: string, at: Date) {
  await inPaymentTransaction({}, async (db) => {
    const fresh = await paymentOfBooking(db, bookingId);
    if (!fresh || fresh.payout_id) return;
    await updatePayment(db, fresh, at, {
      payout_id: payout.id,
      payout_status: payout.status,
      paid_out_at: at.toISOString(),
    });
  });
  await applyPayout(payout.id, bookingId, payout.status);
}

/** The bank's answer: paid (the payment is `paid_out`) or failed (kept for the admins to see). */
async function applyPayout(
  payoutId: string,
  bookingId: string,
  status: string,
  claim?: Claim,
): Promise<void> {
  await inPaymentTransaction({ claim }, async (db) => {
    const fresh = await paymentOfBooking(db, bookingId);
    if (!fresh || fresh.payout_id !== payoutId) return;
    const at = now();
    if (status === "paid") {
      const moved = await movePayment(db, fresh, "paid_out", at, { payout_status: status });
      if (moved) return;
    }
    await updatePayment(db, fresh, at, { payout_status: status });
  });
}

/** Every payout due now; how many were made. */
export async function runPayouts(at: Date = now()): Promise<number> {
  if (!paymentsEnabled()) return 0;
  let made = 0;
  let failure: string | null = null;
  const due = await duePayments(getDb(), at).orderBy("booking.end_at").limit(BATCH).execute();
  for (const payment of due) {
    try {
      await payOut(payment, at);
      made++;
    } catch (error) {
      failure = describeStripeError(error);
      if (isStripeRefusal(error)) {
        console.error(`[payments] payout for booking ${payment.booking_id} refused:`, failure);
      }
    }
  }
  // The events' payouts, on the same terms.
  try {
    made += await runEventPayouts(at);
  } catch (error) {
    failure = describeStripeError(error);
  }
  if (failure) throw new Error(`a payout waits for Stripe: ${failure}`);
  return made;
}

/** `payout.paid` / `payout.failed` (and the job): the payout re-read from the Seer's account. */
export async function settlePayout(payoutId: string, account: string | null, claim?: Claim) {
  if (!account) return recordOnly(claim);
  const payout = await stripe().payouts.retrieve(payoutId, {}, { stripeAccount: account });
  const bookingId = payout.metadata?.booking_id;
  const eventId = payout.metadata?.event_id;
  if (!bookingId && eventId) return settleEventPayout(payout.id, eventId, payout.status, claim);
  if (!bookingId) return recordOnly(claim);
  await applyPayout(payout.id, bookingId, payout.status, claim);
}
