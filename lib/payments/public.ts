/** A booking's payment as its reader sees it: the amounts for all, the fee and net for the Seer and admins. */
import { readTimestamp } from "@/lib/db/values";
import type { BookingPayment } from "./schema";
import { isPaymentStatus } from "./states";

/** The payment's columns as lib/bookings/rows.ts joins them to a booking (null: no payment). */
export type PaymentColumns = {
  payment_id: string | null;
  payment_status: string | null;
  payment_amount_cents: number | null;
  payment_fee_cents: number | null;
  payment_currency: string | null;
  payment_refunded_cents: number | null;
  payment_checkout_url: string | null;
  payment_pay_by: Date | string | null;
};

/** `viewer`: the booking's seeker, its Seer, or null for an admin looking on. */
export function bookingPaymentFor(
  row: PaymentColumns,
  viewer: "seeker" | "seer" | null,
): BookingPayment | null {
  if (row.payment_id === null || row.payment_status === null) return null;
  const status = isPaymentStatus(row.payment_status) ? row.payment_status : "failed";
  const amount = row.payment_amount_cents ?? 0;
  const fee = row.payment_fee_cents ?? 0;
  return {
    status,
    amount_cents: amount,
    currency: row.payment_currency ?? "USD",
    refunded_cents: row.payment_refunded_cents ?? 0,
    ...(viewer === "seeker" ? {} : { fee_cents: fee, net_cents: amount - fee }),
    checkout_url:
      viewer === "seeker" && status === "awaiting_payment" ? row.payment_checkout_url : null,
    pay_by: readTimestamp(row.payment_pay_by ?? new Date(0)),
  };
}
