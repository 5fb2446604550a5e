import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MyReviews } from "@/components/dashboard/my-reviews";
import { SavedCoaches } from "@/components/dashboard/saved-coaches";
import { ListingStatusCard } from "@/components/listing/listing-status-card";
import { listReviewsForUser } from "@/lib/reviews/member-reviews";
import { displayName } from "@/lib/users/names";
import { listSavedCoachesForUser } from "@/lib/users/saved-coaches";
import { getReadySessionUser } from "../session-user";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/dashboard");
  const [coaches, reviews] = await Promise.all([
    listSavedCoachesForUser({ userId: user.id }),
    listReviewsForUser({ userId: user.id }),
  ]);
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold">Hi, {displayName(user)}</h1>
        <p className="text-ink-muted">Welcome back, nice to see you again!</p>
      </section>
      {user.type === 1 ? <ListingStatusCard /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <SavedCoaches coaches={coaches} />
        <MyReviews reviews={reviews} />
      </div>
    </div>
  );
}
