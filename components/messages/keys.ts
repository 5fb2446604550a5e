/**
 * The SWR keys of the Messages screens. A live hint ({type: "message", conversation_id}) is
 * answered by revalidating them: `mutate(isConversationKey)` and `refreshUnreadCount()`
 * (lib/client/unread.ts); without the stream, the screens poll.
 */
const BASE = "/api/v1/conversations/";

export const conversationsKey = (limit: number) => `${BASE}?limit=${limit}`;

/** The newest page of a thread: what its polling refetches. */
export const latestMessagesKey = (id: string) => `${BASE}${id}/messages`;

export const olderMessagesUrl = (id: string, before: string) =>
  `${BASE}${id}/messages?before=${encodeURIComponent(before)}`;

export const sendMessageUrl = (id: string) => `${BASE}${id}/messages`;
export const markReadUrl = (id: string) => `${BASE}${id}/read`;
export const START_CONVERSATION_URL = BASE;

/** The list's pages (each limit it was asked with). */
export const isConversationListKey = (key: unknown) =>
  typeof key === "string" && key.startsWith(`${BASE}?`);

/** Any key of these screens: the list's pages and every thread's newest page. */
export const isConversationKey = (key: unknown) => typeof key === "string" && key.startsWith(BASE);

/** How often an open screen asks again while the live stream is down (lib/client/live.ts). */
export const LIST_POLL_MS = 10_000;
export const THREAD_POLL_MS = 4_000;

export const blockUrl = (id: string) => `${BASE}${id}/block`;
export const unblockUrl = (id: string) => `${BASE}${id}/unblock`;
export const reportUrl = (id: string) => `${BASE}${id}/report`;
