/**
 * One person's live hints as a Server-Sent Events stream (GET /api/v1/events): a comment at once,
 * so the browser and every proxy between know the stream is up, a comment every 25 s so idle
 * connections are not cut, and each hint as one `data:` line. Whatever ends it (the client going,
 * the server stopping, its age) unsubscribes and stops its timers, once.
 */
import "server-only";
import { processSingleton } from "@/lib/process-singleton";

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  // no-transform: neither Next's compression nor a proxy may hold the stream back to compress it.
  "Cache-Control": "no-cache, no-transform",
  // nginx passes each line on at once (deploy/nginx.conf also turns buffering off for it).
  "X-Accel-Buffering": "no",
};

/** Under the usual 30–60 s idle cut of proxies and load balancers. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after an hour and the browser opens the next one, which authenticates afresh: a
 * session that was signed out or retired stops receiving hints within the hour.
 */
export const MAX_STREAM_MS = 60 * 60_000;
/** Chunks a client may leave unread before it counts as gone (hints are rare: it stopped reading). */
const MAX_UNREAD_CHUNKS = 256;

type Options = {
  /**
   * Starts the delivery of hints to `listener`; returns the function that stops it. `end` ends
   * the stream after what was sent (a room's stream that another tab replaced, or that closed).
   */
  subscribe: (listener: (hint: object) => void, end: () => void) => () => void;
  /** Aborted when the client goes. */
  signal: AbortSignal;
  heartbeatMs?: number;
  maxAgeMs?: number;
};

const encoder = new TextEncoder();

/** Every open stream's end, so that a stopping server can end them cleanly (scripts/server.mjs). */
const openStreams = () => processSingleton("live-streams", () => new Set<() => void>());

/** Ends every open stream: their browsers reconnect, through the load balancer, to an instance that stays. */
export function endAllStreams(): void {
  for (const end of [...openStreams()]) end();
}
(globalThis as { seersEndStreams?: () => void }).seersEndStreams = endAllStreams;

export function hintEventStream(options: Options): ReadableStream<Uint8Array> {
  const { subscribe, signal, heartbeatMs = HEARTBEAT_MS, maxAgeMs = MAX_STREAM_MS } = options;
  let stop: () => void = () => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let stopped = false;
      const end = () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the client.
        }
      };
      const send = (text: string) => {
        if (stopped) return;
        const room = controller.desiredSize;
        if (room === null || room < -MAX_UNREAD_CHUNKS) return end();
        controller.enqueue(encoder.encode(text));
      };
      const unsubscribe = subscribe(
        (hint) => send(`data: ${JSON.stringify(hint)}\n\n`),
        // Later, never from inside `subscribe` itself: `stop` needs its unsubscribe first.
        () => queueMicrotask(end),
      );
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), heartbeatMs);
      const expiry = setTimeout(end, maxAgeMs);
      stop = () => {
        if (stopped) return;
        stopped = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        signal.removeEventListener("abort", end);
        openStreams().delete(end);
      };
      openStreams().add(end);
      signal.addEventListener("abort", end);
      send(": connected\n\n");
      if (signal.aborted) end();
    },
    cancel() {
      stop();
    },
  });
}
