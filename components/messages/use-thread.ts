"use client";
/**
 * One open conversation: its lines (the newest page refetched every 4 s while open, older pages on
 * demand), sending, and marking it read whenever something new from the other person shows.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { fetchJson } from "@/lib/client/fetcher";
import { useLiveConnected } from "@/lib/client/live";
import { sendJson } from "@/lib/client/request";
import { setUnreadCount } from "@/lib/client/unread";
import type { MessagePublic, MessagesPage, UnreadCount } from "@/lib/conversations/schema";
import {
  isConversationKey,
  isConversationListKey,
  latestMessagesKey,
  markReadUrl,
  olderMessagesUrl,
  sendMessageUrl,
  THREAD_POLL_MS,
} from "./keys";
import { EMPTY_THREAD, threadReducer } from "./thread-lines";

export function useThread(id: string) {
  // Live hints refetch it while the stream is up (components/app/live-updates.tsx); else it polls.
  const live = useLiveConnected();
  const newest = useSWR<MessagesPage>(latestMessagesKey(id), fetchJson, {
    refreshInterval: live ? 0 : THREAD_POLL_MS,
  });
  const { mutate } = useSWRConfig();
  const [state, dispatch] = useReducer(threadReducer, EMPTY_THREAD);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState(false);

  useEffect(() => {
    if (newest.data) dispatch({ type: "newest", page: newest.data });
  }, [newest.data]);

  const first = state.lines[0]?.id;
  const loadOlder = useCallback(async () => {
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchJson<MessagesPage>(olderMessagesUrl(id, first));
      dispatch({ type: "older", page });
      setOlderError(false);
    } catch {
      setOlderError(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [id, first, loadingOlder]);

  const send = useCallback(
    async (body: string): Promise<string | null> => {
      const result = await sendJson<MessagePublic>(
        "POST",
        sendMessageUrl(id),
        { body },
        "Your message could not be sent. Please try again.",
      );
      if (!result.ok) return result.message;
      dispatch({ type: "sent", message: result.data });
      void mutate(isConversationKey);
      return null;
    },
    [id, mutate],
  );

  useMarkRead(id, lastFromThem(state.lines));

  return {
    lines: state.lines,
    hasMore: state.hasMore,
    loaded: state.loaded,
    error: newest.error && !state.loaded,
    loadingOlder,
    olderError,
    loadOlder,
    send,
  };
}

function lastFromThem(lines: readonly MessagePublic[]): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]?.sender === "them") return lines[i]?.id;
  }
  return undefined;
}

/** Opening the conversation, and each new message from the other person seen while it is open. */
function useMarkRead(id: string, newestFromThem: string | undefined) {
  const { mutate } = useSWRConfig();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${id}:${newestFromThem ?? ""}`;
    const mark = async () => {
      if (document.visibilityState !== "visible" || marked.current === key) return;
      marked.current = key;
      const result = await sendJson<UnreadCount>("POST", markReadUrl(id));
      if (!result.ok) {
        marked.current = null;
        return;
      }
      setUnreadCount(result.data.count);
      void mutate(isConversationListKey);
    };
    void mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [id, newestFromThem, mutate]);
}
