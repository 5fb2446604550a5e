"use client";
/** The written reviews with a sort menu: Most Recent, Top Rated, Lowest Rated. */
import { BadgeCheck } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Picture } from "@/components/ui/picture";
import { useCoachViewer } from "@/lib/client/coach-viewer";
import { cn } from "@/lib/cn";
import { ReviewReplyForm } from "./review-reply";
import { type ReviewSort, type ReviewView, SORT_OPTIONS, sortReviews } from "./review-types";
import { Stars } from "./stars";

const DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

type Props = {
  reviews: readonly ReviewView[];
  coachName: string;
  slug: string;
};

export function ReviewList({ reviews, coachName, slug }: Props) {
  const [sort, setSort] = useState<ReviewSort>("recent");
  // Known after load: the viewer's own review is marked; to this listing's Seer, reviews without a
  // reply get a Reply form.
  const viewer = useCoachViewer(slug);
  const ownId = viewer.kind === "signed-in" ? viewer.state.own_review?.id : undefined;
  const isSeer = viewer.kind === "signed-in" && viewer.state.is_seer;
  const sorted = useMemo(() => sortReviews(reviews, sort), [reviews, sort]);
  const selectId = useId();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-serif text-2xl font-semibold text-ink">
          {reviews.length} written {reviews.length === 1 ? "review" : "reviews"}
        </h3>
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
      {sorted.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">
          No written reviews yet. After a session, be the first to share how it went.
        </p>
      ) : (
        <ul aria-label="Reviews" className="flex flex-col gap-4">
          {sorted.map((review) => {
            const own = review.id === ownId;
            return (
              <li key={review.id}>
                <article
                  aria-label={`Review by ${review.author}`}
                  className={cn(
                    "flex flex-col gap-3 rounded-2xl border bg-surface p-5",
                    own ? "border-brand-500" : "border-line",
                  )}
                >
                  <header className="flex items-center gap-3">
                    {review.avatar ? (
                      <Picture
                        src={review.avatar}
                        alt={review.author}
                        width={44}
                        height={44}
                        className="size-11 shrink-0 rounded-full bg-muted"
                      />
                    ) : (
                      <span
                        aria-hidden
                        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                      >
                        {initials(review.author)}
                      </span>
                    )}
                    <div className="flex min-w-0 flex-1 flex-col">
                      <p className="font-semibold text-ink">
                        {review.author}
                        {own ? (
                          <span className="ml-2 rounded-full bg-brand-600/10 px-2 py-0.5 text-xs font-semibold text-accent">
                            Your review
                          </span>
                        ) : null}
                      </p>
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <Stars value={review.rating} label={`Rated ${review.rating} out of 5`} />
                        <time dateTime={review.createdAt} className="text-sm text-ink-muted">
                          {DATE.format(new Date(review.createdAt))}
                        </time>
                      </div>
                    </div>
                  </header>
                  {review.verified ? (
                    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-ink">
                      <BadgeCheck aria-hidden size={14} className="text-success" />
                      Verified session
                    </p>
                  ) : null}
                  {review.title ? <p className="font-semibold text-ink">{review.title}</p> : null}
                  <p className="leading-relaxed whitespace-pre-line text-ink-muted">
                    {review.body}
                  </p>
                  {review.reply ? (
                    <div className="ml-4 flex flex-col gap-1 border-l-2 border-brand-500 pl-4">
                      <p className="text-sm font-semibold text-ink">Reply from {coachName}</p>
                      <p className="text-sm leading-relaxed whitespace-pre-line text-ink-muted">
                        {review.reply}
                      </p>
                    </div>
                  ) : isSeer && !own ? (
                    <ReviewReplyForm slug={slug} reviewId={review.id} author={review.author} />
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
