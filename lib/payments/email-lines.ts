/** The lines of a booking's usual emails that speak of money, when the booking is paid by card. */
import { FREE_CANCELLATION_HOURS } from "@/lib/bookings/status";
import { dollars } from "./fees";

type PaidRow = {
  total_cents: number;
  seer_name: string;
  payment_fee_cents: number | null;
};

export type MoneyMoment = "requested" | "accepted" | "reminder";

/** The "Total …" line for `role` at `moment`. */
export function paidTotalLine(row: PaidRow, role: "seeker" | "seer", moment: MoneyMoment): string {
  const total = dollars(row.total_cents);
  const net = dollars(row.total_cents - (row.payment_fee_cents ?? 0));
  if (role === "seer") {
    return moment === "requested"
      ? `Total ${total}: the seeker's card is held, and charged when you accept. You receive ${net} after the session (the platform's fee deducted).`
      : `Total ${total}, paid by card: you receive ${net} after the session.`;
  }
  if (moment === "requested") {
    return `Total ${total}, held on your card: it is charged only if ${row.seer_name} accepts.`;
  }
  return moment === "accepted"
    ? `Total ${total}, charged to your card (your receipt comes separately).`
    : `Total ${total}, paid by card.`;
}

/** What the accepted email says of cancelling, when the money was taken. */
export const PAID_CANCELLATION_LINE = `Cancelling is free up to ${FREE_CANCELLATION_HOURS} hours before the start (a full refund); later, the payment is not refunded. The invitation is attached for your calendar.`;

/** A request that ends without a session: the hold on the card goes. */
export const HOLD_RELEASED_LINE = "The hold on your card is released: nothing is charged.";
