"use client";
/**
 * /messages/<id>: one conversation, oldest line first, the newest at the bottom. Scrolling to the
 * top loads older lines (a button does the same for keyboards) without moving what is on screen;
 * a new line scrolls into view when the reader is at the bottom already, or wrote it.
 */
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Fragment, useLayoutEffect, useRef } from "react";
import { useReaderZone } from "@/components/booking/use-reader-zone";
import type { ConversationPublic } from "@/lib/conversations/schema";
import { MessageComposer } from "./message-composer";
import { MessageLine } from "./message-line";
import { dayLabel, sameDay } from "./message-times";
import { BlockedNotice, ThreadSafetyActions, useBlockState } from "./thread-safety";
import { useThread } from "./use-thread";

/** Closer to the top than this loads older lines; closer to the bottom counts as "at the bottom". */
const EDGE_PX = 120;

type Props = {
  id: string;
  other: ConversationPublic["other"];
  /**
   * Beside a session's call (the room page): no way back to Messages, which would end the call,
   * and the other's name as a heading under the page's own.
   */
  embedded?: boolean;
  /** The reader's account zone: booking lines give their session's times in it. */
  accountZone: string | null;
};

export function ConversationThread({ id, other, embedded = false, accountZone }: Props) {
  const thread = useThread(id);
  const zone = useReaderZone(accountZone);
  const block = useBlockState(id);
  const blocked = block.state && (block.state.blocked_by_me || block.state.blocked_by_them);
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const wroteLast = useRef(false);
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  // Where the view goes when lines change: kept in place when older ones arrive above, to the
  // bottom when new ones arrive and the reader was there (or sent it).
  useLayoutEffect(() => {
    const box = log.current;
    if (!box) return;
    const first = thread.lines[0]?.id;
    const last = thread.lines.at(-1)?.id;
    const before = shown.current;
    if (
      before.last === undefined ||
      (last !== before.last && (atBottom.current || wroteLast.current))
    ) {
      box.scrollTop = box.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      box.scrollTop += box.scrollHeight - before.height;
    }
    wroteLast.current = false;
    shown.current = { first, last, height: box.scrollHeight };
  }, [thread.lines]);

  const onScroll = () => {
    const box = log.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < EDGE_PX;
    if (box.scrollTop < EDGE_PX && thread.hasMore && !thread.loadingOlder && !thread.olderError) {
      void thread.loadOlder();
    }
  };

  const Heading = embedded ? "h2" : "h1";
  return (
    <section className="flex max-w-4xl flex-col gap-4" aria-labelledby="thread-title">
      {embedded ? null : (
        <Link
          href="/messages"
          className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-accent hover:underline"
        >
          <ArrowLeft aria-hidden size={16} />
          Messages
        </Link>
      )}
      <div className="flex h-[calc(100dvh-13rem)] min-h-96 flex-col overflow-hidden rounded-2xl border border-line bg-surface">
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3 sm:px-5">
          <Heading
            id="thread-title"
            className="min-w-0 font-serif text-xl font-semibold text-ink sm:text-2xl"
          >
            {other.name}
          </Heading>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {other.coach_slug ? (
              <Link
                href={`/profile/${other.coach_slug}`}
                className="inline-flex min-h-11 items-center text-sm font-medium text-accent hover:underline"
              >
                View coach page
              </Link>
            ) : null}
            <ThreadSafetyActions id={id} otherName={other.name} block={block} />
          </div>
        </header>
        <div
          ref={log}
          onScroll={onScroll}
          role="log"
          aria-label={`Conversation with ${other.name}`}
          // The region scrolls: keyboard users reach it with Tab and scroll it with the arrows.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
          className="flex flex-1 flex-col gap-3 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 sm:px-5"
        >
          {thread.hasMore ? (
            <button
              type="button"
              onClick={() => void thread.loadOlder()}
              disabled={thread.loadingOlder}
              className="mx-auto min-h-11 rounded-lg px-4 text-sm font-medium text-accent hover:bg-muted disabled:text-ink-muted"
            >
              {thread.loadingOlder
                ? "Loading earlier messages…"
                : thread.olderError
                  ? "Earlier messages could not load. Try again"
                  : "Load earlier messages"}
            </button>
          ) : null}
          {thread.error ? (
            <p role="alert" className="m-auto text-danger-text">
              We couldn&apos;t load this conversation. Please reload the page.
            </p>
          ) : !thread.loaded ? (
            <p className="m-auto text-ink-muted">Loading messages…</p>
          ) : thread.lines.length === 0 ? (
            <p className="m-auto max-w-sm text-center text-sm text-ink-muted">
              No messages yet. Write the first one below.
            </p>
          ) : (
            <ol className="flex flex-col gap-3">
              {thread.lines.map((line, index) => {
                const previous = thread.lines[index - 1];
                const newDay = !previous || !sameDay(previous.created_at, line.created_at);
                return (
                  <Fragment key={line.id}>
                    {newDay ? (
                      <li className="py-2 text-center text-xs font-semibold tracking-wide text-ink-muted uppercase">
                        {dayLabel(line.created_at)}
                      </li>
                    ) : null}
                    <MessageLine line={line} otherName={other.name} zone={zone} />
                  </Fragment>
                );
              })}
            </ol>
          )}
        </div>
        {blocked && block.state ? (
          <BlockedNotice state={block.state} otherName={other.name} />
        ) : (
          <MessageComposer
            label={`Message to ${other.name}`}
            onSend={(body) => {
              wroteLast.current = true;
              return thread.send(body);
            }}
          />
        )}
      </div>
    </section>
  );
}
