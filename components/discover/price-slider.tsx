"use client";
/**
 * The Radix two-thumb price slider, loaded when a visitor shows they are about to use it
 * (price-range.tsx): Discover's first load does not carry it.
 */
import * as Slider from "@radix-ui/react-slider";
import { useEffect, useRef } from "react";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "@/lib/coaches/filters";
import {
  type Range,
  SLIDER_RANGE,
  SLIDER_ROOT,
  SLIDER_THUMB,
  SLIDER_TRACK,
  THUMB_LABELS,
} from "./slider-look";

type Props = {
  range: Range;
  onValueChange: (range: Range) => void;
  onValueCommit: (range: Range) => void;
  /** The thumb the stand-in had keyboard focus on: it keeps it. */
  focusThumb?: 0 | 1;
};

export function PriceSlider({ range, onValueChange, onValueCommit, focusThumb }: Props) {
  const thumbs = useRef<(HTMLSpanElement | null)[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the slider replaces its stand-in
  useEffect(() => {
    if (focusThumb === undefined) return;
    // Radix shows a thumb once its collection has measured it (a frame or two after mount):
    // focus it as soon as it can take focus.
    let frames = 0;
    let request = requestAnimationFrame(function tryFocus() {
      const thumb = thumbs.current[focusThumb];
      thumb?.focus();
      if (document.activeElement !== thumb && ++frames < 30)
        request = requestAnimationFrame(tryFocus);
    });
    return () => cancelAnimationFrame(request);
  }, []);
  const asRange = (value: number[]): Range => [value[0] ?? range[0], value[1] ?? range[1]];
  return (
    <Slider.Root
      min={PRICE_MIN}
      max={PRICE_MAX}
      step={PRICE_STEP}
      minStepsBetweenThumbs={0}
      value={range}
      onValueChange={(value) => onValueChange(asRange(value))}
      onValueCommit={(value) => onValueCommit(asRange(value))}
      className={SLIDER_ROOT}
    >
      <Slider.Track className={SLIDER_TRACK}>
        <Slider.Range className={SLIDER_RANGE} />
      </Slider.Track>
      {THUMB_LABELS.map((label, index) => (
        <Slider.Thumb
          key={label}
          ref={(element) => {
            thumbs.current[index] = element;
          }}
          aria-label={label}
          className={SLIDER_THUMB}
        />
      ))}
    </Slider.Root>
  );
}
