/**
 * One person's live hints as a Server-Sent Events stream (GET /api/v1/events): a comment at once,
 * so the browser and every proxy between know the stream is up, a comment every 25 s so idle
 * connections are not cut, and each hint as one `data:` line. Whatever ends it (the client going,
 * the server stopping, its age) unsubscribes and stops its timers, once.
 */
import "server-only";
import { processSingleton } from "@/lib/process-singleton";
import {
  CONNECTED_TEXT,
  HEARTBEAT_MS,
  hintText,
  KEEP_ALIVE_TEXT,
  MAX_STREAM_MS,
  SOCKET_STREAM_HEADER,
  takeSocketStream,
} from "./socket-stream.mjs";

export { HEARTBEAT_MS, MAX_STREAM_MS };

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  // no-transform: neither Next's compression nor a proxy may hold the stream back to compress it.
  "Cache-Control": "no-cache, no-transform",
  // nginx passes each line on at once (deploy/nginx.conf also turns buffering off for it).
  "X-Accel-Buffering": "no",
};

/** Chunks a client may leave unread before it counts as gone (hints are rare: it stopped reading). */
const MAX_UNREAD_CHUNKS = 256;

type Subscribe = (listener: (hint: object) => void, end: () => void) => () => void;

type Options = {
  /**
   * Starts the delivery of hints to `listener`; returns the function that stops it. `end` ends
   * the stream after what was sent (a room's stream that another tab replaced, or that closed).
   */
  subscribe: Subscribe;
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
        (hint) => send(hintText(hint)),
        // Later, never from inside `subscribe` itself: `stop` needs its unsubscribe first.
        () => queueMicrotask(end),
      );
      const heartbeat = setInterval(() => send(KEEP_ALIVE_TEXT), heartbeatMs);
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
      send(CONNECTED_TEXT);
      if (signal.aborted) end();
    },
    cancel() {
      stop();
    },
  });
}

/**
 * The stream on the socket the production server keeps for this request (lib/live/socket-stream.mjs),
 * when it keeps one: the answer has the stream's headers and no body, and the server holds the
 * socket after Next is done with it, so an open stream costs no framework request. Undefined
 * under `next dev` or `next start`: the caller streams through Next (`hintEventStream`).
 */
export function socketEventStream(req: Request, subscribe: Subscribe): Response | undefined {
  const socket = takeSocketStream(req.headers.get(SOCKET_STREAM_HEADER));
  if (!socket) return undefined;
  const end = () => socket.end();
  const unsubscribe = subscribe(
    (hint) => socket.send(hintText(hint)),
    () => queueMicrotask(end),
  );
  socket.onEnd = () => {
    unsubscribe();
    openStreams().delete(end);
  };
  openStreams().add(end);
  return new Response(null, { headers: EVENT_STREAM_HEADERS });
}
