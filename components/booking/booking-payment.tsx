/**
 * A booking's card payment, in a line for its reader: what was held, charged or refunded, and (the
 * Seer's) what reaches them after the fee; a seeker whose booking waits for payment gets the link.
 */
import { buttonClasses } from "@/components/ui/button";
import { type Booking, money, type Side } from "./booking-types";

function line(booking: Booking, side: Side): string | null {
  const payment = booking.payment;
  if (!payment) return null;
  const total = money(payment.amount_cents, payment.currency);
  const refunded = money(payment.refunded_cents, payment.currency);
  const yours =
    side === "seer" && payment.net_cents !== undefined
      ? ` You receive ${money(payment.net_cents, payment.currency)} after the platform's fee.`
      : "";
  switch (payment.status) {
    case "awaiting_payment":
      return `${total} to pay by card: the time is held for you until the payment is made.`;
    case "held":
      return `${total} held on the card, charged only if the Seer accepts.${yours}`;
    case "paid":
      return `${total} paid by card.${yours}`;
    case "paid_out":
      return `${total} paid by card, and paid out to the Seer.`;
    case "partially_refunded":
      return `${total} paid by card; ${refunded} refunded.`;
    case "refunded":
      return `${total} paid by card, refunded in full.`;
    case "released":
      return `The hold of ${total} on the card was released: nothing was charged.`;
    case "disputed":
      return `${total} paid by card; the payment is disputed.`;
    case "dispute_lost":
      return `${total} paid by card; after a dispute, the card's bank gave it back.`;
    case "failed":
      return "The card payment did not go through: nothing was charged.";
  }
}

export function BookingPayment({ booking, side }: { booking: Booking; side: Side }) {
  const text = line(booking, side);
  if (!text) return null;
  const checkout = booking.payment?.checkout_url;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-sm text-ink">
      <p className="min-w-0 flex-1">{text}</p>
      {checkout && booking.status === "awaiting_payment" ? (
        <a href={checkout} className={buttonClasses("primary")}>
          Pay now
        </a>
      ) : null}
    </div>
  );
}
