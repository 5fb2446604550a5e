/** Card payments through Stripe Connect (lib/payments): the terms, a booking's Checkout, payouts, earnings, refunds. */
import { declareRoute } from "@/lib/api/contract";
import { bookingPublicSchema } from "@/lib/bookings/schema";
import {
  adminPaymentsQuerySchema,
  adminPaymentsSchema,
  earningsSchema,
  linkSchema,
  paymentsConfigSchema,
  payoutsSchema,
  refundCreateSchema,
  refundHeadersSchema,
  webhookReceivedSchema,
} from "@/lib/payments/schema";
import { idParams } from "./params";

export const paymentRoutes = {
  config: declareRoute({
    method: "GET",
    path: "/payments/config",
    name: "read_payments_config",
    summary: "Whether sessions are paid by card on this site, the platform's fee and the currency",
    tag: "payments",
    auth: "none",
    response: paymentsConfigSchema,
  }),
  list: declareRoute({
    method: "GET",
    path: "/payments/",
    name: "read_payments",
    summary:
      "Every payment (sessions', readings' and event seats', each with its `kind`), newest first, optionally in one status (superusers)",
    tag: "payments",
    auth: "superuser",
    query: adminPaymentsQuerySchema,
    response: adminPaymentsSchema,
  }),
  webhook: declareRoute({
    method: "POST",
    path: "/payments/stripe-webhook",
    name: "receive_stripe_webhook",
    summary:
      "Stripe's events (the platform's and the connected accounts'), signed in the Stripe-Signature header: 400 and nothing changes when it does not verify; an event seen before changes nothing",
    tag: "payments",
    auth: "none",
    response: webhookReceivedSchema,
    errors: [400, 409],
  }),
  checkout: declareRoute({
    method: "POST",
    path: "/bookings/{id}/checkout",
    name: "open_booking_checkout",
    summary: "The seeker's Checkout link again, while the booking awaits payment",
    tag: "payments",
    auth: "user",
    params: idParams,
    response: linkSchema,
    errors: [403, 404, 409],
  }),
  refund: declareRoute({
    method: "POST",
    path: "/bookings/{id}/refund",
    name: "refund_booking",
    summary:
      "Refund a paid booking in whole or in part, with a reason both parties are emailed (superusers); an Idempotency-Key makes sending it again safe",
    tag: "payments",
    auth: "superuser",
    params: idParams,
    headers: refundHeadersSchema,
    body: { json: refundCreateSchema },
    response: bookingPublicSchema,
    errors: [404, 409],
  }),
  payouts: declareRoute({
    method: "GET",
    path: "/users/me/payouts",
    name: "read_payouts",
    summary:
      "Whether your payouts are set up, and what Stripe still asks for (Seers; 409 when payments are off)",
    tag: "payments",
    auth: "seer",
    response: payoutsSchema,
    errors: [409],
  }),
  onboarding: declareRoute({
    method: "POST",
    path: "/users/me/payouts/onboarding",
    name: "start_payouts_onboarding",
    summary:
      "A fresh link to set up your payouts on Stripe (your connected account is made first if needed)",
    tag: "payments",
    auth: "seer",
    response: linkSchema,
    errors: [409],
  }),
  earnings: declareRoute({
    method: "GET",
    path: "/users/me/earnings",
    name: "read_earnings",
    summary:
      "Your paid sessions, readings (with their minutes) and event seats, each with its `kind` (gross, fee, net, refunds, payout), and totals by month of all of them (Seers)",
    tag: "payments",
    auth: "seer",
    response: earningsSchema,
    errors: [409],
  }),
  earningsCsv: declareRoute({
    method: "GET",
    path: "/users/me/earnings.csv",
    name: "read_earnings_csv",
    summary:
      "Your earnings as a CSV file: one line per session, reading or event seat (its kind first), then the totals by month (Seers)",
    tag: "payments",
    auth: "seer",
    response: "csv",
    errors: [409],
  }),
};
