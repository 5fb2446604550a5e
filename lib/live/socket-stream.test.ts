import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  hintText,
  SOCKET_STREAM_HEADER,
  type SocketStream,
  socketStreams,
  takeSocketStream,
} from "./socket-stream.mjs";

/** A server that claims as scripts/server.mjs does, then answers as the route and Next would. */
let server: Server;
let port = 0;
const taken: SocketStream[] = [];
const seenHeaders: (string | undefined)[] = [];
let ended = 0;

beforeAll(async () => {
  const streams = socketStreams();
  server = createServer((req, res) => {
    streams.claim(req, res);
    seenHeaders.push(req.headers[SOCKET_STREAM_HEADER] as string | undefined);
    setImmediate(() => {
      const socket = req.url?.includes("refuse")
        ? undefined
        : takeSocketStream(req.headers[SOCKET_STREAM_HEADER] as string | undefined);
      if (!socket) {
        res.statusCode = 401;
        res.setHeader("Content-Type", "application/json");
        res.end('{"detail":"Not authenticated"}');
        return;
      }
      socket.onEnd = () => {
        ended += 1;
      };
      socket.send(hintText({ type: "early" }));
      taken.push(socket);
      res.setHeader("Content-Type", "text/event-stream");
      // Next's compression, and Next's own listener on the response: both let go of.
      res.on("close", () => undefined);
      res.end(undefined, undefined as unknown as BufferEncoding);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    text: () => string;
    close: () => void;
    done: Promise<void>;
  }>((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      const done = new Promise<void>((end) => res.on("close", () => end()));
      resolve({ status: res.statusCode ?? 0, text: () => text, close: () => req.destroy(), done });
    });
    req.end();
  });
}

describe("a stream held on its socket", () => {
  it("begins where the answer would end, carries what is sent, and tells the route once it goes", async () => {
    const stream = await get("/api/v1/events?x=1");
    expect(stream.status).toBe(200);
    await expect.poll(stream.text).toBe(': connected\n\ndata: {"type":"early"}\n\n');
    taken.at(-1)?.send(hintText({ type: "booking", booking_id: "b1" }));
    await expect.poll(stream.text).toContain('data: {"type":"booking","booking_id":"b1"}\n\n');
    stream.close();
    await expect.poll(() => ended).toBe(1);
    taken.at(-1)?.end();
    expect(ended).toBe(1);
  });

  it("ends an answer the route did not take as it is, and takes no header from a client", async () => {
    const refused = await get("/api/v1/events?refuse", { [SOCKET_STREAM_HEADER]: "1" });
    await refused.done;
    expect([refused.status, refused.text()]).toEqual([401, '{"detail":"Not authenticated"}']);
    const other = await get("/api/v1/events/", { [SOCKET_STREAM_HEADER]: "1" });
    await other.done;
    expect(other.status).toBe(401);
    expect(seenHeaders.at(-1)).toBeUndefined();
  });
});
