/** What a seeker agrees to before sending a request: payment at the session, cancellation, expiry. */
import { Banknote, CalendarX2, Hourglass } from "lucide-react";
import {
  EXPIRY_BEFORE_START_HOURS,
  FREE_CANCELLATION_HOURS,
  REQUEST_TTL_HOURS,
} from "./booking-rules";

export function BookingTerms({ firstName }: { firstName: string }) {
  const items = [
    {
      icon: Banknote,
      text: `You pay ${firstName} at the session. Nothing is charged on this site.`,
    },
    {
      icon: CalendarX2,
      text: `Cancelling is free up to ${FREE_CANCELLATION_HOURS} hours before the start. Later than that, ${firstName} may ask you to pay for the session.`,
    },
    {
      icon: Hourglass,
      text: `${firstName} has ${REQUEST_TTL_HOURS} hours to accept (and until ${EXPIRY_BEFORE_START_HOURS} hour before the start at the latest); an unanswered request expires and you owe nothing.`,
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
