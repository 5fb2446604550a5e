"use client";
/**
 * Price Range: a two-thumb Radix slider kept in step with the Min and Max inputs. Nothing reaches
 * the URL while a thumb moves; a released thumb, a blurred input or Enter applies the range.
 * The inputs sit in a GET form, so Enter filters even before JavaScript has loaded.
 *
 * The Radix slider (12 KB of JavaScript) loads when the visitor is about to use it: a hover, a
 * touch or keyboard focus on its stand-in, which looks the same and already answers the keys; in
 * the phone's Filters dialog, as soon as the dialog opens. It replaces the stand-in once keyboard
 * focus is elsewhere (use-load-on-intent.ts).
 */
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLoadOnIntent } from "@/components/ui/use-load-on-intent";
import {
  type CatalogFilters,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  sliderPrice,
  snapPrice,
} from "@/lib/catalog/filters";
import { DISCOVER_PATH, discoverHref, hiddenFields } from "./discover-url";
import type { Range } from "./slider-look";
import { StaticPriceSlider } from "./static-price-slider";

const COMMIT_PAUSE_MS = 350;

type Props = {
  /** The range on show: the URL's, or the slider's ends while no price filter is set. */
  initial: Range;
  /** The view's filters, kept when the range is applied. */
  filters: CatalogFilters;
  /** What the range gives, worked out on the server for the range on show. */
  summary: string;
  /** Load the real slider at once (the Filters dialog: opened to be used). */
  sliderAtOnce?: boolean;
};

function parsePrice(text: string): number | undefined {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return undefined;
  return snapPrice(Number(text));
}

export function PriceRange({ initial, filters, summary, sliderAtOnce = false }: Props) {
  const router = useRouter();
  const id = useId();
  const slider = useLoadOnIntent(() =>
    import("./price-slider").then((module) => module.PriceSlider),
  );
  const { want } = slider;
  useEffect(() => {
    if (sliderAtOnce) want();
  }, [sliderAtOnce, want]);
  const [range, setRange] = useState<Range>(initial);
  const [drafts, setDrafts] = useState<[string, string]>([String(initial[0]), String(initial[1])]);
  const [shownFor, setShownFor] = useState(`${initial[0]}-${initial[1]}`);
  // The ranges this panel put in the URL that have not come back as `initial` yet.
  const [sent, setSent] = useState<string[]>([]);
  // A blur followed by a click on Apply must not push the same view twice.
  const applied = useRef(shownFor);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The view's range changed. One this panel sent is the visitor's own: the inputs already show
  // it, or what was typed since (Max typed while the Min just left was on its way), which stays.
  // Any other (Back, a chip, a link) replaces what they show. Updating state here, rather than
  // remounting, keeps keyboard focus on the thumb that is being moved.
  const current = `${initial[0]}-${initial[1]}`;
  if (current !== shownFor) {
    setShownFor(current);
    const own = sent.indexOf(current);
    setSent(own >= 0 ? sent.slice(own + 1) : []);
    if (own < 0) {
      applied.current = current;
      setRange(initial);
      setDrafts([String(initial[0]), String(initial[1])]);
    }
  }

  function show(next: Range) {
    setRange(next);
    setDrafts([String(next[0]), String(next[1])]);
  }

  function apply(next: Range) {
    show(next);
    const key = `${next[0]}-${next[1]}`;
    if (key === applied.current) return;
    applied.current = key;
    const href = discoverHref({ ...filters, ...sliderPrice(next) });
    // Arrow keys commit every step: wait for a pause so a run of presses makes one history entry.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSent((keys) => [...keys, key]);
      router.push(href, { scroll: false });
    }, COMMIT_PAUSE_MS);
  }

  /** The inputs' values as a valid range (a bad entry falls back to the thumb's position). */
  function fromDrafts(): Range {
    const low = parsePrice(drafts[0]) ?? range[0];
    const high = parsePrice(drafts[1]) ?? range[1];
    return [Math.min(low, high), Math.max(low, high)];
  }

  function typed(index: 0 | 1, text: string) {
    const next: [string, string] = index === 0 ? [text, drafts[1]] : [drafts[0], text];
    setDrafts(next);
    // Move the thumb as soon as the text is a price, so the two controls never disagree.
    const value = parsePrice(text);
    if (value === undefined) return;
    const other = range[index === 0 ? 1 : 0];
    if (index === 0 ? value <= other : value >= other) {
      setRange(index === 0 ? [value, other] : [other, value]);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(fromDrafts());
  }

  const input = (index: 0 | 1, label: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${index}`} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <div className="flex min-h-11 items-center gap-1 rounded-lg border border-line bg-surface px-3 focus-within:border-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
        <span aria-hidden className="text-sm text-ink-muted">
          $
        </span>
        <input
          id={`${id}-${index}`}
          name={index === 0 ? "min_price" : "max_price"}
          inputMode="numeric"
          type="number"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={drafts[index]}
          onChange={(event) => typed(index, event.target.value)}
          onBlur={() => apply(fromDrafts())}
          className="w-full min-w-0 appearance-none bg-transparent text-base text-ink outline-none [appearance:textfield] sm:text-sm [&::-webkit-inner-spin-button]:appearance-none"
        />
        <span aria-hidden className="text-sm text-ink-muted">
          hr
        </span>
      </div>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {slider.Loaded ? (
        <slider.Loaded range={range} onValueChange={show} onValueCommit={apply} />
      ) : (
        <StaticPriceSlider
          range={range}
          onKeyRange={apply}
          onIntent={slider.want}
          onFocusChange={slider.standInFocus}
        />
      )}
      <form action={DISCOVER_PATH} method="get" onSubmit={submit} className="flex items-end gap-3">
        {hiddenFields(filters, ["min_price", "max_price"]).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {input(0, "Min price")}
        <span aria-hidden className="pb-3 text-ink-muted">
          –
        </span>
        {input(1, "Max price")}
        {/* Enter in either input submits; the button is for those who never press it. */}
        <button
          type="submit"
          className="sr-only focus:not-sr-only focus:rounded-lg focus:bg-brand-700 focus:px-3 focus:py-2 focus:text-sm focus:text-white"
        >
          Apply price range
        </button>
      </form>
      <p className="text-sm text-ink-muted">{summary}</p>
    </div>
  );
}
