/**
 * The Seer's payout for a session, made by the booking sweep's job: once the session is completed
 * (or the seeker cancelled too late for a refund) and 24 h have passed since its end, the Seer's
 * net (less their share of any refund) is paid out from their connected account, once per booking
 * whatever retries (idempotency key), never while a refund waits or the charge is disputed. The
 * payment is `paid_out` once the bank has it (`payout.paid`); a payout the bank refuses is kept as
 * failed, its money back on the Seer's Stripe balance.
 */
import "server-only";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { PaymentRow } from "@/lib/db/schema";
import { HOUR_MS } from "@/lib/durations";
import { paymentsEnabled } from "./config";
import { runEventPayouts, settleEventPayout } from "./event-payouts";
import { type Claim, inPaymentTransaction, recordOnly } from "./events";
import { payoutCents } from "./fees";
import { REFUNDABLE } from "./states";
import { movePayment, paymentOfBooking, updatePayment } from "./store";
import { describeStripeError, isStripeRefusal, stripe, stripeCurrency } from "./stripe";
import { PAYOUT_AFTER_END_HOURS } from "./terms";

const BATCH = 25;

async function duePayouts(at: Date) {
  const endedBefore = new Date(at.getTime() - PAYOUT_AFTER_END_HOURS * HOUR_MS).toISOString();
  return (
    getDb()
      .selectFrom("payment")
      .innerJoin("booking", "booking.id", "payment.booking_id")
      .selectAll("payment")
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
      .orderBy("booking.end_at")
      .limit(BATCH)
      .execute()
  );
}

async function payOut(payment: PaymentRow, at: Date): Promise<void> {
  const refunds = await getDb()
    .selectFrom("payment_refund")
    .select(["amount_cents", "fee_refunded_cents"])
    .where("payment_id", "=", payment.id)
    .where("status", "=", "succeeded")
    .execute();
  const amount = payoutCents(payment, refunds);
  if (amount <= 0) return;
  const account = { stripeAccount: payment.seer_account_id };
  const currency = stripeCurrency(payment.currency);
  const balance = await stripe().balance.retrieve({}, account);
  const available = balance.available.find((b) => b.currency === currency)?.amount ?? 0;
  // The charge's money may not be available yet: the next sweep tries again.
  if (available < amount) return;
  const payout = await stripe().payouts.create(
    {
      amount,
      currency,
      description: `Session ${payment.booking_id}`,
      metadata: { booking_id: payment.booking_id },
    },
    { ...account, idempotencyKey: `payout-${payment.booking_id}` },
  );
  await inPaymentTransaction({}, async (db) => {
    const fresh = await paymentOfBooking(db, payment.booking_id);
    if (!fresh || fresh.payout_id) return;
    await updatePayment(db, fresh, at, {
      payout_id: payout.id,
      payout_status: payout.status,
      paid_out_at: at.toISOString(),
    });
  });
  await applyPayout(payout.id, payment.booking_id, payout.status);
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
  for (const payment of await duePayouts(at)) {
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
