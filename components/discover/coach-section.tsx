/** A titled grid of coach cards ("Featured Coaches", "Available Coaches"). */
import { CoachCard } from "@/components/coaches/coach-card";
import type { CoachCardData } from "@/lib/catalog/cards";

type Props = {
  id: string;
  title: string;
  text: string;
  cards: CoachCardData[];
};

/*
 * No card picture is fetched eagerly: the page banner above is Discover's largest paint, and
 * pictures near the viewport load at once anyway, after what the first paint needs.
 */

export function CoachSection({ id, title, text, cards }: Props) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="font-serif text-2xl font-semibold text-ink sm:text-3xl">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">{text}</p>
      </div>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.coach.slug}>
            <CoachCard {...card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
