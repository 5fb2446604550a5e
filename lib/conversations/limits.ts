/**
 * Who may write, checked inside the transaction that stores the message, counted from the
 * database with the app clock (so the limits hold across instances): blocks, a person's pace, a
 * seeker's new conversations of the day, and a seeker's messages before the Seer first answers.
 * Past any of them nothing is stored.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { lockKey } from "@/lib/bookings/lock";
import type { Db } from "@/lib/bookings/rows";
import { DAY_MS } from "@/lib/durations";
import type { Role } from "./writes";

/** At most this many messages a minute, per person, in all their conversations. */
export const MESSAGES_PER_MINUTE = 20;
/** At most this many new conversations a day, per seeker. */
export const CONVERSATIONS_PER_DAY = 10;
/** A seeker's messages in a row before the Seer first answers. */
export const SEEKER_MESSAGES_BEFORE_ANSWER = 3;

const MINUTE_MS = 60_000;

/** 403 when either side of the conversation has blocked the other. */
export async function assertNotBlocked(
  db: Db,
  conversationId: string,
  writerId: string,
): Promise<void> {
  const sides = await db
    .selectFrom("conversation_participant")
    .select(["user_id", "blocked_at"])
    .where("conversation_id", "=", conversationId)
    .where("blocked_at", "is not", null)
    .execute();
  if (sides.some((side) => side.user_id === writerId)) throw errors.youBlockedThem();
  if (sides.length > 0) throw errors.theyBlockedYou();
}

/**
 * Whether `blockerId` has blocked `blockedId` in a conversation of theirs, whichever of the two
 * opened it (a Seer can write to another Seer as a seeker): a block holds wherever one reaches the
 * other (booking requests, event seats, the host's emails). False when either is null (a sample
 * coach, a closed account).
 */
export async function hasBlocked(
  db: Db,
  pair: { blockerId: string | null; blockedId: string | null },
): Promise<boolean> {
  const { blockerId, blockedId } = pair;
  if (!blockerId || !blockedId || blockerId === blockedId) return false;
  const row = await db
    .selectFrom("conversation as c")
    .innerJoin("conversation_participant as p", "p.conversation_id", "c.id")
    .select("p.blocked_at")
    .where((eb) =>
      eb.or([
        eb.and([eb("c.seeker_id", "=", blockedId), eb("c.seer_id", "=", blockerId)]),
        eb.and([eb("c.seeker_id", "=", blockerId), eb("c.seer_id", "=", blockedId)]),
      ]),
    )
    .where("p.user_id", "=", blockerId)
    .where("p.blocked_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether either of the two has blocked the other (messages, in any form, stop both ways). */
export async function blockedEitherWay(db: Db, a: string | null, b: string | null) {
  return (
    (await hasBlocked(db, { blockerId: a, blockedId: b })) ||
    (await hasBlocked(db, { blockerId: b, blockedId: a }))
  );
}

/**
 * 429 past the writer's messages of the last minute. On PostgreSQL the writer's messages are
 * counted under a lock of their own (two instances writing for them at once count in turn);
 * SQLite's write transaction already runs one at a time.
 */
export async function assertPace(db: Db, writerId: string, at: Date): Promise<void> {
  await lockKey(db, `message-pace:${writerId}`);
  const { n } = await db
    .selectFrom("message")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("sender_id", "=", writerId)
    .where("kind", "=", "text")
    .where("created_at", ">", new Date(at.getTime() - MINUTE_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(n) >= MESSAGES_PER_MINUTE) throw errors.tooManyMessages(MESSAGES_PER_MINUTE);
}

/** 429 when a seeker who has no conversation with this Seer yet opened their quota today. */
export async function assertNewConversationAllowed(
  db: Db,
  pair: { seekerId: string; seerId: string },
  at: Date,
): Promise<void> {
  const existing = await db
    .selectFrom("conversation")
    .select("id")
    .where("seeker_id", "=", pair.seekerId)
    .where("seer_id", "=", pair.seerId)
    .executeTakeFirst();
  if (existing) return;
  const { n } = await db
    .selectFrom("conversation")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("seeker_id", "=", pair.seekerId)
    .where("created_at", ">", new Date(at.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(n) >= CONVERSATIONS_PER_DAY) throw errors.tooManyConversations(CONVERSATIONS_PER_DAY);
}

/** 403 when a seeker has written their messages in a row and the Seer has never answered. */
export async function assertSeerAnswered(
  db: Db,
  conversationId: string,
  role: Role,
): Promise<void> {
  if (role !== "seeker") return;
  const rows = await db
    .selectFrom("message")
    .select(["sender_role", (eb) => eb.fn.countAll().as("n")])
    .where("conversation_id", "=", conversationId)
    .where("kind", "=", "text")
    .groupBy("sender_role")
    .execute();
  // Only the Seer's first answer frees the seeker: afterwards they write as they like.
  if (rows.some((row) => row.sender_role === "seer")) return;
  const sent = Number(rows.find((row) => row.sender_role === "seeker")?.n ?? 0);
  if (sent >= SEEKER_MESSAGES_BEFORE_ANSWER) {
    throw errors.waitForAnswer(SEEKER_MESSAGES_BEFORE_ANSWER);
  }
}
