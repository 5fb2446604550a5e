/**
 * The terms of a session paid by card (lib/payments), rendered by the server beside the booking
 * panel, so that the coach's page carries no more script for them: the card is held, then charged;
 * a late cancellation is not refunded. They replace the panel's own terms (booking-terms.tsx).
 */
import { TermsList } from "./terms-list";

export function PaidTerms({ firstName }: { firstName: string }) {
  return (
    <TermsList
      firstName={firstName}
      payment={`You pay by card on Stripe's secure page when you book: the amount is held, and charged only when ${firstName} accepts.`}
      lateCancellation=" (a full refund). Later than that, the payment is not refunded."
      unanswered="the hold on your card is released."
    />
  );
}
