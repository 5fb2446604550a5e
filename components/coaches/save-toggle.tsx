"use client";
/**
 * The heart on a coach's card: signed-in users save and unsave (kept in the database); a visitor
 * is sent to log in and brought back to the same view. The state comes from the browser after
 * load (the page's HTML is the same for everybody); until it is known the heart waits, disabled
 * (heart-button.tsx).
 */
import { lazy } from "react";
import { ViewerHeart } from "./heart-button";

type Props = { slug: string; name: string; className?: string };

/** The signed-in viewer's hearts (their saved list, through SWR): a visitor never loads its code. */
const SignedInSaveToggle = lazy(() =>
  import("./signed-in-save-toggle").then((module) => ({ default: module.SignedInSaveToggle })),
);

/** A card's heart, from the viewer's saved list that every card on the page shares. */
export function SaveToggle(props: Props) {
  return <ViewerHeart {...props} signedIn={SignedInSaveToggle} />;
}
