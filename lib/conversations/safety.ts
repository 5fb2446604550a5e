/**
 * Blocking and reporting, by a conversation's two people: a block stops new messages (both ways)
 * and the blocked seeker's booking requests; a report hands the conversation to the admins.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { withWriteTransaction } from "@/lib/bookings/lock";
import type { Db } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { publishHint } from "@/lib/live/hints";
import type { ConversationFor } from "./queries";
import type { BlockState, ReportPublic } from "./safety-schema";

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

/** `userId` reports `conversation` to the admins, with their reason. */
export async function reportConversation(args: {
  conversation: ConversationFor;
  userId: string;
  reason: string;
}): Promise<ReportPublic> {
  const row = {
    id: randomUUID(),
    conversation_id: args.conversation.id,
    reporter_id: args.userId,
    reported_id: args.conversation.otherId,
    reason: args.reason,
    created_at: now().toISOString(),
    resolved_at: null,
  };
  await getDb().insertInto("conversation_report").values(row).execute();
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    reason: row.reason,
    created_at: readTimestamp(row.created_at),
    resolved_at: null,
  };
}
