/** A coach's rating on a card: stars, average and how many ratings; "New" while there are none. */
import { Stars } from "@/components/ui/stars";
import type { CardRating } from "@/lib/reviews/ratings";
import { NewBadge } from "./new-badge";

export function CoachRating({ rating }: { rating: CardRating }) {
  if (rating.count === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <NewBadge />
        No reviews yet
      </p>
    );
  }
  const average = rating.average.toFixed(1);
  const ratings = `${rating.count} ${rating.count === 1 ? "rating" : "ratings"}`;
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <Stars value={rating.average} label={`Rated ${average} out of 5 from ${ratings}`} />
      <span aria-hidden>
        <span className="font-semibold text-ink">{average}</span> ({rating.count})
      </span>
    </p>
  );
}
