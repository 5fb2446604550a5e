/**
 * One written review, rendered on the server: author, stars, date, "Verified session", the text
 * and the Seer's reply. The browser only fills in what depends on the viewer (review-marks.tsx):
 * their own review marked, and to this listing's Seer a Reply form.
 */
import { BadgeCheck } from "lucide-react";
import { Picture } from "@/components/ui/picture";
import { Stars } from "@/components/ui/stars";
import { OwnReviewMark, ReplySlot, ReviewFrame } from "./review-marks";
import type { ReviewView } from "./review-types";

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

type Props = { review: ReviewView; coachName: string; slug: string };

export function ReviewCard({ review, coachName, slug }: Props) {
  return (
    <ReviewFrame reviewId={review.id} author={review.author}>
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
            <OwnReviewMark reviewId={review.id} />
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
      <p className="leading-relaxed whitespace-pre-line text-ink-muted">{review.body}</p>
      {review.reply ? (
        <div className="ml-4 flex flex-col gap-1 border-l-2 border-brand-500 pl-4">
          <p className="text-sm font-semibold text-ink">Reply from {coachName}</p>
          <p className="text-sm leading-relaxed whitespace-pre-line text-ink-muted">
            {review.reply}
          </p>
        </div>
      ) : (
        <ReplySlot slug={slug} reviewId={review.id} author={review.author} />
      )}
    </ReviewFrame>
  );
}
