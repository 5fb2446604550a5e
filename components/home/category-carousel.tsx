"use client";
/**
 * "Browse Experts": the eight service categories in a carousel that pages with its arrows, its
 * dots and the keyboard (arrow keys, Home, End). Native scroll-snap does the moving, so a swipe on
 * a phone works the same; the dots follow the scroll position.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { Picture } from "@/components/ui/picture";
import type { Category } from "@/lib/catalog/types";
import { cn } from "@/lib/cn";

/** Matches the list's gap-6 (1.5rem): one page is the visible width plus one gap. */
const GAP_PX = 24;
/** Server render and first paint assume the desktop layout (four per page). */
const INITIAL_PAGES = 2;

function pageWidth(list: HTMLElement) {
  return list.clientWidth + GAP_PX;
}

export function CategoryCarousel({ categories }: { categories: readonly Category[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [pages, setPages] = useState(INITIAL_PAGES);
  const [page, setPage] = useState(0);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const width = pageWidth(list);
    setPages(Math.max(1, Math.round((list.scrollWidth + GAP_PX) / width)));
    setPage(Math.round(list.scrollLeft / width));
  }, []);

  useEffect(() => {
    measure();
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    list.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener("scroll", measure);
    };
  }, [measure]);

  const goTo = (target: number): number | undefined => {
    const list = listRef.current;
    if (!list) return undefined;
    const next = Math.max(0, Math.min(pages - 1, target));
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({ left: next * pageWidth(list), behavior: smooth ? "smooth" : "auto" });
    setPage(next);
    return next;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: page - 1,
      ArrowRight: page + 1,
      Home: 0,
      End: pages - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = goTo(target);
    // Paging from a card: focus follows to the new page's first card, not left off-screen.
    const list = listRef.current;
    if (next !== undefined && list?.contains(event.target as Node)) {
      const first = list.querySelector<HTMLElement>("li")?.offsetWidth ?? list.clientWidth;
      const perPage = Math.max(1, Math.round((list.clientWidth + GAP_PX) / (first + GAP_PX)));
      const links = list.querySelectorAll<HTMLElement>("li a");
      links[Math.min(links.length - 1, next * perPage)]?.focus({ preventScroll: true });
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Services"
      onKeyDown={onKeyDown}
      className="flex flex-col gap-6"
    >
      <ul
        ref={listRef}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none] motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
      >
        {categories.map((category, index) => (
          <li
            key={category.slug}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${categories.length}: ${category.name}`}
            className="w-full shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]"
          >
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
              <Picture
                src={category.image}
                alt={category.imageAlt}
                width={800}
                height={600}
                className="aspect-[4/3] w-full bg-muted object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h3 className="font-serif text-xl font-semibold text-ink">
                  {/* The whole card is the link's hit area and carries its focus ring (`!` beats the
                      global :focus-visible outline); the link's name stays the category's. */}
                  <Link
                    href={`/discover?category=${category.slug}`}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none! focus-visible:after:outline-2 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-accent"
                  >
                    {category.name}
                  </Link>
                </h3>
                <p className="text-sm text-ink-muted">{category.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {/* Sized so arrows and eight dots fit a 320 px screen (24 px targets there, 32 px from sm). */}
      <div className="flex items-center justify-center gap-2 sm:gap-4">
        <button
          type="button"
          onClick={() => goTo(page - 1)}
          disabled={page === 0}
          aria-label="Previous services"
          className="flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:bg-muted disabled:opacity-40 sm:size-11"
        >
          <ChevronLeft aria-hidden size={20} />
        </button>
        <div className="flex items-center">
          {Array.from({ length: pages }, (_, index) => (
            <button
              // The dots are positions, not data: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`Go to page ${index + 1} of ${pages}`}
              aria-current={index === page ? "true" : undefined}
              className="group flex size-6 items-center justify-center rounded-full sm:size-8"
            >
              <span
                className={cn(
                  "block h-2.5 rounded-full transition-all",
                  index === page
                    ? "w-5 bg-brand-600 sm:w-7"
                    : "w-2.5 bg-ink-muted/40 group-hover:bg-ink-muted",
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => goTo(page + 1)}
          disabled={page >= pages - 1}
          aria-label="Next services"
          className="flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:bg-muted disabled:opacity-40 sm:size-11"
        >
          <ChevronRight aria-hidden size={20} />
        </button>
      </div>
    </section>
  );
}
