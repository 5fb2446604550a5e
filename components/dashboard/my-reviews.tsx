/** The reviews the user wrote, each linking back to its coach. */
import Link from "next/link";
import type { ReviewPublic } from "@/lib/reviews/schema";

type Props = { reviews: (ReviewPublic & { coachName: string; coachLeft: boolean })[] };

export function MyReviews({ reviews }: Props) {
  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="reviews-heading" className="font-serif text-xl font-semibold">
        Your reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-4 text-ink-muted">
          After a session, share how it went on the coach&apos;s profile. Your reviews will be
          listed here.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
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
    </section>
  );
}
