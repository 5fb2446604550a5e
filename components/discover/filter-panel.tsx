/** The filters: Time Frame, Price Range, Online Availability, Location, Specialty, Reading Types. */

import {
  type CatalogFilters,
  hasPriceFilter,
  PRICE_MAX,
  sliderRange,
  TIME_FRAME_NAMES,
  TIME_FRAMES,
} from "@/lib/catalog/filters";
import type { CoachFacets } from "@/lib/catalog/queries";
import { MODES, READING_TYPES, SPECIALTIES } from "@/lib/catalog/types";
import { withFilters } from "./discover-url";
import { FilterGroup, type FilterOption } from "./filter-group";
import { PriceRange } from "./price-range";

type Props = {
  filters: CatalogFilters;
  counts: CoachFacets;
  /** Keeps ids apart when the panel is on the page twice (sidebar and phone dialog). */
  idPrefix: string;
  /** In the phone's Filters dialog: opened to be used, so the slider loads at once. */
  inDialog?: boolean;
};

type ChoiceKey = "mode" | "location" | "specialty" | "reading_type";

const coachWord = (n: number) => (n === 1 ? "coach" : "coaches");

export function FilterPanel({ filters, counts, idPrefix, inDialog = false }: Props) {
  /** A group whose first option, "Any", clears it: radios cannot be unticked otherwise. */
  const choices = <K extends ChoiceKey>(
    key: K,
    options: readonly NonNullable<CatalogFilters[K]>[],
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

  const [low, high] = sliderRange(filters);
  const inRange = counts.inPriceRange;
  const upTo = high >= PRICE_MAX ? `$${high} and above` : `$${high}`;
  const summary = hasPriceFilter(filters)
    ? `${inRange} ${coachWord(inRange)} from $${low} to ${upTo} an hour.`
    : `Every price shown. ${inRange} ${coachWord(inRange)} charge $${low} to $${high} an hour: move a handle to narrow.`;

  return (
    <div className="flex flex-col gap-7">
      <FilterGroup
        id={`${idPrefix}-time`}
        title="Time Frame"
        options={TIME_FRAME_NAMES.map((frame) => ({
          label: TIME_FRAMES[frame].label,
          href: withFilters(filters, { time: frame }),
          checked: (filters.time ?? "anytime") === frame,
          count: counts.time[frame],
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
          initial={[low, high]}
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
        options={choices("reading_type", READING_TYPES)}
      />
    </div>
  );
}
