import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureNginx,
  type RunningNginx,
  renderNginxConfig,
  startNginx,
  UPSTREAM_HEADER,
} from "../../scripts/nginx.mjs";
import { call, newUser, STRONG_PASSWORD, uniqueEmail } from "../support/api-client";
import { createPostgresDatabase, redisAvailable, testTarget } from "../support/database";
import { formLogin, startPair } from "../support/instances";
import type { RunningServer } from "../support/server";

// A Redis database of its own: every request reaches the instances from 127.0.0.1, and those
// per-address counts must not spill into other suites' servers that share Redis.
const REDIS_URL = Object.assign(new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379"), {
  pathname: "/7",
}).toString();
const LIMIT = 20; // RATE_LIMIT_PER_ACCOUNT of both instances
const DUPLICATE = { detail: "The user with this email already exists in the system" };

async function skipReason(): Promise<string | undefined> {
  if (testTarget() !== "postgres") return "needs TEST_TARGET=postgres";
  if (!(await redisAvailable(REDIS_URL))) return `needs Redis at ${REDIS_URL}`;
  const nginx = await ensureNginx();
  return "reason" in nginx ? nginx.reason : undefined;
}
const skipped = await skipReason();

type Result = Awaited<ReturnType<typeof call>>;

describe.skipIf(skipped !== undefined)(
  `two instances behind nginx (deploy/nginx.conf) on PostgreSQL + Redis${skipped ? ` (skipped: ${skipped})` : ""}`,
  () => {
    let a: RunningServer;
    let b: RunningServer;
    let lb: RunningNginx;
    let dropDatabase: () => Promise<void> = async () => undefined;

    /** Which instance answered, by the upstream address nginx reports. */
    const instance = (res: Result) => {
      const upstream = res.headers.get(UPSTREAM_HEADER) ?? "";
      return upstream.endsWith(`:${a.port}`) ? "a" : upstream.endsWith(`:${b.port}`) ? "b" : "?";
    };
    const tally = (results: Result[]) => {
      const counts = { a: 0, b: 0, "?": 0 };
      for (const r of results) counts[instance(r)] += 1;
      return counts;
    };
    const expectBothServed = (results: Result[]) => {
      const counts = tally(results);
      expect(counts["?"]).toBe(0);
      // Round-robin per nginx worker: both instances take a fair share, not necessarily half.
      expect(counts.a).toBeGreaterThanOrEqual(results.length / 5);
      expect(counts.b).toBeGreaterThanOrEqual(results.length / 5);
    };

    beforeAll(async () => {
      const nginx = await ensureNginx();
      if (!("bin" in nginx)) throw new Error(nginx.reason);
      const db = await createPostgresDatabase();
      dropDatabase = db.drop;
      [a, b] = await startPair({
        DATABASE_URL: db.url,
        REDIS_URL,
        SECRET_KEY: randomBytes(32).toString("hex"),
        TRUST_PROXY: "true",
        RATE_LIMIT_PER_ACCOUNT: String(LIMIT),
        // Every request reaches the instances from nginx on 127.0.0.1: only accounts are limited here.
        RATE_LIMIT_PER_IP: "100000",
        RATE_LIMIT_WINDOW_SECONDS: "60",
      });
      lb = await startNginx(nginx.bin, (port) =>
        renderNginxConfig(port, [a.port, b.port], { upstreamHeader: true }),
      );
    });

    afterAll(async () => {
      await lb?.stop();
      await Promise.all([a?.stop(), b?.stop()]);
      await dropDatabase();
    });

    it("spreads requests round-robin over both instances", async () => {
      const results: Result[] = [];
      for (let i = 0; i < 20; i++)
        results.push(await call("GET", "/utils/health-check/", { base: lb.url }));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expectBothServed(results);
    });

    it("keeps all 200 items written by 20 parallel clients", async () => {
      const { token } = await newUser({}, lb.url);
      const results: Result[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, client) => {
          for (let i = 0; i < 10; i++) {
            const title = `Client ${client} item ${i}`;
            results.push(await call("POST", "/items/", { base: lb.url, token, json: { title } }));
          }
        }),
      );
      expect(results.filter((r) => r.status !== 200)).toEqual([]);
      expectBothServed(results);
      const written = new Set(results.map((r) => r.body.id));
      expect(written.size).toBe(200);
      for (const base of [lb.url, a.url, b.url]) {
        const list = await call("GET", "/items/?limit=1000", { base, token });
        expect(list.body.count).toBe(200);
        const listed = (list.body.data as { id: string }[]).map((item) => item.id);
        expect(new Set(listed)).toEqual(written);
      }
    });

    it(`creates one account from ${LIMIT} simultaneous sign-ups with one email, then refuses more on either instance`, async () => {
      const email = uniqueEmail("lb-race");
      const signup = (base: string) =>
        call("POST", "/users/signup", {
          base,
          json: {
            email,
            password: STRONG_PASSWORD,
            firstname: "Lb",
            lastname: "Race",
            country: "USA",
            type: 0,
          },
        });
      const results = await Promise.all(Array.from({ length: LIMIT }, () => signup(lb.url)));
      expectBothServed(results);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.status !== 200)) {
        expect(r.status).toBe(400);
        expect(r.body).toEqual(DUPLICATE);
      }
      // Both instances counted into one Redis key: attempt LIMIT + 1 is refused wherever it lands.
      for (const base of [a.url, b.url, lb.url]) expect((await signup(base)).status).toBe(429);
    });

    it(`shares the login limit: attempt ${LIMIT + 1} is refused on both instances`, async () => {
      const { email } = await newUser({}, lb.url);
      const failed = await Promise.all(
        Array.from({ length: LIMIT }, () => formLogin(lb.url, email, "Wrong!Pass1")),
      );
      expect(failed.map((r) => r.status)).toEqual(Array(LIMIT).fill(400));
      expectBothServed(failed);
      for (const base of [lb.url, a.url, b.url]) {
        const refused = await formLogin(base, email, STRONG_PASSWORD);
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      }
    });

    it("accepts a Bearer token made on one instance on the other", async () => {
      const user = await newUser({}, a.url);
      const me = await call("GET", "/users/me", { base: b.url, token: user.token });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(user.email);
    });

    it("accepts a session cookie set through nginx on each instance and on every request", async () => {
      const user = await newUser({}, b.url);
      // A browser's sign-in: Origin is nginx's address, which the instances learn from the proxy headers.
      const login = await fetch(`${lb.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: lb.url },
        body: JSON.stringify({ email: user.email, password: STRONG_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      expect(cookie).toMatch(/^access_token=.+/);
      const headers = { Cookie: cookie };
      for (const base of [a.url, b.url]) {
        const me = await call("GET", "/users/me", { base, headers });
        expect(me.status).toBe(200);
        expect(me.body.email).toBe(user.email);
      }
      const viaLb = await Promise.all(
        Array.from({ length: 10 }, () =>
          call("POST", "/items/", {
            base: lb.url,
            headers: { ...headers, Origin: lb.url },
            json: { title: "Cookie write" },
          }),
        ),
      );
      expect(viaLb.map((r) => r.status)).toEqual(Array(10).fill(200));
      expectBothServed(viaLb);
    });
  },
);
