// The production server: Next's request handler behind a plain node:http server, so that the
// client's address comes from the socket (or, with TRUST_PROXY, from the proxy in front) and
// cannot be forged by a request header.
import { createServer } from "node:http";
import next from "next";

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

const server = createServer((req, res) => {
  req.headers[CLIENT_IP_HEADER] = clientIp(req);
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.info(
    `[server] Seers is listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
