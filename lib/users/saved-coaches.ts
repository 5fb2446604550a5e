/** Coaches a user saved from the public pages: rows keyed by coach slug. */
import "server-only";
import { getCoachesBySlugs } from "@/lib/catalog/queries";
import type { Coach } from "@/lib/catalog/types";
import { getDb } from "@/lib/db/client";
import { monotonicNow, readTimestamp } from "@/lib/db/values";

export async function listSavedCoaches(userId: string) {
  const rows = await getDb()
    .selectFrom("saved_coach")
    .select(["coach_slug", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({ coach_slug: r.coach_slug, created_at: readTimestamp(r.created_at) }));
}

/** The dashboard's saved coaches, newest save first; a coach no longer published is skipped. */
export async function listSavedCoachesForUser({ userId }: { userId: string }): Promise<Coach[]> {
  const saved = await listSavedCoaches(userId);
  return getCoachesBySlugs(saved.map((s) => s.coach_slug));
}

export async function isCoachSaved(userId: string, coachSlug: string): Promise<boolean> {
  const row = await getDb()
    .selectFrom("saved_coach")
    .select("coach_slug")
    .where("user_id", "=", userId)
    .where("coach_slug", "=", coachSlug)
    .executeTakeFirst();
  return row !== undefined;
}

/** Saving twice keeps the first save (PUT is idempotent). */
export async function saveCoach(userId: string, coachSlug: string) {
  const db = getDb();
  await db
    .insertInto("saved_coach")
    .values({ user_id: userId, coach_slug: coachSlug, created_at: monotonicNow() })
    .onConflict((oc) => oc.columns(["user_id", "coach_slug"]).doNothing())
    .execute();
  const row = await db
    .selectFrom("saved_coach")
    .select(["coach_slug", "created_at"])
    .where("user_id", "=", userId)
    .where("coach_slug", "=", coachSlug)
    .executeTakeFirstOrThrow();
  return { coach_slug: row.coach_slug, created_at: readTimestamp(row.created_at) };
}

export async function unsaveCoach(userId: string, coachSlug: string): Promise<void> {
  await getDb()
    .deleteFrom("saved_coach")
    .where("user_id", "=", userId)
    .where("coach_slug", "=", coachSlug)
    .execute();
}
