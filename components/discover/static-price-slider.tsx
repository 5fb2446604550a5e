"use client";
/**
 * The price slider as drawn before its Radix code has loaded: the same boxes in the same places
 * (Radix's own geometry), thumbs that are real sliders to assistive technology and already answer
 * the keys. Hovering, touching or focusing it asks for the real one (`onIntent`), which takes its
 * place with nothing moving once keyboard focus has left the stand-in (`onFocusChange`).
 */
import { type FocusEvent, type KeyboardEvent, useRef } from "react";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "@/lib/catalog/filters";
import {
  type Range,
  SLIDER_RANGE,
  SLIDER_ROOT,
  SLIDER_THUMB,
  SLIDER_TRACK,
  THUMB_LABELS,
  THUMB_SIZE,
} from "./slider-look";

const STEP_KEYS: Record<string, number> = {
  ArrowRight: PRICE_STEP,
  ArrowUp: PRICE_STEP,
  ArrowLeft: -PRICE_STEP,
  ArrowDown: -PRICE_STEP,
  PageUp: 10 * PRICE_STEP,
  PageDown: -10 * PRICE_STEP,
};

/** The range after `key` on thumb `index`, as Radix moves it; undefined for other keys. */
export function steppedRange(range: Range, index: 0 | 1, key: string): Range | undefined {
  let value: number;
  if (key === "Home") value = PRICE_MIN;
  else if (key === "End") value = PRICE_MAX;
  else if (key in STEP_KEYS) value = range[index] + (STEP_KEYS[key] ?? 0);
  else return undefined;
  return index === 0
    ? [Math.min(Math.max(value, PRICE_MIN), range[1]), range[1]]
    : [range[0], Math.max(Math.min(value, PRICE_MAX), range[0])];
}

const percent = (value: number) => ((value - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;

/** Radix keeps a thumb inside the track: half a thumb in at 0 %, half a thumb back at 100 %. */
const inBounds = (pct: number) => THUMB_SIZE / 2 - (pct / 50) * (THUMB_SIZE / 2);

type Props = {
  range: Range;
  /** A key moved thumb `index`: show and apply `next`, as the real slider would. */
  onKeyRange: (next: Range) => void;
  /** The visitor is about to use the slider. */
  onIntent: () => void;
  /** Keyboard focus came onto a thumb (true) or left both thumbs, or a pointer came down (false). */
  onFocusChange: (focused: boolean) => void;
};

export function StaticPriceSlider({ range, onKeyRange, onIntent, onFocusChange }: Props) {
  const [low, high] = [percent(range[0]), percent(range[1])];
  function keyDown(index: 0 | 1, event: KeyboardEvent) {
    const next = steppedRange(range, index, event.key);
    if (!next) return;
    event.preventDefault();
    onKeyRange(next);
  }
  // A press focuses the thumb it lands on: that focus is the pointer's, not the keyboard's.
  const pressing = useRef(false);
  function focused() {
    onIntent();
    if (!pressing.current) onFocusChange(true);
  }
  function blurred(event: FocusEvent) {
    // Tabbing from one thumb to the other keeps the stand-in: the keys keep working throughout.
    const to = event.relatedTarget;
    if (!(to instanceof Element && to.hasAttribute("data-static-thumb"))) onFocusChange(false);
  }
  function pointerDown() {
    pressing.current = true;
    setTimeout(() => {
      pressing.current = false;
    });
    onIntent();
    onFocusChange(false); // a drag needs the real slider
  }
  return (
    <span
      className={SLIDER_ROOT}
      onPointerEnter={onIntent}
      onPointerMove={onIntent}
      onPointerDown={pointerDown}
      onTouchStart={onIntent}
    >
      <span className={SLIDER_TRACK}>
        <span className={SLIDER_RANGE} style={{ left: `${low}%`, right: `${100 - high}%` }} />
      </span>
      {THUMB_LABELS.map((label, index) => {
        const pct = index === 0 ? low : high;
        return (
          <span
            key={label}
            style={{
              position: "absolute",
              transform: "translateX(-50%)",
              left: `calc(${pct}% + ${inBounds(pct)}px)`,
            }}
          >
            <span
              role="slider"
              tabIndex={0}
              aria-label={label}
              aria-valuemin={PRICE_MIN}
              aria-valuemax={PRICE_MAX}
              aria-valuenow={range[index]}
              aria-orientation="horizontal"
              className={SLIDER_THUMB}
              data-static-thumb={index}
              onFocus={focused}
              onBlur={blurred}
              onKeyDown={(event) => keyDown(index as 0 | 1, event)}
            />
          </span>
        );
      })}
    </span>
  );
}
