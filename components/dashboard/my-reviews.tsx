/** The reviews the user wrote, each linking back to its coach. */
import Link from "next/link";
import type { MemberReview } from "@/lib/reviews/member-reviews";
import { DashboardSection } from "./dashboard-section";

type Props = { reviews: MemberReview[] };

export function MyReviews({ reviews }: Props) {
  return (
    <DashboardSection id="reviews" title="Your reviews">
      {reviews.length === 0 ? (
        <p className="text-ink-muted">
          After a session, share how it went on the coach&apos;s profile. Your reviews will be
          listed here.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                {review.coachLeft ? (
                  <span className="font-medium text-ink">{review.coachName}</span>
                ) : (
                  <Link
                    href={`/profile/${review.coach_slug}#reviews`}
                    className="font-medium text-ink hover:text-accent"
                  >
                    {review.coachName}
                  </Link>
                )}
                <span className="text-sm text-ink-muted">
                  <span aria-hidden>{"★".repeat(review.rating)}</span>
                  <span className="sr-only">{review.rating} out of 5 stars</span>
                </span>
              </div>
              {review.title ? <p className="text-sm font-medium">{review.title}</p> : null}
              <p className="text-sm text-ink-muted">{review.body}</p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
