/** Conversations between a seeker and a Seer: readable and writable by their two people only. */
import { declareRoute } from "@/lib/api/contract";
import {
  conversationCreateSchema,
  conversationPublicSchema,
  conversationsPublicSchema,
  MESSAGE_MAX,
  messageCreateSchema,
  messagePublicSchema,
  messagesPageSchema,
  messagesQuerySchema,
  unreadCountSchema,
} from "@/lib/conversations/schema";
import { paginationSchema } from "@/lib/validation/pagination";
import { idParams } from "./params";

export const conversationRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/conversations/",
    name: "read_conversations",
    summary:
      "Your conversations, newest activity first, each with the other person, its last line and how many of their messages you have not read",
    tag: "conversations",
    auth: "user",
    query: paginationSchema,
    response: conversationsPublicSchema,
  }),
  create: declareRoute({
    method: "POST",
    path: "/conversations/",
    name: "create_conversation",
    summary: `Write to a published Seer: opens your conversation with them (or reuses it) and sends the first message (plain text, 1 to ${MESSAGE_MAX} characters)`,
    tag: "conversations",
    auth: "user",
    body: { json: conversationCreateSchema },
    response: conversationPublicSchema,
    errors: [403, 404, 409],
  }),
  messages: declareRoute({
    method: "GET",
    path: "/conversations/{id}/messages",
    name: "read_messages",
    summary:
      "A conversation's lines, oldest first: the newest `limit`, or those before the message `before` (its two people only)",
    tag: "conversations",
    auth: "user",
    params: idParams,
    query: messagesQuerySchema,
    response: messagesPageSchema,
    errors: [404],
  }),
  send: declareRoute({
    method: "POST",
    path: "/conversations/{id}/messages",
    name: "create_message",
    summary: `Write in a conversation (plain text, 1 to ${MESSAGE_MAX} characters; its two people only)`,
    tag: "conversations",
    auth: "user",
    params: idParams,
    body: { json: messageCreateSchema },
    response: messagePublicSchema,
    errors: [404, 409],
  }),
  read: declareRoute({
    method: "POST",
    path: "/conversations/{id}/read",
    name: "mark_conversation_read",
    summary: "Mark a conversation read; answers how many messages still wait for you elsewhere",
    tag: "conversations",
    auth: "user",
    params: idParams,
    response: unreadCountSchema,
    errors: [404],
  }),
  unread: declareRoute({
    method: "GET",
    path: "/users/me/unread",
    name: "read_unread_count",
    summary: "How many messages wait for you, in all your conversations",
    tag: "conversations",
    auth: "user",
    response: unreadCountSchema,
  }),
};
