/**
 * `POST /payments/stripe-webhook`: the signature is checked on the raw body first, with the
 * platform endpoint's secret or the Connect endpoint's; a bad or missing one changes nothing (400).
 * An event seen before changes nothing either (200). Each handler re-reads its object from Stripe
 * and moves the payment only forward, writing the event's id in the same transaction.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { refreshAccount } from "./accounts";
import { settleCheckoutSession } from "./checkout";
import { paymentsEnabled, webhookSecrets } from "./config";
import { settleDispute } from "./disputes";
import { claimEvent, eventSeen, recordOnly } from "./events";
import { type IntentEvent, settleIntent } from "./intents";
import { settlePayout } from "./payouts";
import { describeStripeError, orTryAgain, type Stripe, stripe, stripeErrorCode } from "./stripe";

/** The event, if one of our secrets signed this very body; null otherwise. */
function verify(raw: string, signature: string): Stripe.Event | null {
  for (const secret of webhookSecrets()) {
    try {
      return stripe().webhooks.constructEvent(raw, signature, secret);
    } catch {
      // Not this secret's (or not Stripe's at all): try the other.
    }
  }
  return null;
}

const objectId = (event: Stripe.Event): string | null => {
  const id = (event.data.object as { id?: unknown }).id;
  return typeof id === "string" ? id : null;
};

/** The PaymentIntent a charge event is about. */
const intentOf = (event: Stripe.Event): string | null => {
  const intent = (event.data.object as { payment_intent?: unknown }).payment_intent;
  if (typeof intent === "string") return intent;
  const id = (intent as { id?: unknown } | null)?.id;
  return typeof id === "string" ? id : null;
};

async function dispatch(event: Stripe.Event): Promise<void> {
  const claim = claimEvent(event);
  const id = objectId(event);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.expired":
      if (id) {
        await settleCheckoutSession(id, { claim });
        return;
      }
      break;
    case "payment_intent.payment_failed":
    case "payment_intent.canceled":
      if (id) return settleIntent(id, event.type as IntentEvent, claim);
      break;
    case "charge.refunded": {
      const intent = intentOf(event);
      if (intent) return settleIntent(intent, event.type as IntentEvent, claim);
      break;
    }
    case "charge.dispute.created":
    case "charge.dispute.closed":
      if (id) return settleDispute(id, claim);
      break;
    case "account.updated":
      if (id) return refreshAccount(id, claim);
      break;
    case "payout.paid":
    case "payout.failed":
      if (id) return settlePayout(id, event.account ?? null, claim);
      break;
  }
  await recordOnly(claim);
}

export async function receiveStripeWebhook(req: Request): Promise<{ received: true }> {
  if (!paymentsEnabled()) throw errors.paymentsOff();
  // The signature covers the exact bytes Stripe sent: read them before anything parses them.
  const raw = await req.text();
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw errors.webhookSignatureMissing();
  const event = verify(raw, signature);
  if (!event) throw errors.webhookSignatureInvalid();
  if (await eventSeen(getDb(), event.id)) return { received: true };
  try {
    // Stripe unreachable for the re-read: 503, and Stripe sends the event again later.
    await orTryAgain(() => dispatch(event));
  } catch (error) {
    if (stripeErrorCode(error) !== "resource_missing") throw error;
    // Stripe itself refuses the re-read (an object it does not know): nothing of ours to change.
    console.warn(
      `[payments] event ${event.id} (${event.type}) not applied:`,
      describeStripeError(error),
    );
    await recordOnly(claimEvent(event));
  }
  return { received: true };
}
