/**
 * Pages of the coaches after Featured Coaches (Available Coaches, then By Appointment): previous,
 * numbered pages and next, as plain links (the page is in the URL).
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import type { CatalogFilters } from "@/lib/catalog/filters";
import { cn } from "@/lib/cn";
import { discoverPageHref } from "./discover-url";

type Props = { filters: CatalogFilters; page: number; pageCount: number };

/** The first, the last and the pages around the current one; a gap (null) where pages are left out. */
function pagesToShow(page: number, pageCount: number): { key: string; page: number | null }[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, i) => {
    const before = pages[i - 1];
    const item = { key: String(n), page: n };
    return before !== undefined && n - before > 1
      ? [{ key: `gap-${n}`, page: null }, item]
      : [item];
  });
}

const STEP =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-line px-3 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700";

export function Pager({ filters, page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const href = (n: number) => `${discoverPageHref(filters, n)}#available-heading`;
  return (
    <nav aria-label="Available coaches pages" className="flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link href={href(page - 1)} className={STEP} rel="prev">
          <ChevronLeft aria-hidden size={16} />
          Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pagesToShow(page, pageCount).map(({ key, page: n }) =>
          n === null ? (
            <li key={key} aria-hidden className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={key}>
              <Link
                href={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={cn(STEP, n === page && "border-brand-600 bg-brand-600/15 text-accent")}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={STEP} rel="next">
          Next
          <ChevronRight aria-hidden size={16} />
        </Link>
      ) : null}
    </nav>
  );
}
