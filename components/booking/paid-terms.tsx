/**
 * The terms of a session paid by card (lib/payments), rendered by the server beside the booking
 * panel, so that the coach's page carries no more script for them: the card is held, then charged;
 * a late cancellation is not refunded. They replace the panel's own terms (booking-terms.tsx).
 */
import { Banknote, CalendarX2, Hourglass } from "lucide-react";
import {
  EXPIRY_BEFORE_START_HOURS,
  FREE_CANCELLATION_HOURS,
  REQUEST_TTL_HOURS,
} from "./booking-rules";

export function PaidTerms({ firstName }: { firstName: string }) {
  const items = [
    {
      icon: Banknote,
      text: `You pay by card on Stripe's secure page when you book: the amount is held, and charged only when ${firstName} accepts.`,
    },
    {
      icon: CalendarX2,
      text: `Cancelling is free up to ${FREE_CANCELLATION_HOURS} hours before the start (a full refund). Later than that, the payment is not refunded.`,
    },
    {
      icon: Hourglass,
      text: `${firstName} has ${REQUEST_TTL_HOURS} hours to accept (and until ${EXPIRY_BEFORE_START_HOURS} hour before the start at the latest); an unanswered request expires and the hold on your card is released.`,
    },
  ];
  return (
    <ul aria-label="Terms" className="flex flex-col gap-2 text-sm text-ink-muted">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex gap-2.5">
          <Icon aria-hidden size={18} className="mt-0.5 shrink-0 text-accent" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
