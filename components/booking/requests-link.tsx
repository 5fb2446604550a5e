"use client";
/**
 * A Seer's booking requests waiting for an answer, in the header on every screen (a phone's too,
 * where the sidebar and the user menu are folded away): a bell with the count, linking to them.
 * Nothing when none wait. Asked by the browser, so the public pages' shared HTML holds nothing
 * personal; the sidebar's badge reads the same key, so the two agree.
 */
import { Bell } from "lucide-react";
import Link from "next/link";
import useSWR, { mutate } from "swr";
import { fetchJson } from "@/lib/client/fetcher";
import { useLiveConnected, useLiveEvents } from "@/lib/client/live";
import { onViewerChange } from "@/lib/client/viewer";
import type { BookingList } from "./booking-types";
import { REQUESTS_COUNT_KEY } from "./use-bookings";

// One Seer's count is never shown to the next person signed in on this tab.
onViewerChange(() => mutate(REQUESTS_COUNT_KEY, undefined, { revalidate: false }));

export function RequestsLink() {
  // Live hints keep it current (on public pages too, where the unread count opens the stream);
  // it polls only while the stream is down.
  const live = useLiveConnected();
  useLiveEvents((event) => {
    if (event.type === "booking" || event.type === "resync") void mutate(REQUESTS_COUNT_KEY);
  });
  const { data } = useSWR<BookingList>(REQUESTS_COUNT_KEY, fetchJson, {
    refreshInterval: live ? 0 : 60_000,
  });
  const count = data?.count ?? 0;
  if (count === 0) return null;
  const label = `${count} booking ${count === 1 ? "request waits" : "requests wait"} for your answer`;
  return (
    <Link
      href="/bookings?tab=requests"
      aria-label={label}
      title={label}
      className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold text-ink-muted hover:bg-muted hover:text-accent"
    >
      <Bell aria-hidden size={20} />
      <span
        aria-hidden
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-6 text-white tabular-nums"
      >
        {count}
      </span>
    </Link>
  );
}
