import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newUser, STRONG_PASSWORD, uniqueEmail } from "../support/api-client";
import { createPostgresDatabase, redisAvailable, testTarget } from "../support/database";
import { formLogin, startPair } from "../support/instances";
import { type RunningServer, tempDataDir } from "../support/server";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const target = testTarget();
const redis = target === "postgres" && (await redisAvailable(REDIS_URL));
const SUPERUSER = uniqueEmail("admin");

async function expectSharedSessions(a: RunningServer, b: RunningServer) {
  const user = await newUser({}, a.url);
  const me = await call("GET", "/users/me", { base: b.url, token: user.token });
  expect(me.status).toBe(200);
  expect(me.body.email).toBe(user.email);
  const login = await formLogin(b.url, user.email, STRONG_PASSWORD);
  expect(login.status).toBe(200);
  const item = await call("POST", "/items/", {
    base: b.url,
    token: user.token,
    json: { title: "From B" },
  });
  expect(item.status).toBe(200);
  const list = await call("GET", "/items/", {
    base: a.url,
    token: login.body.access_token as string,
  });
  expect(list.body.count).toBe(1);
}

describe.skipIf(!redis)(
  "two instances on one PostgreSQL database and one Redis (needs TEST_TARGET=postgres and Redis)",
  () => {
    let a: RunningServer;
    let b: RunningServer;
    let dropDatabase: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const db = await createPostgresDatabase();
      dropDatabase = db.drop;
      // Both start against the empty database at once: migrations and seeding must not collide.
      [a, b] = await startPair({
        DATABASE_URL: db.url,
        REDIS_URL,
        SECRET_KEY: randomBytes(32).toString("hex"),
        // Its own address: login attempts per account are counted in the shared Redis for a
        // minute, and a fixed one would be locked by the previous run's logins.
        FIRST_SUPERUSER: SUPERUSER,
        RATE_LIMIT_PER_ACCOUNT: "3",
        RATE_LIMIT_PER_IP: "1000",
        RATE_LIMIT_WINDOW_SECONDS: "60",
      });
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await dropDatabase();
    });

    it("accepts on B the token and the account made on A", async () => {
      await expectSharedSessions(a, b);
    });

    it("seeds the first superuser once, with a password that works on both", async () => {
      const printed = [
        ...(a.output() + b.output()).matchAll(/with the generated password: (\S+)/g),
      ];
      expect(printed).toHaveLength(1);
      const password = printed[0]?.[1] ?? "";
      expect((await formLogin(a.url, SUPERUSER, password)).status).toBe(200);
      expect((await formLogin(b.url, SUPERUSER, password)).status).toBe(200);
    });

    it("counts failed logins for one account across both instances", async () => {
      const email = uniqueEmail("shared-limit");
      await newUser({ email }, a.url);
      expect((await formLogin(a.url, email, "Wrong!Pass1")).status).toBe(400);
      expect((await formLogin(b.url, email, "Wrong!Pass1")).status).toBe(400);
      expect((await formLogin(a.url, email, "Wrong!Pass1")).status).toBe(400);
      const refused = await formLogin(b.url, email, STRONG_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(refused.body.detail).toEqual(expect.any(String));
      expect((await formLogin(a.url, email, STRONG_PASSWORD)).status).toBe(429);
    });
  },
);

describe.skipIf(target !== "sqlite")(
  "two instances on one SQLite file (TEST_TARGET=sqlite only)",
  () => {
    let a: RunningServer;
    let b: RunningServer;

    beforeAll(async () => {
      [a, b] = await startPair({
        DATA_DIR: tempDataDir(),
        SECRET_KEY: randomBytes(32).toString("hex"),
      });
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });

    it("accepts on B the token and the account made on A", async () => {
      await expectSharedSessions(a, b);
    });

    it("sees a password change made on A retire the old token on B", async () => {
      const user = await newUser({}, a.url);
      const changed = await call("PATCH", "/users/me/password", {
        base: a.url,
        token: user.token,
        json: { current_password: STRONG_PASSWORD, new_password: "N3w!Password" },
      });
      expect(changed.status).toBe(200);
      expect((await call("GET", "/users/me", { base: b.url, token: user.token })).status).toBe(401);
    });
  },
);
