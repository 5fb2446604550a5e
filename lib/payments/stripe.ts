/**
 * The one Stripe client of the process (the official SDK), pointed at STRIPE_API_BASE when a
 * stand-in plays Stripe, and what its errors mean for us: Stripe unreachable or still at work on
 * the same call (try again later), or Stripe's refusal (a card declined, a state that no longer
 * allows the call).
 */
import "server-only";
import Stripe from "stripe";
import { errors } from "@/lib/api/errors";
import { getConfig } from "@/lib/config";
import { processSingleton } from "@/lib/process-singleton";

function create(): Stripe {
  const config = getConfig();
  if (!config.STRIPE_SECRET_KEY) throw new Error("Stripe is not configured");
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
    // Our own jobs retry what fails; a request a person waits on answers "try again" at once.
    maxNetworkRetries: 0,
    timeout: 15_000,
    telemetry: false,
  });
}

export function stripe(): Stripe {
  return processSingleton("stripe", create);
}

type StripeLikeError = { type?: unknown; statusCode?: unknown; code?: unknown; message?: unknown };

/**
 * Stripe is still making a call with the same idempotency key (409 `idempotency_key_in_use`: two
 * passes, two instances, a double click) or the object is busy with another request (409
 * `lock_timeout`): nothing is decided yet, and the same call asked again later gets the outcome.
 */
export function isStripeInFlight(error: unknown): boolean {
  return (error as StripeLikeError | null)?.statusCode === 409;
}

/** Stripe could not be reached, failed on its side or is still at work: nothing was decided yet, the same call may be retried. */
export function isStripeUnavailable(error: unknown): boolean {
  const e = (error ?? {}) as StripeLikeError;
  if (isStripeInFlight(error)) return true;
  if (e.type === "StripeConnectionError" || e.type === "StripeAPIError") return true;
  if (e.type === "StripeRateLimitError") return true;
  return typeof e.statusCode === "number" && e.statusCode >= 500;
}

/** Stripe answered and refused (a card declined, a PaymentIntent in another state, a bad parameter). */
export function isStripeRefusal(error: unknown): boolean {
  const e = (error ?? {}) as StripeLikeError;
  return typeof e.type === "string" && e.type.startsWith("Stripe") && !isStripeUnavailable(error);
}

/** How long a call waits, in turn, for the same call Stripe is still making (about 3 s in all). */
const IN_FLIGHT_WAITS_MS = [100, 200, 400, 800, 1600];

/**
 * Makes a call that moves money (capture, release, refund, payout, a Checkout's end) under its
 * idempotency key. When Stripe answers that the key's first call is still under way, the call is
 * asked again a moment later, and then gets that first call's own answer (Stripe replays it):
 * a call in flight is never read as a refusal. Still under way after the waits, the 409 is thrown
 * (isStripeUnavailable: the next pass asks again).
 */
export async function moveMoney<T>(call: () => Promise<T>): Promise<T> {
  for (const wait of IN_FLIGHT_WAITS_MS) {
    try {
      return await call();
    } catch (error) {
      if (!isStripeInFlight(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return call();
}

/** Stripe's error code (e.g. `payment_intent_unexpected_state`), if it gave one. */
export const stripeErrorCode = (error: unknown): string | null => {
  const code = (error as StripeLikeError | null)?.code;
  return typeof code === "string" ? code : null;
};

/** A line for our logs: the kind of failure and Stripe's message, never a key or a card detail. */
export function describeStripeError(error: unknown): string {
  const e = (error ?? {}) as StripeLikeError;
  const kind = typeof e.type === "string" ? e.type : "Error";
  const message = typeof e.message === "string" ? e.message : String(error);
  return `${kind}: ${message.replace(/sk_(test|live)_[A-Za-z0-9]+/g, "sk_***")}`;
}

/** Runs what needs Stripe for a person waiting on it: Stripe unreachable becomes "try again" (503). */
export async function orTryAgain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStripeUnavailable(error)) {
      console.warn("[payments] Stripe unreachable:", describeStripeError(error));
      throw errors.paymentsUnavailable();
    }
    throw error;
  }
}

/** Stripe's lower-case currency for ours ("USD" → "usd"). */
export const stripeCurrency = (currency: string) => currency.toLowerCase();

export type { Stripe };
