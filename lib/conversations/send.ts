/** Writing in a conversation: a seeker's first message to a Seer, a reply, and reading it. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { findBookableListing } from "@/lib/bookings/bookable";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { publishHint } from "@/lib/live/hints";
import {
  assertNewConversationAllowed,
  assertNotBlocked,
  assertPace,
  assertSeerAnswered,
} from "./limits";
import { enqueueMessagePush } from "./push-notify";
import {
  type ConversationFor,
  requireConversationFor,
  summarize,
  toMessagePublic,
  unreadCountFor,
} from "./queries";
import type { ConversationPublic, MessagePublic } from "./schema";
import { appendLine, markReadUpTo, openConversation } from "./writes";

/**
 * Opens (or finds) `seekerId`'s conversation with the Seer at `coachSlug` and sends `body` in it.
 * An unknown or unpublished coach is a 404; a sample coach (nobody behind it) a 409; oneself a 403.
 */
export async function startConversation(args: {
  seekerId: string;
  coachSlug: string;
  body: string;
}): Promise<ConversationPublic> {
  const listing = await findBookableListing(args.coachSlug);
  if (!listing?.owner_id) throw errors.coachNotMessageable();
  if (listing.owner_id === args.seekerId) throw errors.cannotMessageSelf();
  const seerId = listing.owner_id;
  const conversation = await withWriteTransaction(async (db) => {
    const at = now();
    const pair = { seekerId: args.seekerId, seerId };
    await assertPace(db, args.seekerId, at);
    await assertNewConversationAllowed(db, pair, at);
    const id = await openConversation(db, pair, at);
    await assertNotBlocked(db, id, args.seekerId);
    await assertSeerAnswered(db, id, "seeker");
    const line = await appendLine(
      db,
      {
        conversationId: id,
        kind: "text",
        senderRole: "seeker",
        senderId: args.seekerId,
        body: args.body,
      },
      at,
    );
    // Writing is reading: what came before one's own message is no longer unread.
    await markReadUpTo(db, { conversationId: id, userId: args.seekerId, seq: line.seq }, at);
    await enqueueMessagePush(db, {
      conversationId: id,
      senderId: args.seekerId,
      senderRole: "seeker",
      recipientId: seerId,
      seq: line.seq,
      body: args.body,
    });
    return summarize(db, await requireConversationFor(args.seekerId, id, db));
  });
  publishHint(seerId, { type: "message", conversation_id: conversation.id });
  return conversation;
}

/** `userId` (one of its two people) writes `body` in `conversation`. */
export async function sendMessage(args: {
  conversation: ConversationFor;
  userId: string;
  body: string;
}): Promise<MessagePublic> {
  const { conversation, userId } = args;
  const otherId = conversation.otherId;
  if (!otherId) throw errors.conversationClosed();
  const line = await withWriteTransaction(async (db) => {
    const at = now();
    await assertNotBlocked(db, conversation.id, userId);
    await assertPace(db, userId, at);
    await assertSeerAnswered(db, conversation.id, conversation.role);
    const row = await appendLine(
      db,
      {
        conversationId: conversation.id,
        kind: "text",
        senderRole: conversation.role,
        senderId: userId,
        body: args.body,
      },
      at,
    );
    await markReadUpTo(db, { conversationId: conversation.id, userId, seq: row.seq }, at);
    await enqueueMessagePush(db, {
      conversationId: conversation.id,
      senderId: userId,
      senderRole: conversation.role,
      recipientId: otherId,
      seq: row.seq,
      body: args.body,
    });
    return row;
  });
  publishHint(otherId, { type: "message", conversation_id: conversation.id });
  return toMessagePublic(line, conversation);
}

/** Everything in `conversation` is read by `userId`; answers how many messages still wait elsewhere. */
export async function markConversationRead(args: {
  conversation: ConversationFor;
  userId: string;
}): Promise<{ count: number }> {
  const { conversation, userId } = args;
  if (conversation.lastReadSeq < conversation.lastSeq) {
    await withWriteTransaction((db) =>
      markReadUpTo(
        db,
        { conversationId: conversation.id, userId, seq: conversation.lastSeq },
        now(),
      ),
    );
    // The reader's other tabs update their badge.
    publishHint(userId, { type: "conversation", conversation_id: conversation.id });
  }
  return { count: await unreadCountFor(userId) };
}
