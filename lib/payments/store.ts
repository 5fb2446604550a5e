/**
 * Payment rows: found by what Stripe's objects name (booking, session, PaymentIntent), and moved
 * only forward (a dispute won aside), each move guarded by the state it comes from (two writers
 * never both make it).
 */
import "server-only";
import type { Db } from "@/lib/db/client";
import type { PaymentRow } from "@/lib/db/schema";
import { afterDisputeWon, canMove, isPaymentStatus, type PaymentStatus } from "./states";

type PaymentChanges = Partial<
  Pick<
    PaymentRow,
    | "payment_intent_id"
    | "pending"
    | "refunded_cents"
    | "payout_id"
    | "payout_status"
    | "failure_reason"
    | "dispute_id"
    | "dispute_status"
    | "disputed_from"
  >
> & { paid_out_at?: string | null; paid_at?: string | null; payout_started_at?: string | null };

export const paymentStatusOf = (row: Pick<PaymentRow, "status">): PaymentStatus =>
  isPaymentStatus(row.status) ? row.status : "failed";

export function paymentOfBooking(db: Db, bookingId: string) {
  return db
    .selectFrom("payment")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
}

export function paymentOfSession(db: Db, sessionId: string) {
  return db
    .selectFrom("payment")
    .selectAll()
    .where("checkout_session_id", "=", sessionId)
    .executeTakeFirst();
}

export function paymentOfIntent(db: Db, intentId: string) {
  return db
    .selectFrom("payment")
    .selectAll()
    .where("payment_intent_id", "=", intentId)
    .executeTakeFirst();
}

/**
 * Moves `payment` to `to` with `changes`, if the rules allow it and it is still where it was read;
 * the row after the move, or null (not allowed, or another writer moved it first).
 */
export async function movePayment(
  db: Db,
  payment: PaymentRow,
  to: PaymentStatus,
  at: Date,
  changes: PaymentChanges = {},
): Promise<PaymentRow | null> {
  const from = paymentStatusOf(payment);
  if (!canMove(from, to)) return null;
  const moved = await db
    .updateTable("payment")
    .set({ ...changes, status: to, updated_at: at.toISOString() })
    .where("id", "=", payment.id)
    .where("status", "=", from)
    .returningAll()
    .executeTakeFirst();
  return moved ?? null;
}

/**
 * A dispute won: `payment` goes from `disputed` back to where it was (states.ts afterDisputeWon),
 * if it is still disputed; the row after, or null.
 */
export async function returnFromDispute(
  db: Db,
  payment: PaymentRow,
  at: Date,
  changes: PaymentChanges = {},
): Promise<PaymentRow | null> {
  const moved = await db
    .updateTable("payment")
    .set({ ...changes, status: afterDisputeWon(payment), updated_at: at.toISOString() })
    .where("id", "=", payment.id)
    .where("status", "=", "disputed")
    .returningAll()
    .executeTakeFirst();
  return moved ?? null;
}

/** Changes that are not a move (what is still to be done at Stripe, a failure's words). */
export async function updatePayment(
  db: Db,
  payment: PaymentRow,
  at: Date,
  changes: PaymentChanges,
): Promise<void> {
  await db
    .updateTable("payment")
    .set({ ...changes, updated_at: at.toISOString() })
    .where("id", "=", payment.id)
    .execute();
}
