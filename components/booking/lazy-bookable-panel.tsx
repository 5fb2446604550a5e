"use client";
/**
 * The bookable panel's code, fetched only on the page of a Seer who takes bookings (the module of
 * a client component the page imports would come with every coach's page). No Suspense boundary
 * of its own, on purpose: the server waits for it and sends the panel in place in the HTML, and
 * the browser hydrates the page once the chunk has come, so the first paint is whole. (Not
 * next/dynamic: its server-side preloading costs every coach's page 1.7 KB of JavaScript.)
 */
import { type ComponentProps, lazy } from "react";
import type { BookablePanel } from "./bookable-panel";

const Panel = lazy(() =>
  import("./bookable-panel").then((module) => ({ default: module.BookablePanel })),
);

export function LazyBookablePanel(props: ComponentProps<typeof BookablePanel>) {
  return <Panel {...props} />;
}
