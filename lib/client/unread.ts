"use client";
/**
 * How many messages wait for the signed-in user (GET /api/v1/users/me/unread), for the badges in
 * the header, the sidebar and the phone menu. One value for the whole tab, asked only while
 * something signed-in shows it (never for visitors: the public header's user menu loads for
 * signed-in viewers only), kept current by polling every 10 seconds while the tab is visible.
 * Live hints and screens that change it call `refreshUnreadCount` (or `setUnreadCount`).
 * A few lines of React instead of SWR, so the public header stays within its JavaScript budget.
 */
import { useSyncExternalStore } from "react";
import { FetchError, fetchJson } from "./fetcher";
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

function onVisible() {
  if (document.visibilityState === "visible") void refreshUnreadCount();
}

function start() {
  void refreshUnreadCount();
  timer = window.setInterval(() => {
    if (document.visibilityState === "visible") void refreshUnreadCount();
  }, POLL_MS);
  document.addEventListener("visibilitychange", onVisible);
}

function stop() {
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
