"use client";
/**
 * A client component the server renders in full but whose code the browser fetches only when the
 * visitor comes near it: as it scrolls within reach of the screen, on a pointer, touch or focus
 * inside it, or at once when the address already holds a booking choice or points at #book
 * (coming back from /login, "See free times"). Until then React keeps the server's HTML as it
 * is (a dehydrated Suspense boundary), so the swap moves nothing; the rest of the page hydrates
 * without waiting. Keeps the booking panel (with SWR) out of a Seer's page's first load.
 * (Not next/dynamic: its server-side preloading costs every coach's page 1.7 KB of JavaScript.)
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from "react";

/** Beyond the screen's bottom edge: the code is there by the time the panel scrolls into view. */
const REACH = "200px 0px";
/** A choice in the address (use-booking-choice.ts) or a link to the panel. */
const ASKED_FOR = /[?&](hours|date|start)=/;

/** A component whose code waits for the visitor to come near (`release`), and that wait. */
export type NearGate<P> = {
  Loaded: ComponentType<P>;
  release: () => void;
  near: Promise<void>;
};

export function gateNearView<P extends object>(load: () => Promise<ComponentType<P>>): NearGate<P> {
  let release = () => {};
  const near = new Promise<void>((resolve) => {
    release = resolve;
  });
  // On the server the code is loaded at once, so the whole component is in the page's HTML.
  const Loaded = lazy(async () => {
    if (typeof window !== "undefined") await near;
    return { default: await load() };
  }) as unknown as ComponentType<P>;
  return { Loaded, release, near };
}

/** `children` (the gate's Loaded) in a box that releases the gate as the visitor comes near. */
export function NearView<P>({ gate, children }: { gate: NearGate<P>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { release, near } = gate;
    const element = box.current;
    if (!element) return;
    if (ASKED_FOR.test(window.location.search) || window.location.hash === "#book") {
      release();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: REACH },
    );
    observer.observe(element);
    const events = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
    for (const name of events) element.addEventListener(name, release, { passive: true });
    const stop = () => {
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, release);
    };
    void near.then(stop);
    return stop;
  }, [gate]);
  return (
    <div ref={box}>
      <Suspense>{children}</Suspense>
    </div>
  );
}
