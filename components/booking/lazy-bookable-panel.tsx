"use client";
/**
 * The bookable panel's code, fetched only on the page of a Seer who takes bookings (the module of
 * a client component the page imports would come with every coach's page), and only once the
 * visitor comes near the panel (hydrate-near-view.tsx): the server still sends it whole, in place.
 */
import type { BookablePanelProps } from "./bookable-panel";
import { gateNearView, NearView } from "./hydrate-near-view";

const panel = gateNearView<BookablePanelProps>(() =>
  import("./bookable-panel").then((module) => module.BookablePanel),
);

export function LazyBookablePanel(props: BookablePanelProps) {
  return <NearView gate={panel} props={props} />;
}
