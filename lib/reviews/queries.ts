/** Written reviews: stored ones (one per user and coach) joined with the sample ones, and their stats. */
import "server-only";
import { randomUUID } from "node:crypto";
import { SAMPLE_REVIEWS } from "@/data/reviews";
import { errors } from "@/lib/api/errors";
import type { Coach, RatingBreakdown } from "@/lib/catalog/types";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { monotonicNow, readTimestamp } from "@/lib/db/values";
import { FORMER_MEMBER } from "@/lib/users/names";
import { reviewableBooking } from "./reviewable";
import type { ReviewInput, ReviewPublic } from "./schema";

const reviewColumns = [
  "review.id",
  "review.coach_slug",
  "review.user_id",
  "review.rating",
  "review.title",
  "review.body",
  "review.created_at",
  "review.updated_at",
  "review.booking_id",
  "review.reply",
  "review.replied_at",
  "user.full_name",
  "user.email",
] as const;

/** A review whose author closed their account stays, by "Former member" (user_id null). */
function baseQuery() {
  return getDb()
    .selectFrom("review")
    .leftJoin("user", "user.id", "review.user_id")
    .select(reviewColumns);
}

const authorOf = (row: { email: string | null; full_name: string | null }) =>
  row.email === null ? FORMER_MEMBER : row.full_name || row.email.split("@")[0] || "Member";

type JoinedRow = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

function toPublic(row: JoinedRow): ReviewPublic {
  return {
    id: row.id,
    coach_slug: row.coach_slug,
    author: authorOf(row),
    author_id: row.user_id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    created_at: readTimestamp(row.created_at),
    updated_at: readTimestamp(row.updated_at),
    booking_id: row.booking_id,
    verified: row.booking_id !== null,
    reply: row.reply,
    replied_at: row.replied_at === null ? null : readTimestamp(row.replied_at),
  };
}

export async function listStoredReviews(coachSlug: string): Promise<ReviewPublic[]> {
  const rows = await baseQuery()
    .where("review.coach_slug", "=", coachSlug)
    .orderBy("review.created_at", "desc")
    .execute();
  return rows.map(toPublic);
}

export async function findReview(id: string): Promise<ReviewPublic | undefined> {
  const row = await baseQuery().where("review.id", "=", id).executeTakeFirst();
  return row ? toPublic(row) : undefined;
}

export async function listReviewsByUser(userId: string): Promise<ReviewPublic[]> {
  const rows = await baseQuery()
    .where("review.user_id", "=", userId)
    .orderBy("review.created_at", "desc")
    .execute();
  return rows.map(toPublic);
}

/**
 * A review needs a completed session with that Seer (lib/reviews/reviewable.ts) and names it: a
 * "Verified session". One review per booking, and still one per user and coach.
 */
export async function createReview(userId: string, coachSlug: string, input: ReviewInput) {
  const bookingId = await reviewableBooking(userId, coachSlug);
  const now = monotonicNow();
  const id = randomUUID();
  try {
    await getDb()
      .insertInto("review")
      .values({
        id,
        coach_slug: coachSlug,
        user_id: userId,
        rating: input.rating,
        title: input.title?.trim() || null,
        body: input.body,
        booking_id: bookingId,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    // One review per user and coach: a second one is the API's 409.
    if (isUniqueViolation(error)) throw errors.alreadyReviewed();
    throw error;
  }
  const created = await findReview(id);
  if (!created) throw new Error("review vanished after insert");
  return created;
}

export async function updateReview(id: string, input: Partial<ReviewInput>) {
  const changes: Record<string, unknown> = { updated_at: monotonicNow() };
  if (input.rating !== undefined) changes.rating = input.rating;
  if (input.title !== undefined) changes.title = input.title?.trim() || null;
  if (input.body !== undefined) changes.body = input.body;
  await getDb().updateTable("review").set(changes).where("id", "=", id).execute();
  const updated = await findReview(id);
  if (!updated) throw new Error("review vanished after update");
  return updated;
}

export async function deleteReview(id: string): Promise<void> {
  await getDb().deleteFrom("review").where("id", "=", id).execute();
}

type ReviewEntry = ReviewPublic & { avatar: string | null; sample: boolean };

export type ReviewSummary = {
  reviews: ReviewEntry[];
  /** Written reviews (sample plus stored): the "Ratings & Reviews (n)" count. */
  count: number;
  /** All ratings, written or not. */
  ratingCount: number;
  average: number;
  distribution: RatingBreakdown;
};

/** Everything the profile shows about ratings, computed from sample reviews plus stored ones. */
export async function reviewSummary(coach: Coach): Promise<ReviewSummary> {
  const samples: ReviewEntry[] = SAMPLE_REVIEWS.filter((r) => r.coachSlug === coach.slug).map(
    (r) => ({
      id: r.id,
      coach_slug: r.coachSlug,
      author: r.author,
      author_id: null,
      rating: r.rating,
      title: r.title,
      body: r.body,
      created_at: new Date(r.date).toISOString(),
      updated_at: new Date(r.date).toISOString(),
      booking_id: null,
      verified: false,
      reply: null,
      replied_at: null,
      avatar: r.avatar,
      sample: true,
    }),
  );
  const stored: ReviewEntry[] = (await listStoredReviews(coach.slug)).map((r) => ({
    ...r,
    avatar: null,
    sample: false,
  }));
  const reviews = [...stored, ...samples].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const distribution: RatingBreakdown = { ...coach.ratingBreakdown };
  // The breakdown holds ratings given without words; every written review (sample or stored) adds one.
  for (const review of reviews) {
    const star = Math.min(5, Math.max(1, Math.round(review.rating))) as keyof RatingBreakdown;
    distribution[star] += 1;
  }
  const ratingCount = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const total = (Object.entries(distribution) as [string, number][]).reduce(
    (sum, [star, n]) => sum + Number(star) * n,
    0,
  );
  return {
    reviews,
    count: reviews.length,
    ratingCount,
    average: ratingCount ? Math.round((total / ratingCount) * 10) / 10 : 0,
    distribution,
  };
}

/** The Seer's one reply; a second is a 409 (the WHERE settles two replies racing). */
export async function replyToReview(id: string, body: string): Promise<ReviewPublic> {
  const updated = await getDb()
    .updateTable("review")
    .set({ reply: body, replied_at: monotonicNow() })
    .where("id", "=", id)
    .where("reply", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw errors.alreadyReplied();
  const replied = await findReview(id);
  if (!replied) throw new Error("review vanished after reply");
  return replied;
}
