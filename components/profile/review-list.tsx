"use client";
/**
 * The written reviews with a sort menu: Most Recent, Top Rated, Lowest Rated. Each review comes
 * rendered from the server (review-card.tsx), and so do the heading and the words shown when there
 * is none (they never change on the page, so they cost no JavaScript); this only orders the
 * reviews. What a signed-in viewer sees besides (their own review marked; to this listing's Seer,
 * a Reply form) comes with their state on this page, and that code (signed-in-profile.tsx, with
 * SWR) loads only once somebody is known to be signed in.
 */
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from "react";
import { useViewer } from "@/lib/client/viewer";
import { type ReviewSort, SORT_OPTIONS, sortReviews } from "./review-types";

const SignedInReviewMarks = lazy(() =>
  import("./signed-in-profile").then((module) => ({ default: module.SignedInReviewMarks })),
);

/** A review as the list orders it, with its card already rendered. */
export type ListedReview = { id: string; rating: number; createdAt: string; card: ReactNode };

type Props = {
  reviews: readonly ListedReview[];
  slug: string;
  /** The heading ("3 written reviews"), rendered on the server. */
  heading: ReactNode;
  /** Shown in place of the list when there is no written review yet, rendered on the server. */
  empty: ReactNode;
};

export function ReviewList({ reviews, slug, heading, empty }: Props) {
  const [sort, setSort] = useState<ReviewSort>("recent");
  const viewer = useViewer();
  const sorted = useMemo(() => sortReviews(reviews, sort), [reviews, sort]);
  const selectId = useId();

  const list =
    sorted.length === 0 ? (
      empty
    ) : (
      <ul aria-label="Reviews" className="flex flex-col gap-4">
        {sorted.map((review) => (
          <li key={review.id}>{review.card}</li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-ink-muted">
            Sort by
          </label>
          <select
            id={selectId}
            value={sort}
            onChange={(event) => setSort(event.target.value as ReviewSort)}
            className="min-h-11 rounded-lg border border-line bg-surface pr-8 pl-3 text-sm text-ink"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {viewer ? (
        // Until the viewer's part has loaded, the reviews show as to everybody.
        <Suspense fallback={list}>
          <SignedInReviewMarks slug={slug}>{list}</SignedInReviewMarks>
        </Suspense>
      ) : (
        list
      )}
    </div>
  );
}
