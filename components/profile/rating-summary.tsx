/**
 * Average rating, how many ratings, and the distribution by star as bars with their text; a coach
 * nobody has rated yet is "New", without a 0.0 and five empty bars.
 */

import { NewBadge } from "@/components/coaches/new-badge";
import { Stars } from "@/components/ui/stars";
import type { RatingBreakdown } from "@/lib/catalog/types";

type Props = { average: number; ratingCount: number; distribution: RatingBreakdown };

function ratingPercents(distribution: RatingBreakdown, total: number) {
  return ([5, 4, 3, 2, 1] as const).map((star) => ({
    star,
    percent: total ? Math.round((distribution[star] / total) * 100) : 0,
  }));
}

export function RatingSummary({ average, ratingCount, distribution }: Props) {
  if (ratingCount === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6">
        <NewBadge />
        <p className="font-serif text-2xl font-semibold text-ink">No ratings yet</p>
        <p className="text-sm text-ink-muted">
          Ratings come from seekers after a session with this coach.
        </p>
      </div>
    );
  }
  const rows = ratingPercents(distribution, ratingCount);
  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-6">
      <div className="flex items-center gap-4">
        <p className="font-serif text-5xl font-semibold text-ink" aria-hidden>
          {average.toFixed(1)}
        </p>
        <div className="flex flex-col gap-1">
          <Stars
            value={average}
            size={20}
            label={`Average rating ${average.toFixed(1)} out of 5`}
          />
          <p className="text-sm text-ink-muted">
            {ratingCount} {ratingCount === 1 ? "rating" : "ratings"} in total
          </p>
        </div>
      </div>
      <ul aria-label="Rating distribution" className="flex flex-col gap-2.5">
        {rows.map(({ star, percent }) => (
          <li key={star} className="flex items-center gap-3 text-sm">
            <span className="w-14 shrink-0 text-ink">
              {star} {star === 1 ? "star" : "stars"}
            </span>
            <span aria-hidden className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted">
              <span
                className="block h-full rounded-full bg-gold-400"
                style={{ width: `${percent}%` }}
              />
            </span>
            <span className="w-10 shrink-0 text-right text-ink-muted tabular-nums">{percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
