"use client";
/**
 * The heart on a coach's page. A visitor's heart (log in to save) needs nothing more; a signed-in
 * viewer's comes from their state here (one request with their review and rights, through SWR),
 * whose code loads only once somebody is known to be signed in.
 */
import { lazy } from "react";
import { ViewerHeart } from "@/components/coaches/heart-button";

type Props = { slug: string; name: string; className?: string };

const SignedInProfileSaveToggle = lazy(() =>
  import("./signed-in-profile").then((module) => ({
    default: module.SignedInProfileSaveToggle,
  })),
);

export function ProfileSaveToggle(props: Props) {
  return <ViewerHeart {...props} signedIn={SignedInProfileSaveToggle} />;
}
