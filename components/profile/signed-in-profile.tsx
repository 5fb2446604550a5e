"use client";
/**
 * What a coach's page shows a signed-in viewer, from their state there (lib/client/coach-viewer.ts,
 * one request through SWR): their heart, their own review marked and the Seer's Reply forms, and
 * the review box (their review to edit, the form, or why there is none). One module, so one chunk
 * that loads only once somebody is known to be signed in (profile-save-toggle.tsx, review-list.tsx
 * and review-panel.tsx ask for it); until the viewer's state has come, each part shows what the
 * shared HTML has.
 */
import { Pencil } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { HeartButton } from "@/components/coaches/heart-button";
import { buttonClasses } from "@/components/ui/button";
import { useCoachViewer } from "@/lib/client/coach-viewer";
import { type SavedState, setCoachSaved } from "@/lib/client/saved-coaches";
import { reviewBoxClasses } from "./review-box";
import { ReviewViewerContext } from "./review-marks";
import { ReviewReplyForm } from "./review-reply";
import type { OwnReview } from "./review-types";

/** The form (react-hook-form, zod) loads only when it is shown. */
const ReviewForm = lazy(() =>
  import("./review-form").then((module) => ({ default: module.ReviewForm })),
);

/** The heart. */
export function SignedInProfileSaveToggle(props: {
  slug: string;
  name: string;
  className?: string;
}) {
  const viewer = useCoachViewer(props.slug);
  const state: SavedState =
    viewer.kind === "signed-in" ? { kind: "signed-in", saved: viewer.state.saved } : viewer;
  return (
    <HeartButton {...props} state={state} onSave={(saved) => setCoachSaved(props.slug, saved)} />
  );
}

/** Around the reviews: which one is the viewer's, and whether they may reply (their listing). */
export function SignedInReviewMarks({ slug, children }: { slug: string; children: ReactNode }) {
  const viewer = useCoachViewer(slug);
  const state = viewer.kind === "signed-in" ? viewer.state : null;
  return (
    <ReviewViewerContext
      value={{
        ownId: state?.own_review?.id,
        ReplyForm: state?.is_seer ? ReviewReplyForm : undefined,
      }}
    >
      {children}
    </ReviewViewerContext>
  );
}

type PanelProps = {
  slug: string;
  coachName: string;
  /** What the shared HTML shows, kept until the viewer's state here has come. */
  visitorBox: ReactNode;
};

/**
 * The review box: a seeker with a completed session here writes a review (POST; others are told
 * reviews come from sessions), and its author sees "Edit your review" instead of a second form
 * (PUT). The page refreshes from the server after each change, so the list, the tab's count, the
 * average and the distribution follow.
 */
export function SignedInReviewPanel({ slug, coachName, visitorBox }: PanelProps) {
  const [justPosted, setJustPosted] = useState(false);
  const viewer = useCoachViewer(slug);
  if (viewer.kind !== "signed-in") return visitorBox;
  const mine = viewer.state.own_review;
  const own: OwnReview | null = mine
    ? { id: mine.id, rating: mine.rating, title: mine.title, body: mine.body }
    : null;
  if (own) {
    return <OwnReviewBox key={own.id} slug={slug} own={own} focusOnMount={justPosted} />;
  }
  if (!viewer.state.can_review) {
    return (
      <div className={reviewBoxClasses}>
        <h3 className="font-serif text-xl font-semibold text-ink">Reviews come from sessions</h3>
        <p className="text-ink-muted">
          Once a session with {coachName} booked here is completed, you can review it. Your review
          will be marked &ldquo;Verified session&rdquo;.
        </p>
      </div>
    );
  }
  return (
    <div className={reviewBoxClasses}>
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
    <div className={reviewBoxClasses}>
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
