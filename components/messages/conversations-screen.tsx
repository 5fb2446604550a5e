"use client";
/**
 * /messages: the signed-in user's conversations, newest activity first, each with the other
 * person (a Seer with a link to their coach page), the last line and how many messages wait.
 * Kept current by live hints, which revalidate the same keys, and by polling while the stream
 * is down.
 */
import { MessageSquare } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { buttonClasses } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetcher";
import { useLiveConnected } from "@/lib/client/live";
import { cn } from "@/lib/cn";
import type { ConversationPublic, ConversationsPublic } from "@/lib/conversations/schema";
import { conversationsKey, LIST_POLL_MS } from "./keys";
import { listTime } from "./message-times";

const PAGE = 30;

export function ConversationsScreen({ isSeer }: { isSeer: boolean }) {
  const [limit, setLimit] = useState(PAGE);
  const live = useLiveConnected();
  const { data, error } = useSWR<ConversationsPublic>(conversationsKey(limit), fetchJson, {
    refreshInterval: live ? 0 : LIST_POLL_MS,
    keepPreviousData: true,
  });
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold text-ink">Messages</h1>
        <p className="text-sm text-ink-muted">
          {isSeer
            ? "Your conversations with seekers and the Seers you wrote to, newest first."
            : "Your conversations with Seers, newest first."}
        </p>
      </div>
      {error && !data ? (
        <p role="alert" className="text-danger-text">
          We couldn&apos;t load your messages. Please reload the page.
        </p>
      ) : !data ? (
        <p className="text-ink-muted">Loading messages…</p>
      ) : data.data.length === 0 ? (
        <EmptyState isSeer={isSeer} />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {data.data.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} />
            ))}
          </ul>
          {data.data.length < data.count ? (
            <button
              type="button"
              onClick={() => setLimit((n) => n + PAGE)}
              className={buttonClasses("secondary", "self-center")}
            >
              Show more conversations
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function lastLine(message: ConversationPublic["last_message"]): string {
  if (!message) return "No messages yet";
  return message.sender === "me" ? `You: ${message.body}` : message.body;
}

function ConversationRow({ conversation }: { conversation: ConversationPublic }) {
  const { other, last_message: last, unread_count: unread } = conversation;
  const waiting = unread > 0;
  return (
    <li className="relative flex items-center gap-3 px-4 py-3 hover:bg-muted sm:px-5">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {other.name.charAt(0).toUpperCase()}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline justify-between gap-3">
          {/* The name's link covers the row (its ::after), so the whole row opens the conversation. */}
          <Link
            href={`/messages/${conversation.id}`}
            className={cn(
              "min-w-0 truncate text-ink after:absolute after:inset-0 after:content-['']",
              waiting ? "font-bold" : "font-semibold",
            )}
          >
            {other.name}
            {waiting ? (
              <span className="sr-only">
                , {unread} unread {unread === 1 ? "message" : "messages"}
              </span>
            ) : null}
          </Link>
          <time dateTime={conversation.updated_at} className="shrink-0 text-xs text-ink-muted">
            {listTime(conversation.updated_at)}
          </time>
        </div>
        <div className="flex items-center justify-between gap-3">
          <p
            className={cn(
              "min-w-0 truncate text-sm",
              waiting ? "font-medium text-ink" : "text-ink-muted",
              last?.sender === "system" && "italic",
            )}
          >
            {lastLine(last)}
          </p>
          {waiting ? (
            <span
              aria-hidden
              className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white tabular-nums"
            >
              {unread}
            </span>
          ) : null}
        </div>
        {other.coach_slug ? (
          // Above the row's link, so it opens the coach page rather than the conversation.
          <Link
            href={`/profile/${other.coach_slug}`}
            className="relative z-10 inline-flex min-h-8 items-center self-start text-xs font-medium text-accent hover:underline"
          >
            Coach page
            <span className="sr-only"> of {other.name}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function EmptyState({ isSeer }: { isSeer: boolean }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line p-6 text-ink-muted">
      <MessageSquare aria-hidden size={28} className="text-accent" />
      {isSeer ? (
        <p>When a seeker writes to you, or asks for a session, the conversation shows here.</p>
      ) : (
        <>
          <p>
            No conversations yet. Write to a Seer from their page to ask whether a session is right
            for you.
          </p>
          <Link href="/discover" className={buttonClasses("primary")}>
            Discover Seers
          </Link>
        </>
      )}
    </div>
  );
}
