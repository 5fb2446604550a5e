import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MyReviews } from "@/components/dashboard/my-reviews";
import { SavedCoaches } from "@/components/dashboard/saved-coaches";
import type { Coach } from "@/data/types";
import { getSessionUser } from "@/lib/auth/session";
import { getCoach } from "@/lib/catalog/coaches";
import { listReviewsByUser } from "@/lib/coaches/reviews";
import { listSavedCoaches } from "@/lib/coaches/saved";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await getSessionUser();
  if (!user) redirect("/login?next=/dashboard");
  const [saved, reviews] = await Promise.all([
    listSavedCoaches(user.id),
    listReviewsByUser(user.id),
  ]);
  // A saved slug whose coach left the catalogue is skipped rather than shown broken.
  const coaches = saved
    .map((s) => getCoach(s.coach_slug))
    .filter((c): c is Coach => c !== undefined);
  const named = reviews.map((r) => ({
    ...r,
    coachName: getCoach(r.coach_slug)?.name ?? r.coach_slug,
  }));
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold">Hi, {user.full_name || user.email}</h1>
        <p className="text-ink-muted">Welcome back, nice to see you again!</p>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <SavedCoaches coaches={coaches} />
        <MyReviews reviews={named} />
      </div>
    </div>
  );
}
