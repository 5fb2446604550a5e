/**
 * The booking part of a coach's page. A coach who takes no bookings (the sample coaches) shows the
 * hour counter and says so; a Seer who takes them gets the whole panel (bookable-panel.tsx: free
 * times through SWR, the day strip, the form), whose code loads only on such a page.
 */
import Link from "next/link";
import type { BookablePanelProps } from "./bookable-panel";
import { LazyBookablePanel } from "./lazy-bookable-panel";
import { LazySessionLength } from "./lazy-session-length";
import { PaidTerms } from "./paid-terms";

type Props = BookablePanelProps & {
  /** A Seer stands behind the listing (the sample coaches have none). */
  bookable: boolean;
};

export function BookingPanel({ bookable, ...props }: Props) {
  const firstName = props.coachName.split(" ")[0] || props.coachName;
  if (bookable && props.paidByCard) {
    return (
      <div className="flex flex-col gap-5">
        <LazyBookablePanel {...props} />
        <PaidTerms firstName={firstName} />
      </div>
    );
  }
  if (bookable) return <LazyBookablePanel {...props} />;
  return (
    <div id="book" className="flex flex-col gap-6">
      <LazySessionLength lengths={props.lengths} price={props.price} />
      <p className="rounded-xl bg-muted px-4 py-3 text-sm text-ink-muted">
        {firstName} does not take bookings on the site yet. Save {firstName} with the heart to find
        this session again, or meet {firstName} at one of our{" "}
        <Link href="/events" className="font-medium text-accent underline underline-offset-4">
          events
        </Link>
        .
      </p>
    </div>
  );
}
