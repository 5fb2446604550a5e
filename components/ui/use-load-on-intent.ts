"use client";
/**
 * A component loaded when the visitor is about to use it (a hover, a touch, focus on its stand-in),
 * drawn meanwhile by a stand-in that looks the same and already answers the keys: the price
 * slider on Discover, the tab list on a coach's page. The loaded component takes the stand-in's
 * place only while keyboard focus is not on the stand-in: a key pressed between the swap and the
 * real one making itself focusable would be lost, and focus on a removed element falls to the page.
 *
 * `load` is called once, on the first `want()`; a failed load (a
 * dropped connection) lets the next intent ask again. `standInFocus(true)` when keyboard focus
 * comes onto the stand-in, `(false)` when it leaves it or a pointer comes down on it.
 */
import { type ComponentType, useCallback, useRef, useState } from "react";

export function useLoadOnIntent<Props>(load: () => Promise<ComponentType<Props>>) {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  const [focusOnStandIn, standInFocus] = useState(false);
  const asked = useRef(false);
  // One `want` for the component's life, so effects can depend on it: `load` is one import.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first `load` is the one
  const want = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    load().then(
      (Component) => setLoaded(() => Component),
      () => {
        asked.current = false;
      },
    );
  }, []);
  return { Loaded: focusOnStandIn ? null : Loaded, want, standInFocus };
}
