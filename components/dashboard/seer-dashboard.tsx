/**
 * A Seer's dashboard: the listing's next step, readings now (the Available now switch and the
 * price per minute), the requests waiting for an answer (accepted or
 * declined in place), the next sessions, and, only when they have some, the sessions they booked
 * themselves, the coaches they saved and the reviews they wrote.
 */
import type { Booking } from "@/components/booking/booking-types";
import { ListingStatusCard } from "@/components/listing/listing-status-card";
import { ReadingsCard } from "@/components/readings/readings-card";
import type { Coach } from "@/lib/catalog/types";
import type { ListingState } from "@/lib/listings/queries";
import type { MemberReview } from "@/lib/reviews/member-reviews";
import { BookingsSection } from "./dashboard-bookings";
import { MyReviews } from "./my-reviews";
import { SavedCoaches } from "./saved-coaches";

/** The next sessions shown here; the rest are on My bookings. */
export const NEXT_SESSIONS_SHOWN = 3;

type Props = {
  listing: ListingState | null;
  /** The Seer's bookings still ahead (requests and confirmed), soonest first. */
  given: Booking[];
  /** Sessions they booked with other Seers, still ahead. */
  booked: Booking[];
  coaches: Coach[];
  reviews: MemberReview[];
  serverNow: string;
  /** The account's time zone. */
  accountZone: string | null;
};

export function SeerDashboard({
  listing,
  given,
  booked,
  coaches,
  reviews,
  serverNow,
  accountZone,
}: Props) {
  const requests = given.filter((booking) => booking.status === "requested");
  const sessions = given.filter((booking) => booking.status === "accepted");
  return (
    <>
      <ListingStatusCard listing={listing} />
      <ReadingsCard />
      <BookingsSection
        id="requests"
        title="Requests awaiting your answer"
        link={{ href: "/bookings?tab=requests", label: "All requests" }}
        bookings={requests}
        side="seer"
        serverNow={serverNow}
        accountZone={accountZone}
        empty={<p>No requests are waiting for an answer.</p>}
      />
      <BookingsSection
        id="next-sessions"
        title="Next sessions"
        link={{ href: "/bookings?tab=upcoming", label: "All upcoming sessions" }}
        bookings={sessions.slice(0, NEXT_SESSIONS_SHOWN)}
        side="seer"
        serverNow={serverNow}
        accountZone={accountZone}
        empty={<p>No confirmed sessions ahead.</p>}
      />
      {booked.length > 0 ? (
        <BookingsSection
          id="booked"
          title="Sessions you booked"
          link={{ href: "/bookings?tab=booked", label: "All you booked" }}
          bookings={booked}
          side="seeker"
          serverNow={serverNow}
          accountZone={accountZone}
          empty={null}
        />
      ) : null}
      {coaches.length > 0 || reviews.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {coaches.length > 0 ? <SavedCoaches coaches={coaches} /> : null}
          {reviews.length > 0 ? <MyReviews reviews={reviews} /> : null}
        </div>
      ) : null}
    </>
  );
}
