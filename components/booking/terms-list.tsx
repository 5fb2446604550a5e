/**
 * The terms a seeker books under, one line each: how they pay, cancelling, an unanswered request.
 * The free terms (booking-terms.tsx, in the panel's script) and the card terms (paid-terms.tsx,
 * server-rendered) share the list and the rules; each says only what differs.
 */
import { Banknote, CalendarX2, Hourglass } from "lucide-react";
import {
  EXPIRY_BEFORE_START_HOURS,
  FREE_CANCELLATION_HOURS,
  REQUEST_TTL_HOURS,
} from "./booking-rules";

type Props = {
  firstName: string;
  /** How the seeker pays. */
  payment: string;
  /** What follows "Cancelling is free up to 24 hours before the start". */
  lateCancellation: string;
  /** What follows "an unanswered request expires and". */
  unanswered: string;
};

export function TermsList({ firstName, payment, lateCancellation, unanswered }: Props) {
  const terms = [
    { icon: Banknote, text: payment },
    {
      icon: CalendarX2,
      text: `Cancelling is free up to ${FREE_CANCELLATION_HOURS} hours before the start${lateCancellation}`,
    },
    {
      icon: Hourglass,
      text: `${firstName} has ${REQUEST_TTL_HOURS} hours to accept (and until ${EXPIRY_BEFORE_START_HOURS} hour before the start at the latest); an unanswered request expires and ${unanswered}`,
    },
  ];
  return (
    <ul aria-label="Terms" className="flex flex-col gap-2 text-sm text-ink-muted">
      {terms.map(({ icon: Icon, text }) => (
        <li key={text} className="flex gap-2.5">
          <Icon aria-hidden size={18} className="mt-0.5 shrink-0 text-accent" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
