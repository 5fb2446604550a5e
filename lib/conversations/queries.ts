/**
 * Reading conversations, always as one of their two people: anyone else (a superuser included)
 * gets the 404 a conversation that does not exist gets.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { seekerZone, seerZone } from "@/lib/bookings/reader-times";
import type { Db } from "@/lib/bookings/rows";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { displayName, FORMER_MEMBER } from "@/lib/users/names";
import { readBookingEvent } from "./booking-event";
import { bookingLineIn } from "./booking-lines";
import type { ConversationPublic, MessagePublic, MessagesPage } from "./schema";
import type { Role } from "./writes";

/** One conversation as `userId` sees it: their side, and who is on the other. */
function conversationsOf(db: Db, userId: string) {
  return db
    .selectFrom("conversation_participant as me")
    .innerJoin("conversation as c", "c.id", "me.conversation_id")
    .leftJoin("user as seeker", "seeker.id", "c.seeker_id")
    .leftJoin("user as seer", "seer.id", "c.seer_id")
    .leftJoin("listing", "listing.owner_id", "c.seer_id")
    .where("me.user_id", "=", userId)
    .select([
      "c.id",
      "c.seeker_id",
      "c.seer_id",
      "c.last_seq",
      "c.updated_at",
      "me.role",
      "me.last_read_seq",
      "seeker.email as seeker_email",
      "seeker.full_name as seeker_full_name",
      "seeker.firstname as seeker_firstname",
      "seeker.lastname as seeker_lastname",
      "seeker.is_active as seeker_is_active",
      "seeker.timezone as seeker_timezone",
      "seer.email as seer_email",
      "seer.full_name as seer_full_name",
      "seer.firstname as seer_firstname",
      "seer.lastname as seer_lastname",
      "seer.is_active as seer_is_active",
      "seer.timezone as seer_timezone",
      "listing.display_name as listing_name",
      "listing.slug as listing_slug",
      "listing.status as listing_status",
      "listing.timezone as listing_timezone",
    ]);
}

type ConversationJoined = Awaited<
  ReturnType<ReturnType<typeof conversationsOf>["executeTakeFirstOrThrow"]>
>;

export type ConversationFor = {
  id: string;
  role: Role;
  /** The other person's user id (null once their account is deleted). */
  otherId: string | null;
  other: ConversationPublic["other"];
  /** False once an admin deactivated the other person: their messages are hidden. */
  otherActive: boolean;
  /** The reader's zone, as their emails use it: booking lines give their times in it. */
  zone: string;
  lastSeq: number;
  lastReadSeq: number;
  updatedAt: string;
};

/** The other side, as the reader sees them: a Seer by their coach name and page, a seeker by name. */
function toConversationFor(row: ConversationJoined): ConversationFor {
  const role = row.role;
  const otherId = role === "seeker" ? row.seer_id : row.seeker_id;
  let other: ConversationPublic["other"] = { name: FORMER_MEMBER, coach_slug: null };
  if (otherId && role === "seeker" && row.seer_email) {
    other = {
      name:
        row.listing_name ??
        displayName({
          email: row.seer_email,
          full_name: row.seer_full_name,
          firstname: row.seer_firstname,
          lastname: row.seer_lastname,
        }),
      coach_slug: row.listing_status === "published" ? row.listing_slug : null,
    };
  } else if (otherId && role === "seer" && row.seeker_email) {
    other = {
      name: displayName({
        email: row.seeker_email,
        full_name: row.seeker_full_name,
        firstname: row.seeker_firstname,
        lastname: row.seeker_lastname,
      }),
      coach_slug: null,
    };
  }
  return {
    id: row.id,
    role,
    otherId,
    other,
    otherActive: Boolean(
      role === "seeker" ? (row.seer_is_active ?? true) : (row.seeker_is_active ?? true),
    ),
    // As in their emails: a Seer without an account zone reads in their listing's.
    zone: role === "seeker" ? seekerZone(row) : seerZone(row),
    lastSeq: row.last_seq,
    lastReadSeq: row.last_read_seq,
    updatedAt: readTimestamp(row.updated_at),
  };
}

/** The conversation if `userId` is one of its two people; 404 for anyone else. */
export async function requireConversationFor(
  userId: string,
  id: string,
  db: Db = getDb(),
): Promise<ConversationFor> {
  const row = await conversationsOf(db, userId).where("c.id", "=", id).executeTakeFirst();
  if (!row) throw errors.conversationNotFound();
  return toConversationFor(row);
}

