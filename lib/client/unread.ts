"use client";
/**
 * How many messages wait for the signed-in user (GET /api/v1/users/me/unread), for the badges in
 * the header, the sidebar and the phone menu. One value for the whole tab, asked only while
 * something signed-in shows it (never for visitors: the public header's user menu loads for
 * signed-in viewers only). Kept current by the live hints' stream (lib/client/live.ts), so an idle
 * tab asks nothing; only while the stream is down does it poll, every 10 seconds while visible.
 * Screens that change it call `refreshUnreadCount` (or `setUnreadCount`).
 * A few lines of React instead of SWR, so the public header stays within its JavaScript budget.
 */
import { useSyncExternalStore } from "react";
import { FetchError, fetchJson } from "./fetcher";
import { liveConnected, subscribeConnection, subscribeLive } from "./live";
import { onViewerChange } from "./viewer";

export const UNREAD_URL = "/api/v1/users/me/unread";
/** Without the live stream, this is how late a badge may be. */
const POLL_MS = 10_000;

let count: number | undefined;
let timer: number | undefined;
let asking: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: number | undefined) {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

/** Asks now (one question at a time); a refusal means nobody is signed in: no badge. */
export function refreshUnreadCount(): Promise<void> {
  asking ??= fetchJson<{ count: number }>(UNREAD_URL)
    .then((answer) => publish(answer.count))
    .catch((error: unknown) => {
      if (error instanceof FetchError && (error.status === 401 || error.status === 403)) {
        publish(undefined);
      }
    })
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/** A screen that knows the new count (e.g. POST .../read answers it) sets it without asking. */
export function setUnreadCount(next: number): void {
  publish(next);
}

/** Polling stands in for the stream: nothing when a tab shows no badge or the stream is up. */
let stopLive: (() => void) | undefined;

function onVisible() {
  if (document.visibilityState === "visible" && !liveConnected()) void refreshUnreadCount();
}

function pollUnlessLive() {
  if (liveConnected()) {
    window.clearInterval(timer);
    timer = undefined;
  } else if (timer === undefined) {
    timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refreshUnreadCount();
    }, POLL_MS);
  }
}

function start() {
  void refreshUnreadCount();
  // A message or a read moves the count; after a reconnection ("resync") hints may have been lost.
  const stopHints = subscribeLive((event) => {
    if (event.type !== "booking") void refreshUnreadCount();
  });
  const stopWatching = subscribeConnection(pollUnlessLive);
  stopLive = () => {
    stopHints();
    stopWatching();
  };
  pollUnlessLive();
  document.addEventListener("visibilitychange", onVisible);
}

function stop() {
  stopLive?.();
  stopLive = undefined;
  window.clearInterval(timer);
  timer = undefined;
  document.removeEventListener("visibilitychange", onVisible);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

// Another person (or nobody) now: the previous person's count goes at once.
if (typeof window !== "undefined") {
  onViewerChange(() => {
    publish(undefined);
    if (listeners.size > 0) void refreshUnreadCount();
  });
}

/** The count, or undefined until known (and for visitors). */
export function useUnreadCount(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => undefined,
  );
}
