"use client";
/**
 * The server's "now" in the browser, ticking each second: every deadline of a reading (the ring,
 * the meter, the maximum) is the server's, so the countdowns and the meter follow its clock, not
 * the browser's. The offset is learned from a time the server rendered (a page's `serverNow`) and
 * kept for the tab, so a screen that has none (the incoming-reading dialog after a navigation)
 * uses the last one known.
 */
import { useEffect, useState } from "react";

let offsetMs = 0;
/**
 * Each rendered time is learned once, when it is fresh: a component re-rendering later (an SWR
 * refresh), or a page coming back from the router's cache, hands the same string again, by then
 * old, and must not pull the offset back by the time since.
 */
const learned = new Set<string>();

/** Learns the browser's offset from a server time rendered just now. */
export function learnServerTime(serverNowIso: string): void {
  if (learned.has(serverNowIso)) return;
  learned.add(serverNowIso);
  const at = Date.parse(serverNowIso);
  if (Number.isFinite(at)) offsetMs = at - Date.now();
}

export const serverNowMs = () => Date.now() + offsetMs;

export function useServerClock(active = true, everyMs = 1_000): number {
  const [now, setNow] = useState(serverNowMs);
  useEffect(() => {
    if (!active) return;
    setNow(serverNowMs());
    const timer = window.setInterval(() => setNow(serverNowMs()), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
