"use client";
/**
 * The Radix two-thumb price slider, loaded when a visitor shows they are about to use it
 * (price-range.tsx): Discover's first load does not carry it.
 */
import * as Slider from "@radix-ui/react-slider";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "@/lib/catalog/filters";
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
};

export function PriceSlider({ range, onValueChange, onValueCommit }: Props) {
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
      {THUMB_LABELS.map((label) => (
        <Slider.Thumb key={label} aria-label={label} className={SLIDER_THUMB} />
      ))}
    </Slider.Root>
  );
}
