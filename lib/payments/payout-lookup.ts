/**
 * What a payout pass (sessions' and events' alike) reads from the connected account before it
 * pays: the money available now, and a payout begun earlier whose outcome never reached us (its
 * answer or its write lost), found among the newest payouts by what its metadata names, so it is
 * recorded rather than made again (Stripe forgets an idempotency key after 24 hours).
 */
import "server-only";
import { type Stripe, stripe, stripeCurrency } from "./stripe";

/** The account's balance available now in `currency` (ours, "USD"), in cents. */
export async function availableCents(account: string, currency: string): Promise<number> {
  const balance = await stripe().balance.retrieve({}, { stripeAccount: account });
  return balance.available.find((b) => b.currency === stripeCurrency(currency))?.amount ?? 0;
}

/** How many of the account's newest payouts are looked through: ours is among the last made. */
const LOOK_BACK = 100;

export async function findPayout(
  account: string,
  metadata: { booking_id: string } | { event_id: string },
): Promise<Stripe.Payout | null> {
  const [key, value] = Object.entries(metadata)[0] ?? [];
  if (!key) return null;
  let seen = 0;
  for await (const payout of stripe().payouts.list(
    { limit: LOOK_BACK },
    { stripeAccount: account },
  )) {
    if (payout.metadata?.[key] === value) return payout;
    seen++;
    if (seen >= LOOK_BACK) break;
  }
  return null;
}
