"use client";
/**
 * The heart on a coach's page. A visitor's heart (log in to save) needs nothing more; a signed-in
 * viewer's comes from their state here (one request with their review and rights, through SWR),
 * whose code loads only once somebody is known to be signed in.
 */
import { lazy, Suspense } from "react";
import { HeartButton } from "@/components/coaches/heart-button";
import { useViewer } from "@/lib/client/viewer";

type Props = { slug: string; name: string; className?: string };

const SignedInProfileSaveToggle = lazy(() =>
  import("./signed-in-profile").then((module) => ({
    default: module.SignedInProfileSaveToggle,
  })),
);

export function ProfileSaveToggle(props: Props) {
  const viewer = useViewer();
  if (!viewer) {
    return (
      <HeartButton {...props} state={viewer === null ? { kind: "visitor" } : { kind: "unknown" }} />
    );
  }
  return (
    <Suspense fallback={<HeartButton {...props} state={{ kind: "unknown" }} />}>
      <SignedInProfileSaveToggle {...props} />
    </Suspense>
  );
}
