/**
 * A payment's states and the only moves between them, which go forward: awaiting_payment (the
 * Checkout is open) → held (the card is authorized) → paid (captured at acceptance) → paid_out
 * (the Seer's payout made), with the other ends on the way: failed (never paid, or the capture
 * failed), released (the hold cancelled), refunded, partially_refunded, disputed. The only move
 * back to the same state is another partial refund. Each move is written with the state it comes
 * from in WHERE (lib/payments/store.ts), so two writers never both make it.
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
  "failed",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  // Paid late (after the booking expired) goes straight to released once the hold is cancelled.
  awaiting_payment: ["held", "failed", "released"],
  held: ["paid", "released", "failed"],
  paid: ["partially_refunded", "refunded", "paid_out", "disputed"],
  partially_refunded: ["partially_refunded", "refunded", "paid_out", "disputed"],
  paid_out: ["disputed"],
  released: [],
  refunded: [],
  disputed: [],
  failed: [],
};

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
];

/** Where refunding `refunded` of `amount` in all takes a payment. */
export const afterRefund = (refunded: number, amount: number): PaymentStatus =>
  refunded >= amount ? "refunded" : "partially_refunded";
