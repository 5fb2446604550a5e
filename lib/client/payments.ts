/** Card payments as the signed-in area's screens read them: the terms (fee, currency) and the money lines. */
import useSWR from "swr";
import { dollars, feeCents } from "@/lib/payments/fees";
import type { PaymentsTerms } from "@/lib/payments/schema";

export const PAYMENTS_TERMS_KEY = "/api/v1/payments/config";
export const PAYMENTS_OFF: PaymentsTerms = { enabled: false, fee_percent: 15, currency: "USD" };

/** The terms the server rendered the page with (SessionProvider's fallback): no request, no flash. */
export function usePaymentsTerms(): PaymentsTerms {
  const { data } = useSWR<PaymentsTerms>(PAYMENTS_TERMS_KEY, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
  return data ?? PAYMENTS_OFF;
}

/** "$60 an hour: you receive $51 after the 15% fee" (the fee rounded as lib/payments/fees.ts does). */
export function rateAfterFee(hourlyDollars: number, feePercent: number): string {
  const cents = Math.round(hourlyDollars * 100);
  const net = cents - feeCents(cents, feePercent);
  return `${dollars(cents)} an hour: you receive ${dollars(net)} after the ${feePercent}% fee`;
}
