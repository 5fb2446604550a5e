/** A row of five stars filled to a rating, with the rating in words for screen readers. */
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

type Props = { value: number; size?: number; className?: string; label?: string };

export function Stars({ value, size = 16, className, label }: Props) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, value - (star - 1)));
        return (
          <span key={star} aria-hidden className="relative inline-block" style={{ width: size }}>
            <Star size={size} className="text-gold-400/35" fill="currentColor" strokeWidth={0} />
            {fill > 0 ? (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star size={size} className="text-gold-400" fill="currentColor" strokeWidth={0} />
              </span>
            ) : null}
          </span>
        );
      })}
      <span className="sr-only">{label ?? `Rated ${value} out of 5`}</span>
    </span>
  );
}
