/**
 * The payments job (every PAYMENTS_RECONCILE_SECONDS, 5 minutes by default): every payment left in
 * a waiting state by a lost webhook or an unreachable Stripe is re-read and settled: a Checkout
 * paid or expired, a hold to release, a Checkout to end, a refund to make, a dispute's end.
 */
import "server-only";
import { getDb } from "@/lib/db/client";
import { settleCheckoutSession } from "./checkout";
import { paymentsEnabled } from "./config";
import { reconcileDisputes } from "./disputes";
import { settlePayout } from "./payouts";
import { settlePendingFor } from "./pending";
import { reconcileSeats } from "./seat-payments";
import { describeStripeError } from "./stripe";

async function waitingBookings(): Promise<{ bookingId: string; sessionId: string | null }[]> {
  const db = getDb();
  const payments = await db
    .selectFrom("payment")
    .select(["booking_id", "checkout_session_id", "status", "pending"])
    .where((eb) => eb.or([eb("status", "=", "awaiting_payment"), eb("pending", "is not", null)]))
    .execute();
  const refunds = await db
    .selectFrom("payment_refund")
    .innerJoin("payment", "payment.id", "payment_refund.payment_id")
    .select("payment.booking_id")
    .where("payment_refund.status", "=", "pending")
    .execute();
  const waiting = new Map<string, string | null>();
  for (const p of payments) {
    // A Checkout still open is re-read; one the booking no longer needs is ended (settlePendingFor).
    waiting.set(
      p.booking_id,
      p.status === "awaiting_payment" && !p.pending ? p.checkout_session_id : null,
    );
  }
  for (const r of refunds) if (!waiting.has(r.booking_id)) waiting.set(r.booking_id, null);
  return [...waiting].map(([bookingId, sessionId]) => ({ bookingId, sessionId }));
}

/** One pass; throws (for the runner to log once) when some payment still waits for Stripe. */
export async function runPaymentsReconcile(): Promise<number> {
  if (!paymentsEnabled()) return 0;
  let failed = 0;
  let last = "";
  const waiting = await waitingBookings();
  for (const { bookingId, sessionId } of waiting) {
    try {
      if (sessionId) await settleCheckoutSession(sessionId);
      await settlePendingFor(bookingId);
    } catch (error) {
      failed++;
      last = describeStripeError(error);
    }
  }
  // Event seats: Checkouts still open, refunds still owed.
  const seats = await reconcileSeats();
  failed += seats.failed;
  if (seats.failed > 0) last = seats.last;
  // Disputes still open: re-read, in case the event of their close was lost.
  const disputes = await reconcileDisputes();
  failed += disputes.failed;
  if (disputes.failed > 0) last = disputes.last;
  // Payouts the bank has not answered yet (their webhook may be lost).
  const payouts = await getDb()
    .selectFrom("payment")
    .select(["payout_id", "seer_account_id"])
    .where("payout_status", "in", ["pending", "in_transit"])
    .execute();
  for (const payout of payouts) {
    try {
      if (payout.payout_id) await settlePayout(payout.payout_id, payout.seer_account_id);
    } catch (error) {
      failed++;
      last = describeStripeError(error);
    }
  }
  if (failed > 0) throw new Error(`${failed} payment(s) wait for Stripe (${last})`);
  return waiting.length + seats.count + disputes.count + payouts.length;
}

/** After many changes at once (an account that closed): a pass now, without waiting for it. */
export function settleAllPaymentsSoon(): void {
  if (!paymentsEnabled()) return;
  runPaymentsReconcile().catch((error: unknown) => {
    console.warn("[payments] the payments job will retry:", describeStripeError(error));
  });
}
