/**
 * A row of five stars filled to a rating, with the rating in words for screen readers.
 *
 * Drawn as one box (`.stars` in app/globals.css): a gold gradient cut out by a repeating star
 * mask. A card list shows dozens of these rows; one element each, rather than up to fifteen SVG
 * parts, keeps the pages' HTML, RSC payload and hydration light.
 */
import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";

/** The space between two stars, in pixels (as `.stars` draws them). */
const GAP = 2;

type Props = { value: number; size?: number; className?: string; label?: string };

export function Stars({ value, size = 16, className, label }: Props) {
  const rating = Math.max(0, Math.min(5, value));
  const whole = Math.floor(rating);
  // Whole stars with the gap after each, then the part of the next star.
  const filled = whole * (size + GAP) + (rating - whole) * size;
  const box = { "--star": `${size}px`, "--filled": `${filled}px` } as CSSProperties;
  return (
    <span className={cn("inline-flex items-center", className)}>
      <span aria-hidden className="stars" style={box} />
      <span className="sr-only">{label ?? `Rated ${value} out of 5`}</span>
    </span>
  );
}
