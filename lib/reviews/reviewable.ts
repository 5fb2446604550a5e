/** Which completed session a seeker's review of a Seer stands on, or why there is none. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { seekerAbsent } from "@/lib/bookings/no-show-public";
import { bookingQuery, currentStatus } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";

/**
 * The seeker's oldest completed booking with the Seer at `coachSlug` that no review names yet.
 * None completed: 403. All already reviewed: the one-review-per-coach 409.
 */
export async function reviewableBooking(userId: string, coachSlug: string): Promise<string> {
  const at = now();
  const rows = await bookingQuery(getDb())
    .where("booking.seeker_id", "=", userId)
    .where("listing.slug", "=", coachSlug)
    .where("booking.status", "in", ["accepted", "completed"])
    .orderBy("booking.start_at", "asc")
    .execute();
  // A session the seeker did not come to (or is said not to have, pending) is not theirs to review.
  const completed = rows.filter(
    (row) => currentStatus(row, at) === "completed" && !seekerAbsent(row),
  );
  if (completed.length === 0) throw errors.reviewNeedsBooking();
  const reviewed = await getDb()
    .selectFrom("review")
    .select("booking_id")
    .where(
      "booking_id",
      "in",
      completed.map((row) => row.id),
    )
    .execute();
  const taken = new Set(reviewed.map((r) => r.booking_id));
  const free = completed.find((row) => !taken.has(row.id));
  if (!free) throw errors.alreadyReviewed();
  return free.id;
}
