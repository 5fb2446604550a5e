"use client";
/**
 * The parts of a server-rendered review (review-card.tsx) that depend on who is looking: the
 * viewer's own review is framed and marked "Your review"; under a review without a reply, this
 * listing's Seer gets a Reply form. What they read comes from signed-in-profile.tsx, which
 * loads only for a signed-in viewer; everybody else sees the reviews as the HTML has them.
 */
import { type ComponentType, createContext, type ReactNode, use } from "react";
import { cn } from "@/lib/cn";

type ReplyFormProps = { slug: string; reviewId: string; author: string };

export type ReviewViewer = {
  /** The viewer's own review here. */
  ownId?: string;
  /** The Seer's Reply form, given only when this viewer may reply (loaded with the viewer's part). */
  ReplyForm?: ComponentType<ReplyFormProps>;
};

export const ReviewViewerContext = createContext<ReviewViewer>({});

type FrameProps = { reviewId: string; author: string; children: ReactNode };

export function ReviewFrame({ reviewId, author, children }: FrameProps) {
  const own = use(ReviewViewerContext).ownId === reviewId;
  return (
    <article
      aria-label={`Review by ${author}`}
      className={cn(
        "flex flex-col gap-3 rounded-2xl border bg-surface p-5",
        own ? "border-brand-500" : "border-line",
      )}
    >
      {children}
    </article>
  );
}

export function OwnReviewMark({ reviewId }: { reviewId: string }) {
  if (use(ReviewViewerContext).ownId !== reviewId) return null;
  return (
    <span className="ml-2 rounded-full bg-brand-600/10 px-2 py-0.5 text-xs font-semibold text-accent">
      Your review
    </span>
  );
}

export function ReplySlot(props: ReplyFormProps) {
  const { ownId, ReplyForm } = use(ReviewViewerContext);
  if (!ReplyForm || ownId === props.reviewId) return null;
  return <ReplyForm {...props} />;
}
