/** The filters in force as chips; each one's × is a link to the view without it. */
import { X } from "lucide-react";
import Link from "next/link";
import {
  AVAILABLE_NOW_LABEL,
  type CatalogFilters,
  hasPriceFilter,
  PRICE_MAX,
  PRICE_MIN,
  sliderRange,
  TIME_FRAMES,
} from "@/lib/catalog/filters";
import { DISCOVER_PATH, withFilters } from "./discover-url";

type Chip = { label: string; href: string };

export function activeChips(filters: CatalogFilters, categoryName?: string): Chip[] {
  const chips: Chip[] = [];
  const add = (label: string, change: CatalogFilters) =>
    chips.push({ label, href: withFilters(filters, change) });
  if (filters.q) add(`“${filters.q}”`, { q: undefined });
  if (filters.category && categoryName) add(categoryName, { category: undefined });
  if (filters.time && filters.time !== "anytime") {
    add(TIME_FRAMES[filters.time].label, { time: undefined });
  }
  if (hasPriceFilter(filters)) {
    // The slider's top end is "and above", its bottom end no lower bound.
    const [low, high] = sliderRange(filters);
    const label =
      high >= PRICE_MAX ? `$${low}+` : low <= PRICE_MIN ? `Up to $${high}` : `$${low}–$${high}`;
    add(`${label}/hr`, { min_price: undefined, max_price: undefined });
  }
  if (filters.mode) add(filters.mode, { mode: undefined });
  if (filters.location) add(filters.location, { location: undefined });
  if (filters.specialty) add(filters.specialty, { specialty: undefined });
  if (filters.reading_type) add(filters.reading_type, { reading_type: undefined });
  if (filters.available_now) add(AVAILABLE_NOW_LABEL, { available_now: undefined });
  return chips;
}

export function ActiveFilters({ chips }: { chips: Chip[] }) {
  if (chips.length === 0) return null;
  return (
    <div>
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              href={chip.href}
              scroll={false}
              aria-label={`Remove filter: ${chip.label}`}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-600/30 bg-brand-600/10 py-1 pr-2 pl-3 text-sm font-medium text-accent transition-colors hover:bg-brand-600/20"
            >
              {chip.label}
              <X aria-hidden size={14} />
            </Link>
          </li>
        ))}
        <li>
          <Link
            href={DISCOVER_PATH}
            scroll={false}
            className="rounded px-2 py-1.5 text-sm font-medium text-ink-muted underline underline-offset-4 hover:text-accent"
          >
            Clear all
          </Link>
        </li>
      </ul>
    </div>
  );
}
