/** `POST /payments/stripe-webhook`: Stripe's events, verified on the raw body (lib/payments/webhook.ts). */
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { receiveStripeWebhook } from "@/lib/payments/webhook";

export const POST = handle(paymentRoutes.webhook, async ({ req }) => receiveStripeWebhook(req));
