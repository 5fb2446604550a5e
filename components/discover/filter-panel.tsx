/** The filters: Time Frame, Price Range, Online Availability, Location, Specialty, Reading Types. */

import { type CoachFilters, DEFAULT_PRICE_RANGE, PRICE_MAX } from "@/lib/catalog/filters";
import type { CoachFacets } from "@/lib/catalog/queries";
import { MODES, READING_TYPES, SPECIALTIES, TIME_FRAMES } from "@/lib/catalog/types";
import { withFilters } from "./discover-url";
import { FilterGroup, type FilterOption } from "./filter-group";
import { PriceRange } from "./price-range";

type Props = {
  filters: CoachFilters;
  counts: CoachFacets;
  /** Keeps ids apart when the panel is on the page twice (sidebar and phone dialog). */
  idPrefix: string;
  /** In the phone's Filters dialog: opened to be used, so the slider loads at once. */
  inDialog?: boolean;
};

type ChoiceKey = "mode" | "location" | "specialty" | "reading";

const coachWord = (n: number) => (n === 1 ? "coach" : "coaches");

export function FilterPanel({ filters, counts, idPrefix, inDialog = false }: Props) {
  /** A group whose first option, "Any", clears it: radios cannot be unticked otherwise. */
  const choices = <K extends ChoiceKey>(
    key: K,
    options: readonly NonNullable<CoachFilters[K]>[],
  ) => {
    const any: FilterOption = {
      label: "Any",
      href: withFilters(filters, { [key]: undefined }),
      checked: filters[key] === undefined,
      count: counts.any[key],
    };
    return [
      any,
      ...options.map((option) => ({
        label: option,
        href: withFilters(filters, { [key]: option }),
        checked: filters[key] === option,
        count: counts[key][option] ?? 0,
      })),
    ];
  };

  const price = filters.price ?? { min: DEFAULT_PRICE_RANGE[0], max: DEFAULT_PRICE_RANGE[1] };
  const inRange = counts.inPriceRange;
  const upTo = price.max >= PRICE_MAX ? `$${price.max} and above` : `$${price.max}`;
  const summary = filters.price
    ? `${inRange} ${coachWord(inRange)} from $${price.min} to ${upTo} an hour.`
    : `Every price shown. ${inRange} ${coachWord(inRange)} charge $${price.min} to $${price.max} an hour: move a handle to narrow.`;

  return (
    <div className="flex flex-col gap-7">
      <FilterGroup
        id={`${idPrefix}-time`}
        title="Time Frame"
        options={TIME_FRAMES.map((frame) => ({
          label: frame,
          href: withFilters(filters, { timeFrame: frame }),
          checked: filters.timeFrame === frame,
          count: counts.timeFrame[frame],
        }))}
      />
      <section aria-labelledby={`${idPrefix}-price-heading`} className="flex flex-col gap-2">
        <h3
          id={`${idPrefix}-price-heading`}
          className="text-sm font-semibold uppercase tracking-wider text-ink"
        >
          Price Range
        </h3>
        <PriceRange
          initial={[price.min, price.max]}
          filters={filters}
          summary={summary}
          sliderAtOnce={inDialog}
        />
      </section>
      <FilterGroup
        id={`${idPrefix}-mode`}
        title="Online Availability"
        options={choices("mode", MODES)}
      />
      <FilterGroup
        id={`${idPrefix}-location`}
        title="Location"
        options={choices("location", Object.keys(counts.location))}
      />
      <FilterGroup
        id={`${idPrefix}-specialty`}
        title="Specialty"
        options={choices("specialty", SPECIALTIES)}
      />
      <FilterGroup
        id={`${idPrefix}-reading`}
        title="Reading Types"
        options={choices("reading", READING_TYPES)}
      />
    </div>
  );
}
