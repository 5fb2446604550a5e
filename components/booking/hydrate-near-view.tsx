"use client";
/**
 * A client component the server renders in full but whose code the browser fetches only once the
 * visitor shows they may use it: at their first scroll, touch, key or click on the page (so the
 * code is there before they reach it), when it comes within reach of the screen, on a pointer or
 * focus inside it, or at once when the address already holds a booking choice or points at #book
 * (coming back from /login, "See free times"). Until then the server's HTML stays as it is, drawn
 * but not yet listening, and the rest of the page hydrates without waiting for it; once the code
 * has come, the component takes its place, drawn the same, so nothing moves.
 *
 * Not a Suspense boundary around React.lazy: React streams a large boundary that far down the page
 * after the rest (hidden, moved in place by a script), so without JavaScript there would be no
 * panel, and a slow paint could show the gap. Not next/dynamic either: its server-side preloading
 * costs every coach's page 1.7 KB of JavaScript.
 */
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

/** Beyond the screen's bottom edge: the code is there by the time the panel scrolls into view. */
const REACH = "200px 0px";
/** A choice in the address (use-booking-choice.ts) or a link to the panel. */
const ASKED_FOR = /[?&](hours|date|start)=/;
/** React leaves the server's children of an element with inner HTML alone while hydrating. */
const AS_SENT = { __html: "" };
const FOCUSABLE = "button, input, textarea, select, a[href]";

/** A component's code, loaded once for every place that shows it. */
export type NearGate<P> = {
  load: () => Promise<ComponentType<P>>;
  /** For the server and for a page the browser renders itself (a client-side navigation). */
  Lazy: LazyExoticComponent<ComponentType<P>>;
};

export function gateNearView<P extends object>(load: () => Promise<ComponentType<P>>): NearGate<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return { load: once, Lazy: lazy(() => once().then((component) => ({ default: component }))) };
}

const noSubscribe = () => () => {};

export function NearView<P extends object>({ gate, props }: { gate: NearGate<P>; props: P }) {
  const box = useRef<HTMLDivElement>(null);
  // True only while hydrating the server's HTML; a client-side navigation renders it outright.
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  const [asSent] = useState(hydrating);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);

  useEffect(() => {
    const current = box.current;
    if (!asSent || !current) return;
    const element: HTMLDivElement = current;
    let done = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: REACH },
    );
    const events = ["pointerover", "focusin"] as const;
    const firstMoves = ["scroll", "wheel", "touchstart", "keydown", "pointerdown"] as const;
    const stop = () => {
      done = true;
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, release);
      for (const name of firstMoves) window.removeEventListener(name, release);
    };
    function release() {
      if (done) return;
      stop();
      void gate.load().then((component) => {
        // Whoever had tabbed into the drawn panel keeps their place in the live one.
        const focused = [...element.querySelectorAll(FOCUSABLE)].indexOf(
          document.activeElement as Element,
        );
        setLoaded(() => component);
        if (focused >= 0)
          requestAnimationFrame(() =>
            element.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus(),
          );
      });
    }
    if (ASKED_FOR.test(window.location.search) || window.location.hash === "#book") {
      release();
      return stop;
    }
    observer.observe(element);
    for (const name of events) element.addEventListener(name, release, { passive: true });
    for (const name of firstMoves) window.addEventListener(name, release, { passive: true });
    return stop;
  }, [asSent, gate]);

  if (typeof window === "undefined" || !asSent)
    return (
      <div ref={box}>
        <gate.Lazy {...props} />
      </div>
    );
  if (Loaded)
    return (
      <div ref={box}>
        <Loaded {...props} />
      </div>
    );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, to keep the server's HTML as sent.
  return <div ref={box} suppressHydrationWarning dangerouslySetInnerHTML={AS_SENT} />;
}
