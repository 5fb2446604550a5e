/**
 * A new message's push (issue 39), written in the transaction of the message: the other person
 * hears at once who wrote and the first 120 characters, unless they turned message emails off
 * (Settings → Notifications: the same switch holds for pushes). Pushes of one conversation
 * replace each other on the device (`Topic`).
 */
import "server-only";
import type { Db } from "@/lib/db/client";
import { readFlag } from "@/lib/db/values";
import { enqueuePush, topicOf } from "@/lib/push/enqueue";
import { splitFullName } from "@/lib/users/names";

export const MESSAGE_PREVIEW_CHARACTERS = 120;

/** The sender's first name: a Seer's first word of the name they practise under. */
async function senderFirstName(db: Db, senderId: string, role: "seeker" | "seer") {
  if (role === "seer") {
    const listing = await db
      .selectFrom("listing")
      .select("display_name")
      .where("owner_id", "=", senderId)
      .executeTakeFirst();
    const first = listing?.display_name.trim().split(/\s+/)[0];
    if (first) return first;
  }
  const user = await db
    .selectFrom("user")
    .select(["firstname", "full_name"])
    .where("id", "=", senderId)
    .executeTakeFirst();
  return user?.firstname?.trim() || splitFullName(user?.full_name).firstname || "Someone";
}

export async function enqueueMessagePush(
  db: Db,
  message: {
    conversationId: string;
    senderId: string;
    senderRole: "seeker" | "seer";
    recipientId: string;
    seq: number;
    body: string;
  },
): Promise<void> {
  const recipient = await db
    .selectFrom("user")
    .select("message_emails")
    .where("id", "=", message.recipientId)
    .executeTakeFirst();
  if (!recipient || !readFlag(recipient.message_emails)) return;
  const name = await senderFirstName(db, message.senderId, message.senderRole);
  const text = message.body.trim().replace(/\s+/g, " ");
  const body =
    text.length > MESSAGE_PREVIEW_CHARACTERS
      ? `${text.slice(0, MESSAGE_PREVIEW_CHARACTERS - 1)}…`
      : text;
  await enqueuePush(
    db,
    message.recipientId,
    {
      title: `${name} sent you a message`,
      body,
      url: `/messages/${message.conversationId}`,
      // Shown notifications of one conversation replace each other too, not only pending ones.
      tag: `conversation-${message.conversationId}`,
    },
    {
      kind: "push.message",
      dedupeKey: `message:${message.conversationId}:${message.seq}`,
      topic: topicOf(message.conversationId),
    },
  );
}
