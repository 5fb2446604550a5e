"use client";
/**
 * Writing a review: visitors are asked to log in; a seeker with a completed session here writes one
 * (POST; others are told reviews come from sessions), and its author sees "Edit your review"
 * instead of a second form (PUT). The page refreshes from the server after each change, so the
 * list, the tab's count, the average and the distribution follow. Which box shows depends on the
 * viewer's state here, asked by the browser: the shared HTML has the visitor's. The form itself
 * (review-form.tsx) loads only when it is shown.
 */
import { LogIn, Pencil } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useCoachViewer } from "@/lib/client/coach-viewer";

export type OwnReview = { id: string; rating: number; title: string | null; body: string };

const ReviewForm = lazy(() =>
  import("./review-form").then((module) => ({ default: module.ReviewForm })),
);

type Props = { slug: string; coachName: string; loginHref: string };

const boxClasses = "flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6";

export function ReviewPanel({ slug, coachName, loginHref }: Props) {
  const [justPosted, setJustPosted] = useState(false);
  // The shared HTML shows the visitor's box; a signed-in viewer's state replaces it after load.
  const viewer = useCoachViewer(slug);
  if (viewer.kind !== "signed-in") {
    return (
      <div className={boxClasses}>
        <h3 className="font-serif text-xl font-semibold text-ink">Share your experience</h3>
        <p className="text-ink-muted">
          Had a session with {coachName}? Your words help other seekers find the right guide.
        </p>
        {/* A full page load on purpose: a client navigation from /profile#reviews made the
            post-login push land on "#reviews#reviews" (Next 16), which opened the wrong tab. */}
        <a href={loginHref} className={buttonClasses("primary", "self-start")}>
          <LogIn aria-hidden size={18} />
          Log in to write a review
        </a>
      </div>
    );
  }
  const mine = viewer.state.own_review;
  const own: OwnReview | null = mine
    ? { id: mine.id, rating: mine.rating, title: mine.title, body: mine.body }
    : null;
  if (own) {
    return <OwnReviewBox key={own.id} slug={slug} own={own} focusOnMount={justPosted} />;
  }
  if (!viewer.state.can_review) {
    return (
      <div className={boxClasses}>
        <h3 className="font-serif text-xl font-semibold text-ink">Reviews come from sessions</h3>
        <p className="text-ink-muted">
          Once a session with {coachName} booked here is completed, you can review it. Your review
          will be marked &ldquo;Verified session&rdquo;.
        </p>
      </div>
    );
  }
  return (
    <div className={boxClasses}>
      <h3 className="font-serif text-xl font-semibold text-ink">Write a review</h3>
      <p className="text-sm text-ink-muted">
        How was your time with {coachName}? Fields marked optional can stay empty.
      </p>
      <Suspense fallback={<p className="text-sm text-ink-muted">Loading the form…</p>}>
        <ReviewForm slug={slug} onSaved={() => setJustPosted(true)} />
      </Suspense>
    </div>
  );
}

function OwnReviewBox({
  slug,
  own,
  focusOnMount,
}: {
  slug: string;
  own: OwnReview;
  focusOnMount: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (editing) headingRef.current?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <div className={boxClasses}>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-xl font-semibold text-ink outline-none"
      >
        {editing ? "Edit your review" : "Thank you for your review"}
      </h3>
      {editing ? (
        <Suspense fallback={<p className="text-sm text-ink-muted">Loading the form…</p>}>
          <ReviewForm
            slug={slug}
            own={own}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          <p className="text-ink-muted">
            It is shown with the others, marked &ldquo;Your review&rdquo;. You can change it
            whenever you like.
          </p>
          <button
            ref={editRef}
            type="button"
            className={buttonClasses("secondary", "self-start text-ink")}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden size={16} />
            Edit your review
          </button>
        </>
      )}
    </div>
  );
}
