// The production server: Next's request handler behind a plain node:http server, so that the
// client's address comes from the socket (or, with TRUST_PROXY, from the proxy in front) and
// cannot be forged by a request header.
import { createServer } from "node:http";
import next from "next";
import { socketStreams } from "../lib/live/socket-stream.mjs";
import { createAssetCache } from "./asset-cache.mjs";
import { createPageCache, loopbackRenderer } from "./page-cache.mjs";
import { undecodablePathGuard } from "./undecodable-path.mjs";

const CLIENT_IP_HEADER = "x-seers-client-ip";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const trustProxy = ["1", "true", "yes", "on", "True"].includes(process.env.TRUST_PROXY ?? "");

function clientIp(req) {
  if (trustProxy) {
    // The nearest proxy appends the address it saw last: that entry is the one it vouches for.
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded.length) return forwarded[forwarded.length - 1];
  }
  return req.socket.remoteAddress ?? "unknown";
}

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();
const settleUndecodablePath = undecodablePathGuard(process.env.NEXT_DIST_DIR || ".next");

// Public pages for visitors without a session, rendered once per PAGE_CACHE_SECONDS (60 by
// default; 0 renders each request anew, still under the hashed policy) — see page-cache.mjs.
// lib/config.ts checks the value (0 to 60) when the app starts; this reading mirrors that rule.
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS || 60);
const renderer = loopbackRenderer({ hostname, port });
const pages = createPageCache({
  render: renderer.render,
  ttlSeconds: Number.isInteger(pageCacheSeconds) ? Math.min(Math.max(pageCacheSeconds, 0), 60) : 60,
});

// The build's hashed JavaScript and CSS, Brotli-compressed once and served from memory.
const assets = createAssetCache({ fetchAsset: renderer.render });

// Live event streams (GET /api/v1/events) held on their socket once the route has let them in,
// so an open stream costs a socket and a subscription, not a framework request.
const streams = socketStreams();

/**
 * The answer to a write through the API (POST, PATCH, PUT, DELETE) is one object of a few hundred
 * bytes. Next compresses every answer its route handlers stream, whatever its size (it drops
 * their Content-Length, so the compressor's 1 KB threshold never applies): each write paid for a
 * gzip stream of its own, the largest single cost of a crowd's requests. Reads, whose lists can
 * be long, are still compressed.
 */
function answerUncompressed(req) {
  if (req.method === "GET" || req.method === "HEAD") return false;
  return req.url?.startsWith("/api/") ?? false;
}

const server = createServer((req, res) => {
  req.headers[CLIENT_IP_HEADER] = clientIp(req);
  if (answerUncompressed(req)) delete req.headers["accept-encoding"];
  if (settleUndecodablePath(req, res)) return;
  if (streams.claim(req, res) || renderer.claim(req)) {
    handle(req, res);
    return;
  }
  const cache = req.url?.startsWith("/_next/static/") ? assets : pages;
  cache.serve(req, res).then(
    (served) => served || handle(req, res),
    () => handle(req, res),
  );
});
server.keepAliveTimeout = 65_000;

// Requests Node refuses before they reach Next (oversized headers, broken HTTP) still get an
// answer in the API's documented shape, never an empty body or a dropped connection.
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, "Request header fields too large"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Request body too large"],
};
server.on("clientError", (error, socket) => {
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const [status, detail] = CLIENT_ERRORS[error.code] ?? [400, "Bad request"];
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : status === 413 ? "Payload Too Large" : "Bad Request"}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
});
// A crowd connects in the same moment (a rush on one event: a thousand at once). Node's default
// queue of 511 connections waiting to be accepted overflows while the event loop is busy, and the
// kernel then drops handshakes (a client waits seconds to retry) or resets a connection whose
// request was already sent. The queue is bounded by the system's own limit (net.core.somaxconn).
const ACCEPT_QUEUE = 4096;
server.listen(port, hostname, ACCEPT_QUEUE, () => {
  console.info(
    `[server] Seers is listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // Background jobs (lib/jobs/start.ts) finish the email they are sending before the exit.
    const jobsStopped = globalThis.seersBeforeExit?.() ?? Promise.resolve();
    // Open event streams never end by themselves: end them (lib/live/event-stream.ts, those on
    // their socket included), so that server.close() is not held and their browsers reconnect
    // to an instance that stays.
    globalThis.seersEndStreams?.();
    server.close(() => jobsStopped.finally(() => process.exit(0)));
    // close() drops the connections idle now; those still answering (a request in flight, a
    // stream ending) would wait out their keep-alive: drop each as soon as it is idle.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
