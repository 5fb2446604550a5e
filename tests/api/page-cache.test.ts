/**
 * The shared page cache (scripts/page-cache.mjs) on two more instances of the suite's own
 * database, with a short life: pages are rendered once and reused, under a policy of their own
 * scripts' hashes; a change shows on both instances within that life; signed-in visitors get a
 * page of their own; and behind deploy/nginx.conf a signed-in response is never kept or served
 * from nginx's cache.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  ensureNginx,
  type RunningNginx,
  renderNginxConfig,
  startNginx,
} from "../../scripts/nginx.mjs";
import { baseUrl, call, newUser, superuserToken } from "../support/api-client";
import { completedSessionWith, publishedSeer } from "../support/bookings";
import { startPair } from "../support/instances";
import { expectOwnScriptsOnly } from "../support/script-policy";
import type { RunningServer } from "../support/server";
import { workerServer } from "../support/worker-server";

/** Long enough to see a page kept; short enough to wait for it to go. */
const LIFE_SECONDS = 8;
/** What a render may add to the life on a loaded machine. */
const MARGIN_MS = 10_000;

/** The suite's database, for instances of our own (the suite's server makes every change). */
function sharedDatabaseEnv(): Record<string, string> {
  const url = workerServer().databaseUrl;
  return url.startsWith("sqlite:")
    ? { DATA_DIR: path.dirname(url.slice("sqlite:".length)) }
    : { DATABASE_URL: url };
}

type Page = { status: number; cache: string | null; policy: string | null; html: string };

