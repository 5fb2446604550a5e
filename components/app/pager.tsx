"use client";
/**
 * Paged lists of the signed-in area (items, users): the page number lives in the URL (?page=n),
 * five rows to a page; the next page is fetched ahead, and while another page loads the rows
 * already shown stay on screen, dimmed.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect } from "react";
import useSWR, { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetcher";

export const PAGE_SIZE = 5;

/** `?page=n`: a whole number from 1; anything else (missing, 0, -2, "abc", 1.5) is page 1. */
function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(Number(value), 1);
}

/** `base` may carry a filter of its own (`/api/v1/users/?type=1`): the paging joins it. */
function pageKey(base: string, page: number): string {
  const join = base.includes("?") ? "&" : "?";
  return `${base}${join}skip=${(page - 1) * PAGE_SIZE}&limit=${PAGE_SIZE}`;
}

/** The current page from the URL, and a way to go to another that keeps Back working. */
export function usePageParam(): [number, (page: number) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const page = parsePage(params.get("page"));
  const goTo = useCallback(
    (next: number) => {
      const query = new URLSearchParams(params.toString());
      query.set("page", String(next));
      router.push(`${pathname}?${query.toString()}`, { scroll: false });
    },
    [params, pathname, router],
  );
  return [page, goTo];
}

type Paged<T> = { data: T[]; count: number };

/**
 * One page of `base` (an API list taking skip and limit). `stale` is true while the rows shown
 * are the previous page's (SWR keepPreviousData), so the list can dim them.
 */
export function usePagedList<T>(base: string, page: number) {
  const key = pageKey(base, page);
  const { data, error, isLoading, isValidating, mutate } = useSWR<Paged<T>>(key, {
    keepPreviousData: true,
  });
  const stale = data !== undefined && isLoading;
  const rows = data?.data;
  const full = !stale && rows?.length === PAGE_SIZE;

  // A full page may have a next one: fetch it now, so Next shows it at once.
  const { mutate: mutateKey } = useSWRConfig();
  const nextKey = pageKey(base, page + 1);
  useEffect(() => {
    if (!full) return;
    mutateKey(nextKey, fetchJson<Paged<T>>(nextKey), { revalidate: false }).catch(() => {
      // A failed prefetch costs nothing: the page loads (or shows its error) when opened.
    });
  }, [full, nextKey, mutateKey]);

  return { rows, error, stale, isLoading, isValidating, hasNext: full, retry: () => mutate() };
}

/**
 * Every cached page of `base`, filtered or not, refreshed after a change (the mounted page
 * refetches at once).
 */
export function useRefreshPages(base: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => typeof key === "string" && key.startsWith(`${base}?`)),
    [base, mutate],
  );
}

type PagerProps = {
  page: number;
  hasNext: boolean;
  onChange: (page: number) => void;
  /** What is paged, for the navigation's name: "Items pages". */
  label: string;
};

export function Pager({ page, hasNext, onChange, label }: PagerProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2 sm:gap-3">
      <Button
        variant="secondary"
        className="px-3 sm:px-4"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden size={16} />
        Previous
      </Button>
      <span className="min-w-16 text-center text-sm font-medium text-ink" aria-live="polite">
        Page {page}
      </span>
      <Button
        variant="secondary"
        className="px-3 sm:px-4"
        disabled={!hasNext}
        onClick={() => onChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden size={16} />
      </Button>
    </nav>
  );
}
