/**
 * What a seeker agrees to before Connect: how the minutes are counted and what is held, in plain
 * words. With payments off, the seeker pays the Seer directly, as for booked sessions.
 */
import { Banknote, Clock, ShieldCheck } from "lucide-react";

type Props = { firstName: string; paidByCard: boolean; maxLabel: string };

export function ConnectTerms({ firstName, paidByCard, maxLabel }: Props) {
  const terms = [
    {
      icon: Clock,
      text: "Billed per started minute, from the moment both of you are in the room.",
    },
    {
      icon: ShieldCheck,
      text: `Never more than the maximum you choose (${maxLabel}): the reading ends there.`,
    },
    {
      icon: Banknote,
      text: paidByCard
        ? "You pay by card on Stripe's secure page: the maximum is held, only the minutes used are charged and the rest is released. If nobody answers, nothing is charged."
        : `You pay ${firstName} directly for the minutes used. Nothing is charged on this site.`,
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
