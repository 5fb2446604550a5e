"use client";
/**
 * The readings-now pieces for a coach's page, fetched only on a Seer's page where they are shown
 * (the module of a client component the page imports would come with every coach's page, and the
 * sample coaches' pages have no room in their JavaScript budget). No Suspense boundary, as for the
 * bookable panel (lazy-bookable-panel.tsx): the server sends them in place in the HTML.
 */
import { type ComponentProps, lazy } from "react";
import type {
  ConnectNow,
  PerMinutePrice,
  WhenAvailableNow,
} from "@/components/coaches/reading-now";

const pieces = () => import("@/components/coaches/reading-now");
const When = lazy(() => pieces().then((module) => ({ default: module.WhenAvailableNow })));
const Price = lazy(() => pieces().then((module) => ({ default: module.PerMinutePrice })));
const Connect = lazy(() => pieces().then((module) => ({ default: module.ConnectNow })));

export function LazyWhenAvailableNow(props: ComponentProps<typeof WhenAvailableNow>) {
  return <When {...props} />;
}

export function LazyPerMinutePrice(props: ComponentProps<typeof PerMinutePrice>) {
  return <Price {...props} />;
}

export function LazyConnectNow(props: ComponentProps<typeof ConnectNow>) {
  return <Connect {...props} />;
}