/** The conversation of a seeker and a Seer, if they have one (a booking's page links to it). */
export async function conversationIdOf(pair: {
  seekerId: string;
  seerId: string;
}): Promise<string | null> {
  const row = await getDb()
    .selectFrom("conversation")
    .select("id")
    .where("seeker_id", "=", pair.seekerId)
    .where("seer_id", "=", pair.seerId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The Seer behind a published listing, whom a seeker may write to (null: nobody to write to). */
export async function messageableSeer(
  slug: string,
): Promise<{ id: string; name: string; slug: string } | null> {
  const row = await getDb()
    .selectFrom("listing")
    .select(["owner_id", "display_name", "slug"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!row?.owner_id) return null;
  return { id: row.owner_id, name: row.display_name, slug: row.slug };
}

type LineRow = {
  id: string;
  kind: "text" | "system";
  sender_role: Role | null;
  body: string;
  booking_id: string | null;
  event: string | null;
  created_at: Date | string;
};

/** What the reader sees instead of a deactivated account's words. */
export const HIDDEN_MESSAGE = "This message is hidden for safety reasons";

/**
 * A line as its reader sees it: their own, the other person's, or a booking's event (its times in
 * the reader's zone; a line kept from before events were stored reads as it was written). The
 * other person's words are hidden once their account is deactivated.
 */
export function toMessagePublic(
  row: LineRow,
  reader: Pick<ConversationFor, "role" | "otherActive" | "zone">,
): MessagePublic {
  const sender = row.kind === "system" ? "system" : row.sender_role === reader.role ? "me" : "them";
  const event = sender === "system" ? readBookingEvent(row.event) : null;
  let body = row.body;
  if (event) body = bookingLineIn(event, reader.zone);
  else if (sender === "them" && !reader.otherActive) body = HIDDEN_MESSAGE;
  return {
    id: row.id,
    sender,
    body,
    event,
    created_at: readTimestamp(row.created_at),
    booking_id: row.booking_id,
  };
}

/** Messages from the other person after the reader's mark (booking lines are not counted). */
function unreadLines(db: Db) {
  return db
    .selectFrom("conversation_participant as me")
    .innerJoin("message as m", "m.conversation_id", "me.conversation_id")
    .whereRef("m.seq", ">", "me.last_read_seq")
    .where("m.kind", "=", "text")
    .whereRef("m.sender_role", "!=", "me.role");
}

/** `userId`'s conversations, newest activity first, each with its last line and unread count. */
export async function listConversationsFor(args: {
  userId: string;
  skip: number;
  limit: number;
}): Promise<{ data: ConversationPublic[]; count: number }> {
  const db = getDb();
  const [rows, total] = await Promise.all([
    conversationsOf(db, args.userId)
      .orderBy("c.updated_at", "desc")
      .orderBy("c.id")
      .offset(args.skip)
      .limit(args.limit)
      .execute(),
    db
      .selectFrom("conversation_participant")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("user_id", "=", args.userId)
      .executeTakeFirstOrThrow(),
  ]);
  const data = await Promise.all(rows.map((row) => summarize(db, toConversationFor(row))));
  return { data, count: Number(total.n) };
}

/** A conversation as the list shows it to its reader. */
export async function summarize(
  db: Db,
  conversation: ConversationFor,
): Promise<ConversationPublic> {
  const [last, unread] = await Promise.all([
    db
      .selectFrom("message")
      .selectAll()
      .where("conversation_id", "=", conversation.id)
      .where("seq", "=", conversation.lastSeq)
      .executeTakeFirst(),
    unreadLines(db)
      .select((eb) => eb.fn.countAll().as("n"))
      .where("me.conversation_id", "=", conversation.id)
      .where("me.role", "=", conversation.role)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: conversation.id,
    other: conversation.other,
    last_message: last ? toMessagePublic(last, conversation) : null,
    unread_count: Number(unread.n),
    updated_at: conversation.updatedAt,
  };
}

/** How many messages wait for `userId`, in all their conversations. */
export async function unreadCountFor(userId: string, db: Db = getDb()): Promise<number> {
  const row = await unreadLines(db)
    .select((eb) => eb.fn.countAll().as("n"))
    .where("me.user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The `limit` lines before the message `before` (the newest without it), oldest first, and
 * whether older ones exist. A cursor that is not a line of this conversation is a 422.
 */
export async function listMessages(args: {
  conversation: ConversationFor;
  before?: string;
  limit: number;
}): Promise<MessagesPage> {
  const db = getDb();
  let query = db
    .selectFrom("message")
    .selectAll()
    .where("conversation_id", "=", args.conversation.id);
  if (args.before) {
    const cursor = await db
      .selectFrom("message")
      .select("seq")
      .where("id", "=", args.before)
      .where("conversation_id", "=", args.conversation.id)
      .executeTakeFirst();
    if (!cursor) throw errors.messageCursorNotFound(args.before);
    query = query.where("seq", "<", cursor.seq);
  }
  const rows = await query
    .orderBy("seq", "desc")
    .limit(args.limit + 1)
    .execute();
  return {
    data: rows
      .slice(0, args.limit)
      .reverse()
      .map((row) => toMessagePublic(row, args.conversation)),
    has_more: rows.length > args.limit,
  };
}
