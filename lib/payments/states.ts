/**
 * A payment's states and the only moves between them, which go forward: awaiting_payment (the
 * Checkout is open) → held (the card is authorized) → paid (captured at acceptance) → paid_out
 * (the Seer's payout made), with the other ends on the way: failed (never paid, or the capture
 * failed), released (the hold cancelled), refunded, partially_refunded, dispute_lost. The only
 * move back to the same state is another partial refund; the only way back at all is a dispute
 * won: `disputed` holds the money (no payout, no refund) until the bank decides, and a win takes
 * the payment back to where it was (`afterDisputeWon`, lib/payments/disputes.ts), a loss to
 * dispute_lost. Each move is written with the state it comes from in WHERE
 * (lib/payments/store.ts), so two writers never both make it.
 */

export const PAYMENT_STATUSES = [
  "awaiting_payment",
  "held",
  "paid",
  "released",
  "refunded",
  "partially_refunded",
  "paid_out",
  "disputed",
  "dispute_lost",
  "failed",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  // Paid late (after the booking expired) goes straight to released once the hold is cancelled.
  awaiting_payment: ["held", "failed", "released"],
  held: ["paid", "released", "failed"],
  // A loss may be the first we hear of a dispute (its opening's event late or lost).
  paid: ["partially_refunded", "refunded", "paid_out", "disputed", "dispute_lost"],
  partially_refunded: ["partially_refunded", "refunded", "paid_out", "disputed", "dispute_lost"],
  paid_out: ["disputed", "dispute_lost"],
  released: [],
  refunded: [],
  // Won: back to where it was, by returnFromDispute (lib/payments/store.ts), never by a move.
  disputed: ["dispute_lost"],
  dispute_lost: [],
  failed: [],
};

/** Where a payment may be when its charge is disputed (and where a dispute won takes it back). */
export const DISPUTABLE: readonly PaymentStatus[] = ["paid", "partially_refunded", "paid_out"];

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

export const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/** Money that was taken and may still be given back (in part or whole). */
export const REFUNDABLE: readonly PaymentStatus[] = ["paid", "partially_refunded"];

/** A payment the Seer has earned something from (their earnings list). */
export const EARNED: readonly PaymentStatus[] = [
  "paid",
  "partially_refunded",
  "refunded",
  "paid_out",
  "disputed",
  "dispute_lost",
];

/** Where refunding `refunded` of `amount` in all takes a payment. */
export const afterRefund = (refunded: number, amount: number): PaymentStatus =>
  refunded >= amount ? "refunded" : "partially_refunded";

/**
 * Where a dispute won takes a payment back to: where it was (`disputed_from`), or further on if
 * its payout's bank said paid or a refund was counted while it was disputed.
 */
export function afterDisputeWon(payment: {
  disputed_from: string | null;
  payout_status: string | null;
  refunded_cents: number;
  amount_cents: number;
}): PaymentStatus {
  if (payment.disputed_from === "paid_out" || payment.payout_status === "paid") return "paid_out";
  if (payment.refunded_cents > 0) return afterRefund(payment.refunded_cents, payment.amount_cents);
  return "paid";
}
