/** A seeker's dashboard: their upcoming sessions first, with their status, then saved coaches and reviews. */
import Link from "next/link";
import type { Booking } from "@/components/booking/booking-types";
import { buttonClasses } from "@/components/ui/button";
import type { Coach } from "@/lib/catalog/types";
import type { MemberReview } from "@/lib/reviews/member-reviews";
import { BookingsSection } from "./dashboard-bookings";
import { MyReviews } from "./my-reviews";
import { SavedCoaches } from "./saved-coaches";

type Props = {
  /** Requests and confirmed sessions still ahead, soonest first. */
  upcoming: Booking[];
  coaches: Coach[];
  reviews: MemberReview[];
  serverNow: string;
  /** The account's time zone. */
  accountZone: string | null;
};

export function SeekerDashboard({ upcoming, coaches, reviews, serverNow, accountZone }: Props) {
  return (
    <>
      <BookingsSection
        id="upcoming"
        title="Upcoming sessions"
        link={{ href: "/bookings", label: "All my bookings" }}
        bookings={upcoming}
        side="seeker"
        serverNow={serverNow}
        accountZone={accountZone}
        empty={
          <>
            <p>No sessions ahead. Find a Seer on Discover and book a session from their page.</p>
            <Link href="/discover" className={buttonClasses("primary")}>
              Discover Seers
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <SavedCoaches coaches={coaches} />
        <MyReviews reviews={reviews} />
      </div>
    </>
  );
}
