"use client";
/**
 * Who is available for a reading now, as the browser knows it: one answer per tab
 * (GET /api/v1/readings/available) shared by every card and a coach's page, asked at once and
 * again every few seconds while the tab is visible, so the public pages' shared HTML never carries
 * it and a change still shows within 10 s (lib/catalog/available-now-freshness.ts). A small store
 * read through useSyncExternalStore, like the viewer's: no data library on public pages.
 */
import { useSyncExternalStore } from "react";
import {
  AVAILABLE_NOW_POLL_SECONDS,
  AVAILABLE_NOW_URL,
} from "@/lib/catalog/available-now-freshness";
import type { AvailableNow } from "@/lib/catalog/schema";
import { fetchJson } from "./fetcher";

/** Slug → price per minute in cents; undefined until the first answer. */
let prices: ReadonlyMap<string, number> | undefined;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

async function ask(): Promise<void> {
  try {
    const { coaches } = await fetchJson<AvailableNow>(AVAILABLE_NOW_URL);
    prices = new Map(coaches.map((coach) => [coach.slug, coach.price_per_minute_cents]));
    for (const listener of listeners) listener();
  } catch {
    // A missed answer keeps the last one; the next turn asks again.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    void ask();
    // A hidden tab skips its turns; back in view, the next turn (within 8 s) asks again.
    timer = setInterval(() => {
      if (document.visibilityState === "visible") void ask();
    }, AVAILABLE_NOW_POLL_SECONDS * 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/** The coach's price per minute while they are available now; undefined otherwise (and at first). */
export function useAvailableNow(slug: string): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => prices?.get(slug),
    () => undefined,
  );
}
