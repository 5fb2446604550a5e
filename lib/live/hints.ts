/**
 * Live hints: small "this changed" notes for one person (a new message, a booking that moved).
 * They carry no content — the page refetches through its normal routes — so a hint that is lost
 * loses nothing. In-process here; across instances the same calls travel through Redis pub/sub
 * when REDIS_URL is set (see lib/live/ for the transport).
 */
import "server-only";
import { EventEmitter } from "node:events";
import { processSingleton } from "@/lib/process-singleton";

export type LiveHint =
  | { type: "message"; conversation_id: string }
  | { type: "conversation"; conversation_id: string }
  | { type: "booking"; booking_id: string; conversation_id?: string };

type Listener = (hint: LiveHint) => void;

function localHub(): EventEmitter {
  return processSingleton("live-hints", () => {
    const emitter = new EventEmitter();
    // One listener per open stream: thousands are expected, not a leak.
    emitter.setMaxListeners(0);
    return emitter;
  });
}

/** Tells `userId`'s open pages that something of theirs changed. */
export function publishHint(userId: string, hint: LiveHint): void {
  localHub().emit(userId, hint);
}

/** Calls `listener` with every hint for `userId` until the returned function is called. */
export function subscribeHints(userId: string, listener: Listener): () => void {
  const hub = localHub();
  hub.on(userId, listener);
  return () => {
    hub.off(userId, listener);
  };
}
