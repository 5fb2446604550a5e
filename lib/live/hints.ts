/**
 * Live hints: small "this changed" notes for one person (a new message, a booking that moved).
 * They carry no content — the page refetches through its normal routes — so a hint that is lost
 * loses nothing. Each hint reaches this instance's listeners directly and, when REDIS_URL is set,
 * every other instance's through Redis pub/sub (lib/live/redis-transport.ts); GET /api/v1/events
 * streams them to the browser (lib/live/event-stream.ts).
 *
 * The same delivery carries the session room's signals (lib/rooms/signals.ts) under keys of their
 * own (`room:<booking>:<user>`), so they cross instances the same way without a second channel.
 */
import "server-only";
import { processSingleton } from "@/lib/process-singleton";
import { publishAcrossInstances, receiveFromOtherInstances } from "./redis-transport";

export type LiveHint =
  | { type: "message"; conversation_id: string }
  | { type: "conversation"; conversation_id: string }
  | { type: "booking"; booking_id: string; conversation_id?: string }
  /** To a Seer: a reading of theirs started ringing, or its ring ended (lib/readings). */
  | { type: "reading"; booking_id: string };

type Listener = (hint: LiveHint) => void;
/** A listener of any key: a person's hints, or a room's signals. */
type LiveMessage = { type: string } & Record<string, unknown>;
type KeyListener = (message: LiveMessage) => void;

/** Each key's listeners on this instance (one per open stream); a key without any has no entry. */
function localListeners(): Map<string, Set<KeyListener>> {
  return processSingleton("live-hints", () => new Map<string, Set<KeyListener>>());
}

function deliverHere(key: string, hint: LiveMessage): void {
  const listeners = localListeners().get(key);
  if (!listeners) return;
  for (const listener of [...listeners]) {
    try {
      listener(hint);
    } catch (error) {
      // One broken stream must not stop the others, nor fail the change that published the hint.
      console.error("[live] a hint listener failed:", error);
    }
  }
}

/**
 * Tells `userId`'s open pages that something of theirs changed. Call it after the transaction
 * that stored the change has committed, so a page that refetches at once reads the change.
 */
export function publishHint(userId: string, hint: LiveHint): void {
  publishLive(userId, hint);
}

/** Calls `listener` with every hint for `userId` until the returned function is called. */
export function subscribeHints(userId: string, listener: Listener): () => void {
  return subscribeLive(userId, listener as KeyListener);
}

/** Delivers `message` to the listeners of `key` on every instance. */
export function publishLive(key: string, message: LiveMessage): void {
  // Here directly, whatever Redis is doing; the other instances through it.
  deliverHere(key, message);
  publishAcrossInstances(key, message);
}

/** Calls `listener` with every message for `key` until the returned function is called. */
export function subscribeLive(key: string, listener: KeyListener): () => void {
  // The first stream opened on this instance starts its one subscriber connection.
  receiveFromOtherInstances(deliverHere);
  const all = localListeners();
  const listeners = all.get(key) ?? new Set<KeyListener>();
  all.set(key, listeners);
  // A wrapper of its own, so the same function subscribed twice is two subscriptions.
  const subscription: KeyListener = (message) => listener(message);
  listeners.add(subscription);
  return () => {
    listeners.delete(subscription);
    if (listeners.size === 0 && all.get(key) === listeners) all.delete(key);
  };
}
