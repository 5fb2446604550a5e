/**
 * The message email: a message still unread `MESSAGE_EMAIL_DELAY_SECONDS` after it was written
 * sends its reader one email for that conversation, and no second one until they have read it.
 * A periodic job (lib/jobs/start.ts) finds the due sides; each is marked emailed (`emailed_seq`,
 * the newest line the email covers) in the transaction that enqueues the email, by an update that
 * only one instance can win: several instances never send it twice. The outbox then sends it,
 * retrying through a mail outage.
 */
import "server-only";
import { sql } from "kysely";
import { withWriteTransaction } from "@/lib/bookings/lock";
import type { Db } from "@/lib/bookings/rows";
import { BRAND_NAME } from "@/lib/brand";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { getDb, writeFlag } from "@/lib/db/client";
import { renderEmail } from "@/lib/email/layout";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { siteLink, siteUrl } from "@/lib/site-url";
import { requireConversationFor } from "./queries";

/** The unread messages one email quotes, newest last. */
const QUOTED = 5;
/** The due sides one pass handles; the next pass takes the rest. */
const BATCH = 50;

type DueSide = { conversation_id: string; user_id: string; email: string };

/**
 * Sides with a message from the other person unread since before `cutoff`, not emailed about
 * since they last read, whose reader wants message emails, is active and has not blocked them.
 */
function dueSides(db: Db, cutoff: string) {
  return db
    .selectFrom("conversation_participant as p")
    .innerJoin("user as u", "u.id", "p.user_id")
    .select(["p.conversation_id", "p.user_id", "u.email"])
    .whereRef("p.emailed_seq", "<=", "p.last_read_seq")
    .where("p.blocked_at", "is", null)
    .where("u.is_active", "=", writeFlag(true))
    .where("u.message_emails", "=", writeFlag(true))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("message as m")
          .innerJoin("user as sender", "sender.id", "m.sender_id")
          .select("m.id")
          .whereRef("m.conversation_id", "=", "p.conversation_id")
          .whereRef("m.seq", ">", "p.last_read_seq")
          .whereRef("m.sender_role", "!=", "p.role")
          .where("m.kind", "=", "text")
          .where("sender.is_active", "=", writeFlag(true))
          .where("m.created_at", "<=", cutoff),
      ),
    )
    .limit(BATCH);
}

/** One pass: every due side gets its email (answers how many were enqueued). */
export async function runMessageEmailPass(): Promise<number> {
  const at = now();
  const cutoff = new Date(at.getTime() - getConfig().MESSAGE_EMAIL_DELAY_SECONDS * 1000);
  const sides = await dueSides(getDb(), cutoff.toISOString()).execute();
  let sent = 0;
  for (const side of sides) {
    if (await emailSide(side)) sent += 1;
  }
  return sent;
}

async function emailSide(side: DueSide): Promise<boolean> {
  return withWriteTransaction(async (db) => {
    const conversation = await requireConversationFor(side.user_id, side.conversation_id, db);
    // Only one instance wins this update: the side is emailed up to the conversation's newest line.
    const marked = await db
      .updateTable("conversation_participant")
      .set({ emailed_seq: conversation.lastSeq })
      .where("conversation_id", "=", side.conversation_id)
      .where("user_id", "=", side.user_id)
      .where("emailed_seq", "<=", sql<number>`last_read_seq`)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return false;
    const unread = await db
      .selectFrom("message")
      .select("body")
      .where("conversation_id", "=", side.conversation_id)
      .where("seq", ">", conversation.lastReadSeq)
      .where("kind", "=", "text")
      .where("sender_role", "!=", conversation.role)
      .orderBy("seq", "desc")
      .limit(QUOTED)
      .execute();
    const name = conversation.other.name;
    const url = siteLink(siteUrl(), `/messages/${side.conversation_id}`);
    const email = renderEmail({
      to: side.email,
      subject: `${BRAND_NAME} - New message from ${name}`,
      heading: `${name} wrote to you`,
      paragraphs: [
        `You have an unread message from ${name}. Answer it on ${BRAND_NAME}.`,
        "You can turn these emails off in Settings, under Notifications.",
      ],
      quote: unread
        .reverse()
        .map((m) => m.body)
        .join("\n\n"),
      action: { label: "Read the conversation", url },
    });
    await enqueueEmail(db, email, {
      kind: "message.unread",
      dedupeKey: `message:${side.conversation_id}:${side.user_id}:${conversation.lastSeq}`,
    });
    return true;
  });
}
