/**
 * The writes every conversation change is made of, run inside the caller's transaction: open the
 * pair's conversation (or find it), append a line under its number, move a reader's mark.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/bookings/rows";
import type { MessageRow } from "@/lib/db/schema";

export type Role = "seeker" | "seer";

/**
 * The conversation of `seekerId` and `seerId`, made if it is not there yet. Race-free: the pair is
 * unique, the insert does nothing when it exists, and the row is read back after it (PostgreSQL
 * waits for a simultaneous insert of the same pair to commit before deciding "conflict").
 */
export async function openConversation(
  db: Db,
  pair: { seekerId: string; seerId: string },
  at: Date,
): Promise<string> {
  const stamp = at.toISOString();
  await db
    .insertInto("conversation")
    .values({
      id: randomUUID(),
      seeker_id: pair.seekerId,
      seer_id: pair.seerId,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.columns(["seeker_id", "seer_id"]).doNothing())
    .execute();
  const { id } = await db
    .selectFrom("conversation")
    .select("id")
    .where("seeker_id", "=", pair.seekerId)
    .where("seer_id", "=", pair.seerId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("conversation_participant")
    .values([
      { conversation_id: id, user_id: pair.seekerId, role: "seeker", created_at: stamp },
      { conversation_id: id, user_id: pair.seerId, role: "seer", created_at: stamp },
    ])
    .onConflict((oc) => oc.columns(["conversation_id", "user_id"]).doNothing())
    .execute();
  return id;
}

type NewLine = {
  conversationId: string;
  kind: MessageRow["kind"];
  senderRole: Role | null;
  /** The writer of a person's message; null for a booking's event. */
  senderId: string | null;
  body: string;
  /** A booking line's event, as JSON (lib/conversations/booking-event.ts). */
  event?: string | null;
  bookingId?: string | null;
};

/**
 * Appends a line as the conversation's next number. Taking the number updates the conversation
 * row, which locks it (PostgreSQL) or runs under the write lock (SQLite): lines never share one.
 */
export async function appendLine(db: Db, line: NewLine, at: Date): Promise<MessageRow> {
  const stamp = at.toISOString();
  const { last_seq } = await db
    .updateTable("conversation")
    .set((eb) => ({ last_seq: eb("last_seq", "+", 1), updated_at: stamp }))
    .where("id", "=", line.conversationId)
    .returning("last_seq")
    .executeTakeFirstOrThrow();
  const row = {
    id: randomUUID(),
    conversation_id: line.conversationId,
    seq: last_seq,
    kind: line.kind,
    sender_role: line.senderRole,
    sender_id: line.senderId,
    body: line.body,
    booking_id: line.bookingId ?? null,
    event: line.event ?? null,
    created_at: stamp,
  } satisfies MessageRow;
  await db.insertInto("message").values(row).execute();
  return row;
}

/** `userId` has read the conversation up to `seq` (a mark never moves back). */
export async function markReadUpTo(
  db: Db,
  target: { conversationId: string; userId: string; seq: number },
  at: Date,
): Promise<void> {
  await db
    .updateTable("conversation_participant")
    .set({ last_read_seq: target.seq, last_read_at: at.toISOString() })
    .where("conversation_id", "=", target.conversationId)
    .where("user_id", "=", target.userId)
    .where("last_read_seq", "<", target.seq)
    .execute();
}
