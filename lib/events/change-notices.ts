/**
 * A published event's changes of time or place, each an email to everyone seated: at most
 * EVENT_CHANGE_LIMITS.perDay in 24 hours per event (the day of "Email attendees").
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { capDayStart, dailyCapReached } from "@/lib/daily-cap";
import { readTimestamp } from "@/lib/db/values";
import type { Db } from "./rows";
import { EVENT_CHANGE_LIMITS } from "./schema";

/**
 * 429 past the event's changes its attendees were told of in the last 24 hours, the day of "Email
 * attendees"; otherwise the change is recorded. Inside the edit's transaction, under the event's
 * lock: of two changes at once, the second counts the first.
 */
export async function recordChangeNotice(db: Db, eventId: string, at: Date): Promise<void> {
  const recent = await db
    .selectFrom("group_event_change")
    .select("created_at")
    .where("event_id", "=", eventId)
    .where("created_at", ">", capDayStart(at))
    .execute();
  const perDay = EVENT_CHANGE_LIMITS.perDay;
  const reached = dailyCapReached(
    recent.map((row) => readTimestamp(row.created_at)),
    perDay,
    at,
  );
  if (reached) {
    throw errors.tooManyEventChanges(perDay, reached.nextAt.toISOString(), reached.retryAfter);
  }
  await db
    .insertInto("group_event_change")
    .values({ id: randomUUID(), event_id: eventId, created_at: at.toISOString() })
    .execute();
}
