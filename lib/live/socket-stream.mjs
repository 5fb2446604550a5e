// Event streams held by the production server itself (scripts/server.mjs) instead of a framework
// request: an open GET /api/v1/events costs a socket and a subscription. Plain JavaScript, so the
// server imports it as it is and the app (bundled by Next) shares its wire format and timings.
//
// The hand-over: the server marks each GET /api/v1/events with a header naming a waiting socket
// (`claimSocketStream`) and passes the request to Next as usual, so the route's rules (proxy.ts,
// authentication, headers) stay where they are. The route, once it accepts the caller, takes the
// socket (`takeSocketStream`) and answers with headers and no body; Next's end of that answer is
// where the server keeps the socket open instead, and the stream begins.

/** Under the usual 30–60 s idle cut of proxies and load balancers. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after an hour and the browser opens the next one, which authenticates afresh: a
 * session that was signed out or retired stops receiving hints within the hour.
 */
export const MAX_STREAM_MS = 60 * 60_000;
/** 20 tabs of one person on an instance; past that, a stream is more likely a leak than a reader. */
export const MAX_STREAMS_PER_PERSON = 20;
/** Bytes a client may leave unread before it counts as gone (hints are rare: it stopped reading). */
export const MAX_UNREAD_BYTES = 64 * 1024;

export const CONNECTED_TEXT = ": connected\n\n";
export const KEEP_ALIVE_TEXT = ": keep-alive\n\n";
/** One hint as a Server-Sent Event. */
export const hintText = (hint) => `data: ${JSON.stringify(hint)}\n\n`;

/** Request header naming the socket the server keeps for the route; never taken from a client. */
export const SOCKET_STREAM_HEADER = "x-seers-socket-stream";
const STREAM_PATH = "/api/v1/events";

// Shared through globalThis: the server's copy of this module and the app's bundled copy are two.
const waiting = () => {
  globalThis.seersWaitingSockets ??= new Map();
  return globalThis.seersWaitingSockets;
};

const WAITING = 0;
const OPEN = 1;
const ENDED = 2;

/** One held socket: what the route writes to and ends, whatever state the response is in. */
class SocketStream {
  constructor(req, res, held) {
    this.res = res;
    /** What the request, response and socket held when the server claimed them (`release`). */
    this.claimed = [req, res, res.socket].map((target) => [target, listenersOf(target)]);
    this.ownMethods = new Set(Object.keys(res));
    // Node's own write: Next's compression wraps `res.write` later and drops writes after its end.
    this.rawWrite = res.write;
    this.held = held;
    this.state = WAITING;
    this.taken = false;
    this.openedAt = Date.now();
    /** Text sent before Next wrote the headers. */
    this.early = "";
    this.onEnd = undefined;
  }

  send(text) {
    if (this.state === WAITING) this.early += text;
    else if (this.state === OPEN) this.write(text);
  }

  write(text) {
    const { res } = this;
    if (res.writableLength > MAX_UNREAD_BYTES) {
      this.end();
      res.destroy();
      return;
    }
    this.rawWrite.call(res, text);
  }

  /** Ends the stream once (after what was written); the route's `onEnd` hears of it once. */
  end() {
    if (this.state === ENDED) return;
    const open = this.state === OPEN;
    this.state = ENDED;
    this.held.delete(this);
    if (open) this.res.end();
    const onEnd = this.onEnd;
    this.onEnd = undefined;
    onEnd?.();
  }

  /** Next has written the answer's headers and asks to end it: a taken socket starts streaming. */
  begin() {
    if (this.state !== WAITING || !this.taken || this.res.statusCode !== 200) return false;
    this.state = OPEN;
    this.release();
    this.held.add(this);
    this.write(CONNECTED_TEXT + this.early);
    this.early = "";
    return true;
  }
}

/**
 * Lets go of what Next attached while it answered (listeners on the request, response and
 * socket, its compression's wrappers, its request metadata), which hold the whole request's
 * context for as long as the socket stays open, and of the request's headers.
 */
SocketStream.prototype.release = function release() {
  for (const [target, before] of this.claimed) {
    if (!target) continue;
    for (const name of target.eventNames()) {
      const kept = before.get(name);
      for (const listener of target.rawListeners(name)) {
        if (!kept?.has(listener)) target.removeListener(name, listener);
      }
    }
  }
  const { res } = this;
  for (const key of Object.keys(res)) {
    if (typeof res[key] === "function" && !this.ownMethods.has(key)) delete res[key];
  }
  const req = this.claimed[0][0];
  delete req[NEXT_REQUEST_META];
  // Read once, by the route: a browser's cookies and user agent are a kilobyte or two a stream.
  req.headers = {};
  req.rawHeaders = [];
  this.claimed = [];
  this.ownMethods = undefined;
};

const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

function listenersOf(target) {
  const listeners = new Map();
  if (!target) return listeners;
  for (const name of target.eventNames()) listeners.set(name, new Set(target.rawListeners(name)));
  return listeners;
}

/**
 * The server's side: `claim(req, res)` marks a GET /api/v1/events for the route (and strips the
 * header from every other request); one timer sends every open stream's keep-alive comment and
 * ends those past their age.
 */
export function socketStreams() {
  const held = new Set();
  let lastId = 0;
  setInterval(() => {
    const tooOld = Date.now() - MAX_STREAM_MS;
    for (const stream of [...held]) {
      if (stream.openedAt <= tooOld) stream.end();
      else stream.write(KEEP_ALIVE_TEXT);
    }
  }, HEARTBEAT_MS).unref();

  return {
    /** How many streams this server holds open. */
    size: () => held.size,
    claim(req, res) {
      delete req.headers[SOCKET_STREAM_HEADER];
      if (req.method !== "GET" || !isStreamPath(req.url)) return false;
      const id = String(++lastId);
      res.once("close", () => {
        waiting().delete(id);
        stream.end();
      });
      const stream = new SocketStream(req, res, held);
      waiting().set(id, stream);
      req.headers[SOCKET_STREAM_HEADER] = id;
      const end = res.end;
      res.end = function endOrBegin(...args) {
        res.end = end;
        waiting().delete(id);
        if (isEmpty(args[0]) && stream.begin()) return res;
        if (stream.taken) stream.end();
        return end.apply(res, args);
      };
      return true;
    },
  };
}

/** Next ends a bodiless answer with `end()`, or through its compression with `end(undefined, …)`. */
function isEmpty(chunk) {
  return chunk === undefined || chunk === null || typeof chunk === "function" || chunk.length === 0;
}

function isStreamPath(url = "") {
  const query = url.indexOf("?");
  return (query === -1 ? url : url.slice(0, query)) === STREAM_PATH;
}

/**
 * The route's side: the socket the server keeps for this request, or undefined when none waits
 * (under `next dev` or `next start`, the route streams through Next instead).
 */
export function takeSocketStream(id) {
  const stream = id ? waiting().get(id) : undefined;
  if (!stream || stream.taken) return undefined;
  stream.taken = true;
  return stream;
}
