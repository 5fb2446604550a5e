/**
 * /events' filters as a plain GET form: each choice is in the URL (shareable, and served without
 * any JavaScript). "Any" leaves a filter out.
 */
import { buttonClasses } from "@/components/ui/button";

export type FilterChoice = {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
};

const SELECT =
  "block min-h-11 w-full rounded-lg border border-line bg-surface px-3 pr-8 text-base text-ink focus:border-brand-600 sm:text-sm";

export function EventFilters({ filters, active }: { filters: FilterChoice[]; active: boolean }) {
  return (
    <form
      method="get"
      action="/events"
      aria-label="Filter events"
      className="mb-8 grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
    >
      {filters.map((filter) => (
        <div key={filter.name} className="flex flex-col gap-1">
          <label htmlFor={`filter-${filter.name}`} className="text-sm font-medium text-ink">
            {filter.label}
          </label>
          <select
            id={`filter-${filter.name}`}
            name={filter.name}
            defaultValue={filter.value}
            className={SELECT}
          >
            <option value="">Any</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="col-span-2 flex gap-2 sm:col-span-1">
        <button type="submit" className={buttonClasses("primary", "min-h-11 flex-1")}>
          Show
        </button>
        {active ? (
          <a href="/events" className={buttonClasses("secondary", "min-h-11 flex-1")}>
            Clear
          </a>
        ) : null}
      </div>
    </form>
  );
}
