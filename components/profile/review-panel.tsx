"use client";
/**
 * Writing a review. The shared HTML shows the visitor's box (review-box.tsx: log in to write one),
 * which is all a visitor ever needs; for a signed-in viewer, what replaces it (their review, the
 * form, or why there is none) comes with their state on this page, and that code
 * (signed-in-profile.tsx, with SWR) loads only once somebody is known to be signed in.
 */
import { lazy, type ReactNode, Suspense } from "react";
import { useViewer } from "@/lib/client/viewer";

type Props = {
  slug: string;
  coachName: string;
  /** The visitor's box, rendered on the server. */
  children: ReactNode;
};

const SignedInReviewPanel = lazy(() =>
  import("./signed-in-profile").then((module) => ({ default: module.SignedInReviewPanel })),
);

export function ReviewPanel({ slug, coachName, children: visitorBox }: Props) {
  const viewer = useViewer();
  if (!viewer) return visitorBox;
  return (
    <Suspense fallback={visitorBox}>
      <SignedInReviewPanel slug={slug} coachName={coachName} visitorBox={visitorBox} />
    </Suspense>
  );
}
