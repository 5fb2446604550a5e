/**
 * The platform's fee and the Seer's share, in whole cents, computed one way everywhere: the fee is
 * the amount times the percentage, rounded to the nearest cent (half up); the Seer gets the rest.
 * A refund gives back the fee's share of it (rounded the same way), so the Seer loses the rest.
 */

/** The percentage in hundredths (15 → 1500; 12.5 → 1250), so the arithmetic stays in integers. */
const basisPoints = (percent: number) => Math.round(percent * 100);

export function feeCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * basisPoints(percent)) / 10_000);
}

export function netCents(amountCents: number, percent: number): number {
  return amountCents - feeCents(amountCents, percent);
}

/** The part of a refund that comes out of the platform's fee (Stripe's refund_application_fee). */
export function feeRefundCents(refundCents: number, amountCents: number, fee: number): number {
  if (amountCents <= 0) return 0;
  return Math.round((refundCents * fee) / amountCents);
}

/** What the Seer still receives once these refunds are made: the net, less their share of each. */
export function payoutCents(
  payment: { amount_cents: number; fee_cents: number },
  refunds: readonly { amount_cents: number; fee_refunded_cents: number }[],
): number {
  const net = payment.amount_cents - payment.fee_cents;
  const lost = refunds.reduce((sum, r) => sum + r.amount_cents - r.fee_refunded_cents, 0);
  return Math.max(0, net - lost);
}

/** "$60", "$51.50": how emails and the CSV's readers see an amount. */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2).replace(/\.00$/, "")}`;
}
