/**
 * What a Seer receives for a price per minute, in words: after the platform's fee with payments
 * on (rounded as lib/payments/fees.ts does), or paid directly by the seeker with payments off.
 * The dashboard's readings card and the listing editor say it the same way.
 */
import { netCents } from "@/lib/payments/fees";
import type { PaymentsTerms } from "@/lib/payments/schema";
import { perMinuteLabel, readingAmountLabel } from "@/lib/readings/rules";

export function perMinuteAfterFee(cents: number, terms: PaymentsTerms): string {
  if (!terms.enabled)
    return `${perMinuteLabel(cents)}: seekers pay you directly for the minutes used`;
  const net = netCents(cents, terms.fee_percent);
  return `${perMinuteLabel(cents)}: you receive ${readingAmountLabel(net)} a minute after the ${terms.fee_percent}% fee`;
}
