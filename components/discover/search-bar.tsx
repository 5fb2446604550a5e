/**
 * The search bar: words, Location and "All Model" (category), sent as a GET form so the view
 * lives in the URL. The panel's other filters ride along as hidden fields.
 */
import { MapPin, Search, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { type CatalogFilters, slugify } from "@/lib/catalog/filters";
import type { Category } from "@/lib/catalog/types";
import { hiddenFields } from "./discover-url";
import { SearchForm } from "./search-form";

type Props = {
  filters: CatalogFilters;
  categories: readonly Category[];
  /** Cities with listings (the catalogue's `listLocations`). */
  locations: readonly string[];
};

function Select({
  name,
  label,
  icon,
  value,
  options,
}: {
  name: string;
  label: string;
  icon: ReactNode;
  value: string;
  options: { value: string; label: string }[];
}) {
  const id = `discover-${name}`;
  return (
    <div className="relative flex min-h-12 min-w-0 items-center gap-2 rounded-xl border border-line bg-surface px-3 focus-within:border-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent md:w-44 md:shrink-0">
      <span className="hidden shrink-0 text-accent min-[400px]:inline">{icon}</span>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="min-h-11 w-full min-w-0 appearance-none bg-transparent pr-5 text-base text-ink outline-none sm:text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span aria-hidden className="pointer-events-none absolute right-3 text-xs text-ink-muted">
        ▾
      </span>
    </div>
  );
}

export function SearchBar({ filters, categories, locations }: Props) {
  return (
    <SearchForm
      // Keyed by the view, so Back shows the fields of the view it returns to.
      key={`${filters.q ?? ""}|${filters.location ?? ""}|${filters.category ?? ""}`}
      className="grid grid-cols-1 gap-3 rounded-2xl min-[360px]:grid-cols-2 border border-line bg-surface p-3 shadow-sm md:flex md:items-stretch"
    >
      {hiddenFields(filters, ["q", "location", "category"]).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex min-h-12 min-[360px]:col-span-2 min-w-0 flex-1 items-center gap-2 rounded-xl border border-line bg-surface px-3 focus-within:border-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
        <Search aria-hidden size={18} className="shrink-0 text-accent" />
        <label htmlFor="discover-q" className="sr-only">
          Search by name, specialty or reading
        </label>
        <input
          id="discover-q"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          maxLength={100}
          placeholder="Name, specialty or reading"
          className="min-h-11 w-full min-w-0 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted sm:text-sm"
        />
      </div>
      <Select
        name="location"
        label="Location"
        icon={<MapPin aria-hidden size={18} />}
        value={filters.location ? slugify(filters.location) : ""}
        options={[
          { value: "", label: "All Locations" },
          ...locations.map((l) => ({ value: slugify(l), label: l })),
        ]}
      />
      <Select
        name="category"
        label="Category"
        icon={<Sparkles aria-hidden size={18} />}
        value={filters.category ?? ""}
        options={[
          { value: "", label: "All Model" },
          ...categories.map((c) => ({ value: c.slug, label: c.name })),
        ]}
      />
      <button
        type="submit"
        className="inline-flex min-h-12 min-[360px]:col-span-2 items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
      >
        <Search aria-hidden size={16} />
        Search
      </button>
    </SearchForm>
  );
}
