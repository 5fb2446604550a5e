"use client";
/** How many booking requests wait for the Seer's answer, beside "My bookings" (nothing when none). */
import useSWR from "swr";
import { useLiveConnected } from "@/lib/client/live";
import { cn } from "@/lib/cn";
import type { BookingList } from "./booking-types";
import { REQUESTS_COUNT_KEY } from "./use-bookings";

export function RequestsBadge({ current }: { current: boolean }) {
  // Live hints keep it current (components/app/live-updates.tsx); it polls while the stream is down.
  const live = useLiveConnected();
  const { data } = useSWR<BookingList>(REQUESTS_COUNT_KEY, { refreshInterval: live ? 0 : 60_000 });
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      className={cn(
        "ml-auto inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums",
        current ? "bg-white text-brand-800" : "bg-brand-700 text-white",
      )}
    >
      {count}
      <span className="sr-only">
        {" "}
        {count === 1 ? "request waits" : "requests wait"} for your answer
      </span>
    </span>
  );
}
