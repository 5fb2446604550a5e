/** Stand-ins for node:http's request and response, for the server's caches (page, build files). */
import type { IncomingMessage, ServerResponse } from "node:http";

export function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  return { url, method, headers } as unknown as IncomingMessage;
}

export type Sent = { status: number; headers: Record<string, string>; body: Buffer | undefined };

/** A response that records what was sent. */
export function response() {
  const sent: Partial<Sent> = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { res, sent: sent as Sent };
}
