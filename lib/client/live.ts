"use client";
/**
 * The signed-in person's live hints in this tab: one EventSource (GET /api/v1/events) shared by
 * every component that subscribes, opened with the first and closed with the last. A stream that
 * drops is reopened with back-off; once it is back, subscribers hear `{type: "resync"}` and refetch
 * what they show, since the hints sent meanwhile are lost: a dropped stream loses nothing.
 * Only signed-in screens import it: the signed-in area (components/app/live-updates.tsx) and the
 * unread count (lib/client/unread.ts), which the public header loads for signed-in viewers only.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { LiveHint } from "@/lib/live/hints";

export type LiveEvent = LiveHint | { type: "resync" };
type Listener = (event: LiveEvent) => void;

const EVENTS_URL = "/api/v1/events";
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

const listeners = new Set<Listener>();
const connectionListeners = new Set<() => void>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
/** Hints may have been lost since the subscribers last loaded: tell them when the stream is back. */
let missed = false;
let connected = false;

function emit(event: LiveEvent) {
  for (const listener of [...listeners]) listener(event);
}

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of connectionListeners) listener();
}

function isHint(value: unknown): value is LiveHint {
  return (
    typeof value === "object" && value !== null && typeof (value as LiveHint).type === "string"
  );
}

/** 1 s, 2 s, 4 s … up to 30 s, ±20 %: a restarted instance is not met by all its tabs at once. */
function retryDelay(): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
  failures += 1;
  return base * (0.8 + Math.random() * 0.4);
}

function open() {
  const stream = new EventSource(EVENTS_URL);
  source = stream;
  stream.onopen = () => {
    failures = 0;
    setConnected(true);
    if (missed) {
      missed = false;
      emit({ type: "resync" });
    }
  };
  stream.onmessage = (message: MessageEvent<string>) => {
    let hint: unknown;
    try {
      hint = JSON.parse(message.data);
    } catch {
      return;
    }
    if (isHint(hint)) emit(hint);
  };
  stream.onerror = () => {
    // Closed and reopened on our own schedule: the browser's own retry has no back-off, and it
    // gives up for good on an error status (a 401 after the session expired, a 503).
    stream.close();
    if (source !== stream) return;
    source = null;
    missed = true;
    setConnected(false);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (listeners.size > 0) open();
    }, retryDelay());
  };
}

function close() {
  source?.close();
  source = null;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  failures = 0;
  // Whoever subscribes next loads its data then.
  missed = false;
  setConnected(false);
}

/** Calls `listener` with each hint (and `resync` after a reconnection) until the returned function is called. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && retryTimer === undefined) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

/** `subscribeLive` for a component, for as long as it is mounted; the latest `listener` is called. */
export function useLiveEvents(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeLive((event) => latest.current(event)), []);
}

/** Calls `listener` each time the stream goes up or down, until the returned function is called. */
export function subscribeConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/** Whether the stream is up now. */
export const liveConnected = () => connected;

/** Whether the stream is up now: while it is not, screens that must stay current poll. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeConnection, liveConnected, () => false);
}
