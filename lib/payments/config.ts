/** Whether card payments are on (both Stripe secrets set) and on what terms: read from lib/config. */
import "server-only";
import { getConfig } from "@/lib/config";
import type { PaymentsTerms } from "./schema";

/** Bookings are in dollars (booking.currency); Stripe spells currencies in lower case. */
export const CURRENCY = "USD";

export type PaymentsConfig = {
  enabled: boolean;
  feePercent: number;
  currency: typeof CURRENCY;
};

export function paymentsConfig(): PaymentsConfig {
  const config = getConfig();
  return {
    enabled: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET),
    feePercent: config.PLATFORM_FEE_PERCENT,
    currency: CURRENCY,
  };
}

export const paymentsEnabled = (): boolean => paymentsConfig().enabled;

/** What anyone may know of them (`GET /payments/config`, and the signed-in area's screens). */
export function paymentsTerms(): PaymentsTerms {
  const { enabled, feePercent, currency } = paymentsConfig();
  return { enabled, fee_percent: feePercent, currency };
}

/** The secrets a webhook may be signed with: the platform endpoint's, and the Connect endpoint's. */
export function webhookSecrets(): string[] {
  const config = getConfig();
  return [config.STRIPE_WEBHOOK_SECRET, config.STRIPE_CONNECT_WEBHOOK_SECRET].filter(
    (secret): secret is string => Boolean(secret),
  );
}
