"use client";
/**
 * The hour counter of a coach who takes no bookings yet (session-length.tsx), hydrated only once
 * the visitor comes near it (hydrate-near-view.tsx): the server still sends it whole, in place.
 */
import type { ComponentProps } from "react";
import { gateNearView, NearView } from "./hydrate-near-view";
import type { SessionLength } from "./session-length";

type Props = ComponentProps<typeof SessionLength>;

const counter = gateNearView<Props>(() =>
  import("./session-length").then((module) => module.SessionLength),
);

export function LazySessionLength(props: Props) {
  return <NearView gate={counter} props={props} />;
}
