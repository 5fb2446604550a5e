import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ActiveFilters, activeChips } from "@/components/discover/active-filters";
import { coachCount, verbFor } from "@/components/discover/coach-count";
import { CoachSection } from "@/components/discover/coach-section";
import {
  coachListJsonLd,
  DISCOVER_BANNER,
  DISCOVER_TEXT,
  DISCOVER_TITLE,
  discoverMetadata,
} from "@/components/discover/discover-metadata";
import { discoverFilters, type SearchParams } from "@/components/discover/discover-params";
import { discoverPageHref, pageParam } from "@/components/discover/discover-url";
import { EmptyState } from "@/components/discover/empty-state";
import { FilterPanel } from "@/components/discover/filter-panel";
import { FiltersDialog } from "@/components/discover/filters-dialog";
import { Pager } from "@/components/discover/pager";
import { SearchBar } from "@/components/discover/search-bar";
import { RESULTS_ID } from "@/components/discover/skip-to-results";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/site/page-banner";
import { listCoachCards } from "@/lib/catalog/cards";
import { hasActiveFilters } from "@/lib/catalog/filters";
import {
  getCategory,
  getCoachFacets,
  listCategories,
  listCoaches,
  listLocations,
} from "@/lib/catalog/queries";
import { siteUrl } from "@/lib/site-url";
import { ensureReady } from "@/lib/startup";

// The catalogue lives in the database: read per request, never while building.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await ensureReady();
  const filters = discoverFilters(await searchParams, await listLocations());
  return discoverMetadata(hasActiveFilters(filters));
}

/** The query as the visitor sent it, to compare with the canonical spelling of the same view. */
function givenQuery(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value ?? ""]) query.append(name, item);
  }
  return query.toString();
}

export default async function DiscoverPage({ searchParams }: Props) {
  const params = await searchParams;
  await ensureReady();
  const locations = await listLocations();
  const filters = discoverFilters(params, locations);
  const { featured, available, total, page, pageCount } = await listCoaches({
    filters,
    page: pageParam(params.page),
  });
  // One address per view: a search form's empty fields, an unknown value or a page that is not
  // there lead to the clean URL.
  const canonical = discoverPageHref(filters, page);
  if (givenQuery(params) !== (canonical.split("?")[1] ?? "")) redirect(canonical);

  const [cards, counts, categories, category] = await Promise.all([
    listCoachCards({ coaches: [...featured, ...available] }),
    getCoachFacets({ filters }),
    listCategories(),
    filters.category ? getCategory(filters.category) : undefined,
  ]);
  const featuredCards = cards.slice(0, featured.length);
  // Who is available for a reading now changes by the second while this HTML is shared: the
  // cards' badge and Connect are filled in by the browser, so the others stay in one strip.
  const otherCards = cards.slice(featured.length);
  const chips = activeChips(filters, category?.name);
  const resultLabel = coachCount(total);

  return (
    <main id="main">
      <JsonLd
        data={coachListJsonLd(
          cards.map((card) => card.coach),
          siteUrl(),
        )}
      />
      <PageBanner
        title={DISCOVER_TITLE}
        text={DISCOVER_TEXT}
        image={DISCOVER_BANNER}
        crumbs={[
          { href: "/", label: "Home" },
          { href: "/discover", label: "Discover" },
        ]}
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12">
        <div className="flex flex-col gap-4">
          <SearchBar filters={filters} categories={categories} locations={locations} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" aria-live="polite" className="text-sm text-ink-muted">
              <span className="font-semibold text-ink">{resultLabel}</span>
              {chips.length > 0
                ? ` ${verbFor(total, "matches", "match")} your filters`
                : " to explore"}
            </p>
            <FiltersDialog active={chips.length} resultLabel={resultLabel}>
              <FilterPanel
                filters={filters}
                counts={counts}
                total={total}
                idPrefix="dialog"
                inDialog
              />
            </FiltersDialog>
          </div>
          <ActiveFilters chips={chips} />
        </div>

        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[15.5rem_minmax(0,1fr)] xl:gap-12">
          <aside aria-labelledby="filters-heading" className="hidden lg:block">
            <div className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-5 shadow-sm">
              <h2 id="filters-heading" className="font-serif text-xl font-semibold text-ink">
                Filters
              </h2>
              <FilterPanel filters={filters} counts={counts} total={total} idPrefix="side" />
            </div>
          </aside>
          {/* Where "Skip to results" (the page's first tab stop) leads; focus lands here. */}
          <div
            id={RESULTS_ID}
            tabIndex={-1}
            className="flex scroll-mt-24 flex-col gap-12 focus:outline-none"
          >
            {total === 0 ? (
              <EmptyState />
            ) : (
              <>
                <CoachSection
                  id="featured-heading"
                  title="Featured Coaches"
                  text="Trusted guides our seekers return to, chosen for their care and their craft."
                  cards={featuredCards}
                />
                <CoachSection
                  id="available-heading"
                  title="Available Coaches"
                  text="Connect now with those available for readings, or choose a time on their page."
                  cards={otherCards}
                />
                <Pager filters={filters} page={page} pageCount={pageCount} />
              </>
            )}
          </div>
        </div>
      </div>
    </main>
  );
}
