/**
 * The filters: Readings (available now), Time Frame, Price Range, Online Availability, Location,
 * Specialty, Reading Types.
 */

import {
  AVAILABLE_NOW_LABEL,
  type CatalogFilters,
  PRICE_MAX,
  PRICE_MIN,
  sliderRange,
  TIME_FRAME_NAMES,
  TIME_FRAMES,
} from "@/lib/catalog/filters";
import type { CatalogFacets } from "@/lib/catalog/queries";
import { MODES, READING_TYPES, SPECIALTIES } from "@/lib/catalog/types";
import { coachCount, verbFor } from "./coach-count";
import { withFilters } from "./discover-url";
import { FilterGroup, type FilterOption } from "./filter-group";
import { PriceRange } from "./price-range";

type Props = {
  filters: CatalogFilters;
  counts: CatalogFacets;
  /** How many coaches the view shows (within its price range, if it has one). */
  total: number;
  /** Keeps ids apart when the panel is on the page twice (sidebar and phone dialog). */
  idPrefix: string;
  /** In the phone's Filters dialog: opened to be used, so the slider loads at once. */
  inDialog?: boolean;
};

type ChoiceKey = "mode" | "location" | "specialty" | "reading_type";

/** The Price Range's line: what the range on the slider gives, or that every price is shown. */
function priceSummary([low, high]: [number, number], total: number): string {
  const charge = `${coachCount(total)} ${verbFor(total, "charges", "charge")}`;
  if (low <= PRICE_MIN && high >= PRICE_MAX) {
    return "Any price. Move a handle or type a price to narrow the list.";
  }
  if (high >= PRICE_MAX) return `${charge} $${low} an hour or more.`;
  if (low <= PRICE_MIN) return `${charge} up to $${high} an hour.`;
  return `${charge} $${low} to $${high} an hour.`;
}

export function FilterPanel({ filters, counts, total, idPrefix, inDialog = false }: Props) {
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

  const range = sliderRange(filters);

  return (
    <div className="flex flex-col gap-7">
      {/* No counts here: who is available changes by the second, this HTML is shared. */}
      <FilterGroup
        id={`${idPrefix}-readings`}
        title="Readings"
        options={[
          {
            label: "Any time",
            href: withFilters(filters, { available_now: undefined }),
            checked: !filters.available_now,
          },
          {
            label: AVAILABLE_NOW_LABEL,
            href: withFilters(filters, { available_now: true }),
            checked: filters.available_now === true,
          },
        ]}
      />
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
          initial={range}
          filters={filters}
          summary={priceSummary(range, total)}
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
