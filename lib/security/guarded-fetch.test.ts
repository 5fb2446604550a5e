import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/config", () => ({ getConfig: () => ({ ENVIRONMENT: "production" }) }));

const { createGuardedFetch, GuardedFetchError, GUARDED_MAX_BYTES } = await import(
  "./guarded-fetch"
);

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/big") {
      res.end(Buffer.alloc(GUARDED_MAX_BYTES + 1, 65));
    } else if (req.url?.startsWith("/hop")) {
      const n = Number(req.url.slice(4) || 0);
      if (n >= 4) res.end(`arrived at ${n}`);
      else res.writeHead(302, { location: `/hop${n + 1}` }).end();
    } else if (req.url === "/silent") {
      // Never answers: the caller's timeout ends it.
    } else if (req.url === "/to-metadata") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    } else {
      res.end("hello");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "no error";
  } catch (error) {
    return error instanceof GuardedFetchError ? error.reason : String(error);
  }
}

describe("guarded fetch in production", () => {
  const strict = createGuardedFetch({ allowLocal: false });

  it("refuses http, loopback by literal and by name, before connecting", async () => {
    expect(await failure(strict(`http://127.0.0.1:${port}/`))).toBe("refused");
    expect(await failure(strict(`https://127.0.0.1:${port}/`))).toBe("refused");
    expect(await failure(strict(`https://[::1]:${port}/`))).toBe("refused");
    // A name is checked on the address it resolves to (and that address is the one connected to).
    expect(await failure(strict(`https://localhost:${port}/`))).toBe("refused");
    expect(await failure(strict("https://169.254.169.254/latest/meta-data/"))).toBe("refused");
    expect(await failure(strict("https://user:pw@example.com/"))).toBe("refused");
  });
});

describe("guarded fetch with ENVIRONMENT=local", () => {
  const local = createGuardedFetch({ allowLocal: true });

  it("reaches a loopback server over http", async () => {
    const res = await local(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe("hello");
  });

  it("follows at most 3 redirects, each checked", async () => {
    const res = await local(`http://localhost:${port}/hop1`, { redirect: "follow" });
    expect(await res.text()).toBe("arrived at 4");
    expect(await failure(local(`http://127.0.0.1:${port}/hop0`))).toBe("unreachable");
    expect(await failure(local(`http://127.0.0.1:${port}/to-metadata`))).toBe("refused");
  });

  it("gives up on a server that does not answer in time", async () => {
    const quick = createGuardedFetch({ allowLocal: true, timeoutMs: 200 });
    expect(await failure(quick(`http://127.0.0.1:${port}/silent`))).toBe("timeout");
  });

  it("reads at most 5 MB", async () => {
    expect(await failure(local(`http://127.0.0.1:${port}/big`))).toBe("too_large");
  });
});
