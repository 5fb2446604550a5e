/**
 * Live hints: small "this changed" notes for one person (a new message, a booking that moved).
 * They carry no content — the page refetches through its normal routes — so a hint that is lost
 * loses nothing. Each hint reaches this instance's listeners directly and, when REDIS_URL is set,
 * every other instance's through Redis pub/sub (lib/live/redis-transport.ts); GET /api/v1/events
 * streams them to the browser (lib/live/event-stream.ts).
 */
import "server-only";
import { processSingleton } from "@/lib/process-singleton";
import { publishAcrossInstances, receiveFromOtherInstances } from "./redis-transport";

export type LiveHint =
  | { type: "message"; conversation_id: string }
  | { type: "conversation"; conversation_id: string }
  | { type: "booking"; booking_id: string; conversation_id?: string };

type Listener = (hint: LiveHint) => void;

/** Each person's listeners on this instance (one per open stream); a person without any has no entry. */
function localListeners(): Map<string, Set<Listener>> {
  return processSingleton("live-hints", () => new Map<string, Set<Listener>>());
}

function deliverHere(userId: string, hint: LiveHint): void {
  const listeners = localListeners().get(userId);
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
  // Here directly, whatever Redis is doing; the other instances through it.
  deliverHere(userId, hint);
  publishAcrossInstances(userId, hint);
}

/** Calls `listener` with every hint for `userId` until the returned function is called. */
export function subscribeHints(userId: string, listener: Listener): () => void {
  // The first stream opened on this instance starts its one subscriber connection.
  receiveFromOtherInstances((user, hint) => deliverHere(user, hint as LiveHint));
  const all = localListeners();
  const listeners = all.get(userId) ?? new Set<Listener>();
  all.set(userId, listeners);
  // A wrapper of its own, so the same function subscribed twice is two subscriptions.
  const subscription: Listener = (hint) => listener(hint);
  listeners.add(subscription);
  return () => {
    listeners.delete(subscription);
    if (listeners.size === 0 && all.get(userId) === listeners) all.delete(userId);
  };
}
