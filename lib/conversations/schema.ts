/** Conversation payloads: what a person sends, the lists' queries, and the JSON a message and a conversation are. */
import { z } from "zod";
import { coachSlugParam } from "@/lib/catalog/schema";
import { uuidParam } from "@/lib/validation/common";
import { queryInteger } from "@/lib/validation/pagination";
import { bookingEventSchema } from "./booking-event";

/** A message's length in characters, after trimming: the API's rule and the composer's counter. */
export const MESSAGE_MAX = 2000;
/** The newest page of a thread by default, and the most one request may ask for. */
export const MESSAGES_PAGE = 30;
const MESSAGES_PAGE_MAX = 100;

/** Plain text, trimmed: 1 to 2,000 characters (the 422s say so in FastAPI's words). */
export const messageBodySchema = z.string().trim().min(1).max(MESSAGE_MAX);

export const messageCreateSchema = z.object({ body: messageBodySchema });
export type MessageCreate = z.infer<typeof messageCreateSchema>;

export const conversationCreateSchema = z.object({
  coach_slug: coachSlugParam,
  body: messageBodySchema,
});
export type ConversationCreate = z.infer<typeof conversationCreateSchema>;

export const messagesQuerySchema = z.object({
  /** The id of the oldest message the reader has: the page holds those written before it. */
  before: uuidParam.optional(),
  limit: queryInteger
    .pipe(z.number().int().min(1))
    .default(MESSAGES_PAGE)
    .transform((n) => Math.min(n, MESSAGES_PAGE_MAX)),
});

/** Whose line it is, from the reader's side: theirs, the other person's, or a booking's event. */
export const MESSAGE_SENDERS = ["me", "them", "system"] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const messagePublicSchema = z.object({
  id: z.string(),
  sender: z.enum(MESSAGE_SENDERS),
  body: z.string(),
  created_at: z.string(),
  /** The booking a system line is about (null for people's messages). */
  booking_id: z.string().nullable(),
  /**
   * A booking line's event: what happened and the session's times in UTC, for readers who give
   * the times in a zone of their own (`body` gives them in the account's). Null for people's
   * messages and for booking lines written before events were kept.
   */
  event: bookingEventSchema.nullable(),
});
export type MessagePublic = z.infer<typeof messagePublicSchema>;

export const messagesPageSchema = z.object({
  /** Oldest first. */
  data: z.array(messagePublicSchema),
  /** Whether older messages exist before the first of `data`. */
  has_more: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const conversationPublicSchema = z.object({
  id: z.string(),
  other: z.object({
    /** "Former member" once their account is deleted. */
    name: z.string(),
    /** The Seer's coach page while their listing is published; null for a seeker. */
    coach_slug: z.string().nullable(),
  }),
  last_message: messagePublicSchema.nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
});
export type ConversationPublic = z.infer<typeof conversationPublicSchema>;

export const conversationsPublicSchema = z.object({
  data: z.array(conversationPublicSchema),
  count: z.number().int(),
});
export type ConversationsPublic = z.infer<typeof conversationsPublicSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
