/**
 * What the price slider looks like, shared by the Radix slider (price-slider.tsx) and the stand-in
 * drawn until its code has loaded (static-price-slider.tsx), so the swap changes nothing on screen.
 */
export const SLIDER_ROOT = "relative mx-2 flex h-8 touch-none select-none items-center";
export const SLIDER_TRACK = "relative h-1.5 grow overflow-hidden rounded-full bg-muted";
export const SLIDER_RANGE = "absolute h-full rounded-full bg-brand-600";
export const SLIDER_THUMB =
  "block size-6 rounded-full border-2 border-brand-600 bg-surface shadow-md transition-transform hover:scale-110";
/** The thumb's width in pixels (size-6): Radix keeps a thumb inside the track by this much. */
export const THUMB_SIZE = 24;
export const THUMB_LABELS = ["Minimum price", "Maximum price"] as const;

export type Range = [number, number];
