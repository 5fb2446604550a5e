"use client";
/**
 * The seeker's choice (length, day, start time) lives in the address (?hours=&date=&start=), so a
 * reload, a shared link, or the trip through /login?next= brings it back intact. The URL is
 * replaced, not pushed: Back still leaves the page.
 */
import { useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";
import { isDateKey } from "./date-key";

export type BookingChoice = { hours: number; date: string | null; start: string | null };

type Change = Partial<{ hours: number; date: string | null; start: string | null }>;

type Raw = { hours: string | null; date: string | null; start: string | null };

export function useBookingChoice(lengths: readonly number[]) {
  const params = useSearchParams();
  // Read from the address once; afterwards the state leads and the address follows, so a
  // controlled radio shows its new value at once (the router applies replaceState a bit later).
  const [raw, setRaw] = useState<Raw>(() => ({
    hours: params.get("hours"),
    date: params.get("date"),
    start: params.get("start"),
  }));
  const asked = Number(raw.hours);
  const choice: BookingChoice = {
    hours: lengths.includes(asked) ? asked : (lengths[0] ?? 1),
    date: isDateKey(raw.date) ? raw.date : null,
    start: raw.start && !Number.isNaN(Date.parse(raw.start)) ? raw.start : null,
  };

  const update = useCallback((change: Change) => {
    const url = new URL(window.location.href);
    const next: Partial<Raw> = {};
    for (const [key, value] of Object.entries(change)) {
      const text = value === null || value === undefined ? null : String(value);
      next[key as keyof Raw] = text;
      if (text === null) url.searchParams.delete(key);
      else url.searchParams.set(key, text);
    }
    setRaw((current) => ({ ...current, ...next }));
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);

  return { choice, update };
}
