/** Payment payloads: a booking's payment, the Seer's payouts and earnings, the admins' list and refunds. */
import { z } from "zod";
import { paginationSchema } from "@/lib/validation/pagination";
import { PAYMENT_STATUSES } from "./states";

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/**
 * A booking's card payment (null when the booking has none: payments off). The fee and the Seer's
 * net are for the Seer and admins only; the checkout link is the seeker's while it waits.
 */
export const bookingPaymentSchema = z.object({
  status: paymentStatusSchema,
  amount_cents: z.number(),
  currency: z.string(),
  refunded_cents: z.number(),
  fee_cents: z.number().optional(),
  net_cents: z.number().optional(),
  checkout_url: z.string().nullable(),
  /** When the Checkout expires: unpaid by then, the booking expires. */
  pay_by: z.string(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const paymentsConfigSchema = z.object({
  enabled: z.boolean(),
  fee_percent: z.number(),
  currency: z.string(),
});
export type PaymentsTerms = z.infer<typeof paymentsConfigSchema>;

export const PAYOUT_STATUSES = ["not_started", "pending", "enabled", "restricted"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutsSchema = z.object({
  status: z.enum(PAYOUT_STATUSES),
  /** What Stripe still asks the Seer for (its field names), empty once enabled. */
  requirements: z.array(z.string()),
});

export const linkSchema = z.object({ url: z.string() });

export const refundCreateSchema = z.object({
  /** Left out: whatever of the payment has not been refunded yet. */
  amount_cents: z.int().min(1).optional(),
  reason: z.string().trim().min(1).max(500),
});

/**
 * The admin's form sends a fresh key per refund it asks for, and the same key again when it sends
 * that one again: a key seen before answers as it did the first time (for a day).
 */
export const refundHeadersSchema = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      "One per refund asked for (e.g. a UUID), scoped to you and the booking: the same key again answers as the first time did, for 24 hours; with another body it is a 422",
    ),
});

/** What a line of money was for: a booked session, a reading billed by the minute, or a seat at an event. */
export const INCOME_KINDS = ["session", "reading", "event_seat"] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** The line's kind, its minutes (a reading's, null otherwise) and its event (an event seat's, null otherwise). */
const incomeKindFields = {
  kind: z.enum(INCOME_KINDS),
  /** The minutes billed for a reading; null for any other kind (and for a reading not yet ended). */
  minutes: z.number().nullable(),
  /** The event a seat was for; null for a session or a reading. */
  event: z.object({ slug: z.string(), title: z.string() }).nullable(),
};

const earningSchema = z.object({
  /** The payment's id (an event seat's own id: a seat is its payment). */
  id: z.string(),
  ...incomeKindFields,
  /** The session or reading paid for; null for an event seat (see `event`). */
  booking_id: z.string().nullable(),
  start: z.string(),
  seeker_name: z.string(),
  status: paymentStatusSchema,
  gross_cents: z.number(),
  fee_cents: z.number(),
  net_cents: z.number(),
  refunded_cents: z.number(),
  /** What the Seer receives (the net less their share of refunds): paid out or still to be. */
  payout_cents: z.number(),
  paid_out_at: z.string().nullable(),
});
export type Earning = z.infer<typeof earningSchema>;

const monthTotalSchema = z.object({
  /** "2027-03", by the start of the session, reading or event (UTC); every kind together. */
  month: z.string(),
  gross_cents: z.number(),
  fee_cents: z.number(),
  net_cents: z.number(),
  refunded_cents: z.number(),
  payout_cents: z.number(),
});
export type MonthTotal = z.infer<typeof monthTotalSchema>;

export const earningsSchema = z.object({
  currency: z.string(),
  fee_percent: z.number(),
  data: z.array(earningSchema),
  months: z.array(monthTotalSchema),
});

export const adminPaymentSchema = z.object({
  id: z.string(),
  ...incomeKindFields,
  /** The session or reading paid for (refunded through it); null for an event seat (see `event`). */
  booking_id: z.string().nullable(),
  status: paymentStatusSchema,
  amount_cents: z.number(),
  fee_cents: z.number(),
  net_cents: z.number(),
  refunded_cents: z.number(),
  currency: z.string(),
  seer_name: z.string(),
  seeker_name: z.string(),
  start: z.string(),
  payment_intent_id: z.string().nullable(),
  paid_out_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsSchema = z.object({
  data: z.array(adminPaymentSchema),
  count: z.number(),
});

export const adminPaymentsQuerySchema = paginationSchema.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), paymentStatusSchema.optional()),
});

export const webhookReceivedSchema = z.object({ received: z.literal(true) });
