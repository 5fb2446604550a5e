import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminWaiting } from "@/components/dashboard/admin-waiting";
import { SeekerDashboard } from "@/components/dashboard/seeker-dashboard";
import { SeerDashboard } from "@/components/dashboard/seer-dashboard";
import { getSessionStart } from "@/lib/auth/session";
import { listUpcomingBookingsFor } from "@/lib/bookings/queries";
import { BRAND_NAME } from "@/lib/brand";
import { now } from "@/lib/clock";
import { findListingStateOf } from "@/lib/listings/queries";
import { countListingsInReview } from "@/lib/listings/review";
import { listReviewsForUser } from "@/lib/reviews/member-reviews";
import { displayName } from "@/lib/users/names";
import { listSavedCoachesForUser } from "@/lib/users/saved-coaches";
import { isReturningVisit } from "@/lib/users/welcome";
import { getReadySessionUser } from "../session-user";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * /dashboard, for who you are: an admin first sees what waits for them; a Seer their listing,
 * requests and next sessions; a seeker their upcoming sessions, saved coaches and reviews.
 */
export default async function DashboardPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/dashboard");
  const isSeer = user.type === 1;
  const userId = user.id;
  const [sessionStart, booked, coaches, reviews, given, listing, listingsInReview] =
    await Promise.all([
      getSessionStart(),
      listUpcomingBookingsFor({ userId, as: "seeker" }),
      listSavedCoachesForUser({ userId }),
      listReviewsForUser({ userId }),
      isSeer ? listUpcomingBookingsFor({ userId, as: "seer" }) : [],
      isSeer ? findListingStateOf(userId) : null,
      user.is_superuser ? countListingsInReview() : 0,
    ]);
  const returning = isReturningVisit({
    accountCreatedAt: new Date(user.created_at),
    sessionStartedAt: sessionStart,
  });
  const serverNow = now().toISOString();
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-2">
        <h1 tabIndex={-1} className="font-serif text-3xl font-semibold focus:outline-none">
          Hi, {displayName(user)}
        </h1>
        <p className="text-ink-muted">
          {returning
            ? "Welcome back, nice to see you again!"
            : `Welcome to ${BRAND_NAME}, glad you are here!`}
        </p>
      </section>
      {user.is_superuser ? <AdminWaiting listingsInReview={listingsInReview} /> : null}
      {isSeer ? (
        <SeerDashboard
          listing={listing}
          given={given}
          booked={booked}
          coaches={coaches}
          reviews={reviews}
          serverNow={serverNow}
          accountZone={user.timezone}
        />
      ) : (
        <SeekerDashboard
          upcoming={booked}
          coaches={coaches}
          reviews={reviews}
          serverNow={serverNow}
          accountZone={user.timezone}
        />
      )}
    </div>
  );
}