async function get(base: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathname}`, { headers, redirect: "manual" });
  return {
    status: res.status,
    cache: res.headers.get("x-seers-cache"),
    policy: res.headers.get("content-security-policy"),
    headers: res.headers,
    html: await res.text(),
  } satisfies Page & { headers: Headers };
}

/** Polls until `done` holds on every server; returns how long that took. */
async function within(
  limitMs: number,
  servers: RunningServer[],
  done: (page: Page) => boolean,
  pathname: string,
): Promise<number> {
  const started = Date.now();
  for (const server of servers) {
    for (;;) {
      const page = await get(server.url, pathname);
      if (done(page)) break;
      if (Date.now() - started > limitMs) {
        throw new Error(`${pathname} on ${server.url} still not changed after ${limitMs} ms`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return Date.now() - started;
}

let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  [a, b] = await startPair({
    ...sharedDatabaseEnv(),
    PAGE_CACHE_SECONDS: String(LIFE_SECONDS),
    // The suite's server runs the background jobs; these two only serve.
    WORKERS_ENABLED: "false",
    FIRST_SUPERUSER: inject("superuser").email,
    FIRST_SUPERUSER_PASSWORD: inject("superuser").password,
  });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

describe("public pages from the page cache", () => {
  it.each([
    "/",
    "/events",
    "/blog",
    "/blog/how-to-choose-a-tarot-reader-you-can-trust",
    "/profile",
    "/profile/amara-okafor",
    "/discover",
    "/discover?specialty=healing",
  ])("%s is rendered once, then served as it is under its scripts' hashes", async (pathname) => {
    const unique = `${pathname}${pathname.includes("?") ? "&" : "?"}v=${randomUUID()}`;
    // Discover reads every query parameter; other pages ignore them, but each URL is its own page.
    const first = await get(a.url, pathname.startsWith("/discover") ? pathname : unique);
    const again = await get(a.url, pathname.startsWith("/discover") ? pathname : unique);
    expect(first.status).toBe(200);
    expect(again.cache).toMatch(/^(HIT|STALE)$/);
    expect(again.html).toBe(first.html);
    expect(again.policy).toBe(first.policy);
    expect(expectOwnScriptsOnly(again.policy, again.html)).toBe("hashes");
  });

  it("gives a signed-in visitor a page of their own, and puts nothing personal in either", async () => {
    const tag = randomUUID().slice(0, 8);
    const user = await newUser({ firstname: `Zephyrine${tag}`, lastname: `Quillon${tag}` });
    for (const pathname of ["/", "/discover", "/profile/amara-okafor", "/events", "/blog"]) {
      const shared = await get(a.url, pathname);
      const own = await get(a.url, pathname, { Cookie: `access_token=${user.token}` });
      expect(own.status).toBe(200);
      expect(own.cache).toBeNull();
      expect(expectOwnScriptsOnly(own.policy, own.html)).toBe("nonce");
      for (const [which, html] of [
        ["shared", shared.html],
        ["own", own.html],
      ] as const) {
        expect(html.includes(tag), `${which} ${pathname} holds the name`).toBe(false);
        expect(html.includes(user.email), `${which} ${pathname} holds the email`).toBe(false);
      }
    }
  });

  it("shows an edited, then paused listing on both instances within the cache's life", async () => {
    const seer = await publishedSeer();
    const profile = `/profile/${seer.slug}`;
    const before = "Tarot and astrology for clear choices";
    for (const server of [a, b]) expect((await get(server.url, profile)).html).toContain(before);

    const word = `candle${randomUUID().slice(0, 6)}`;
    const after = `Readings by ${word}`;
    const edited = await call("PATCH", "/users/me/listing", {
      token: seer.token,
      json: { headline: after },
    });
    expect(edited.status).toBe(200);
    // The API (and the suite's own server) has it at once; the kept pages have not yet.
    expect((await call("GET", `/coaches/${seer.slug}`)).body.headline).toBe(after);
    const kept = await get(a.url, profile);
    expect(kept.html).toContain(before);
    expect(kept.html).not.toContain(after);

    const shown = await within(
      LIFE_SECONDS * 1000 + MARGIN_MS,
      [a, b],
      (page) => page.html.includes(after),
      profile,
    );
    expect(shown).toBeGreaterThan(0);
    const search = `/discover?q=${word}`;
    await within(
      LIFE_SECONDS * 1000 + MARGIN_MS,
      [a, b],
      (page) => page.html.includes(profile),
      search,
    );

    expect((await call("POST", "/users/me/listing/pause", { token: seer.token })).status).toBe(200);
    await within(LIFE_SECONDS * 1000 + MARGIN_MS, [a, b], (page) => page.status === 404, profile);
    await within(
      LIFE_SECONDS * 1000 + MARGIN_MS,
      [a, b],
      (page) => !page.html.includes(profile),
      search,
    );
  });

  it("drops a removed review from both instances within the cache's life", async () => {
    const seeker = await newUser();
    const seer = await completedSessionWith(seeker);
    const title = `Clear and kind ${randomUUID().slice(0, 6)}`;
    const review = await call("POST", `/coaches/${seer.slug}/reviews`, {
      token: seeker.token,
      json: { rating: 5, title, body: "She saw what I could not, and said it gently." },
    });
    expect(review.status).toBe(200);
    const profile = `/profile/${seer.slug}`;
    for (const server of [a, b]) expect((await get(server.url, profile)).html).toContain(title);

    const removed = await call("DELETE", `/coaches/${seer.slug}/reviews/${review.body.id}`, {
      token: await superuserToken(),
    });
    expect(removed.status).toBe(200);
    await within(
      LIFE_SECONDS * 1000 + MARGIN_MS,
      [a, b],
      (page) => !page.html.includes(title),
      profile,
    );
  });
});

const nginx = await ensureNginx();

describe.skipIf("reason" in nginx)(
  `behind deploy/nginx.conf${"reason" in nginx ? ` (skipped: ${nginx.reason})` : ""}`,
  () => {
    let lb: RunningNginx;
    beforeAll(async () => {
      if (!("bin" in nginx)) return;
      lb = await startNginx(nginx.bin, (port) => renderNginxConfig(port, [a.port, b.port]));
    });
    afterAll(async () => {
      await lb?.stop();
    });

    const status = (res: { headers: Headers }) => res.headers.get("x-cache-status");

    it("keeps a visitor's page, and never keeps or serves a signed-in visitor's", async () => {
      const user = await newUser();
      const cookie = { Cookie: `access_token=${user.token}` };
      // A URL nobody asked for yet: first as the signed-in visitor, who must not fill the cache.
      const pathname = `/events?from=${randomUUID()}`;
      const signedIn = await get(lb.url, pathname, cookie);
      expect(signedIn.status).toBe(200);
      expect(status(signedIn)).toBe("BYPASS");
      expect(expectOwnScriptsOnly(signedIn.policy, signedIn.html)).toBe("nonce");

      const visitor = await get(lb.url, pathname);
      expect(status(visitor)).toBe("MISS");
      expect(expectOwnScriptsOnly(visitor.policy, visitor.html)).toBe("hashes");
      const again = await get(lb.url, pathname);
      expect(status(again)).toBe("HIT");
      expect(again.html).toBe(visitor.html);

      // Now that nginx keeps the visitor's page, the signed-in visitor still gets their own.
      const stillOwn = await get(lb.url, pathname, cookie);
      expect(status(stillOwn)).toBe("BYPASS");
      expect(stillOwn.policy).toMatch(/'nonce-/);
      const bearer = await fetch(`${lb.url}/api/v1/users/me`, {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      // The suite's server made the token; on PostgreSQL these instances have their own secret
      // (401), on SQLite they share its data folder (200). Either way nginx must not keep it.
      expect([200, 401]).toContain(bearer.status);
      expect(bearer.headers.get("x-cache-status")).toBe("BYPASS");
    });

    it("keeps a page no longer than the instances' cache would", async () => {
      const visitor = await get(lb.url, "/blog");
      const kept = Number(visitor.headers.get("x-accel-expires") ?? "0");
      // nginx passes the instances' own count on only if it is ever shown: it is not.
      expect(kept).toBe(0);
      const res = await fetch(`${a.url}/blog`);
      const remaining = Number(res.headers.get("x-accel-expires"));
      expect(remaining).toBeGreaterThanOrEqual(0);
      expect(remaining).toBeLessThanOrEqual(LIFE_SECONDS);
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    });
  },
);

describe("the suite's own server", () => {
  it("renders each request anew (PAGE_CACHE_SECONDS=0) under the hashed policy", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.headers.get("x-seers-cache")).toBe("MISS");
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});
