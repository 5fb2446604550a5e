/**
 * Blocking and reporting, by a conversation's two people: a block stops new messages (both ways)
 * and the blocked seeker's booking requests; a report hands the conversation to the admins.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { lockKey, withWriteTransaction } from "@/lib/bookings/lock";
import { momentIn } from "@/lib/bookings/reader-times";
import type { Db } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { readTimestamp } from "@/lib/db/values";
import { DAY_MS } from "@/lib/durations";
import { publishHint } from "@/lib/live/hints";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";
import type { ConversationFor } from "./queries";
import { type BlockState, REPORTS_PER_DAY, type ReportPublic } from "./safety-schema";

/** Each side's block of `conversationId`, from `userId`'s side. */
export async function blockStateOf(
  userId: string,
  conversationId: string,
  db: Db = getDb(),
): Promise<BlockState> {
  const sides = await db
    .selectFrom("conversation_participant")
    .select(["user_id", "blocked_at"])
    .where("conversation_id", "=", conversationId)
    .execute();
  return {
    blocked_by_me: sides.some((s) => s.user_id === userId && s.blocked_at !== null),
    blocked_by_them: sides.some((s) => s.user_id !== userId && s.blocked_at !== null),
  };
}

/** `userId` blocks (or unblocks) the other person of `conversation`; doing it twice changes nothing. */
export async function setBlocked(args: {
  conversation: ConversationFor;
  userId: string;
  blocked: boolean;
}): Promise<BlockState> {
  const { conversation, userId } = args;
  const state = await withWriteTransaction(async (db) => {
    await db
      .updateTable("conversation_participant")
      .set({ blocked_at: args.blocked ? now().toISOString() : null })
      .where("conversation_id", "=", conversation.id)
      .where("user_id", "=", userId)
      .where("blocked_at", args.blocked ? "is" : "is not", null)
      .execute();
    return blockStateOf(userId, conversation.id, db);
  });
  // The other side's open thread learns it can no longer write (or can again).
  if (conversation.otherId) {
    publishHint(conversation.otherId, { type: "conversation", conversation_id: conversation.id });
  }
  return state;
}

/** The reporter's open report of the conversation, if they have one. */
function openReportOf(db: Db, conversationId: string, reporterId: string) {
  return db
    .selectFrom("conversation_report")
    .select(["id", "created_at"])
    .where("conversation_id", "=", conversationId)
    .where("reporter_id", "=", reporterId)
    .where("resolved_at", "is", null)
    .executeTakeFirst();
}

/** 409 naming the reporter's open report, when there is one (in their zone). */
async function assertNotReported(
  db: Db,
  report: { conversationId: string; reporterId: string; zone: string },
) {
  const open = await openReportOf(db, report.conversationId, report.reporterId);
  if (open) {
    throw errors.alreadyReported(momentIn(new Date(readTimestamp(open.created_at)), report.zone));
  }
}

/**
 * 429 past the reporter's reports of the last day. Counted from the database with the app clock
 * (so the limit holds across instances), as the messaging limits are; on PostgreSQL under the
 * reporter's own lock, so two reports at once count in turn.
 */
async function assertReportPace(db: Db, reporterId: string, at: Date): Promise<void> {
  await lockKey(db, `report-pace:${reporterId}`);
  const { n } = await db
    .selectFrom("conversation_report")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("reporter_id", "=", reporterId)
    .where("created_at", ">", new Date(at.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(n) >= REPORTS_PER_DAY) throw errors.tooManyReports(REPORTS_PER_DAY);
}

/**
 * `reporter` reports `conversation` to the admins, with their reason: once while that report is
 * open (409 naming it), and at most REPORTS_PER_DAY a day (429). The database holds the first
 * rule too (one open report per reporter and conversation, a partial unique index).
 */
export async function reportConversation(args: {
  conversation: ConversationFor;
  reporter: { id: string; timezone: string | null };
  reason: string;
}): Promise<ReportPublic> {
  const at = now();
  const report = {
    conversationId: args.conversation.id,
    reporterId: args.reporter.id,
    zone: args.reporter.timezone ?? FALLBACK_TIME_ZONE,
  };
  const row = {
    id: randomUUID(),
    conversation_id: args.conversation.id,
    reporter_id: args.reporter.id,
    reported_id: args.conversation.otherId,
    reason: args.reason,
    created_at: at.toISOString(),
    resolved_at: null,
  };
  try {
    await withWriteTransaction(async (db) => {
      await assertNotReported(db, report);
      await assertReportPace(db, report.reporterId, at);
      await db.insertInto("conversation_report").values(row).execute();
    });
  } catch (error) {
    // The same report sent twice at once: the index let one in; the other names it.
    if (!isUniqueViolation(error)) throw error;
    await assertNotReported(getDb(), report);
    throw error;
  }
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    reason: row.reason,
    created_at: readTimestamp(row.created_at),
    resolved_at: null,
  };
}
