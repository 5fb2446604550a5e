/**
 * Outages: the app starts while PostgreSQL and Redis are down, says so with a 503 (never a 500),
 * and recovers by itself when they come back, without a restart. The services sit behind TCP
 * relays that the test takes down and brings back, so the shared services stay untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, STRONG_PASSWORD, uniqueEmail } from "../support/api-client";
import { createPostgresDatabase, redisAvailable, testTarget } from "../support/database";
import { formLogin } from "../support/instances";
import { type RunningServer, startServer } from "../support/server";
import { type TcpProxy, tcpProxy } from "../support/tcp-proxy";

const REDIS = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
const POSTGRES_PORT = Number(
  new URL(process.env.TEST_DATABASE_URL ?? "postgres://x@127.0.0.1:5432/x").port || 5432,
);
const runs = testTarget() === "postgres" && (await redisAvailable(REDIS.toString()));

async function health(base: string): Promise<number> {
  return (await fetch(`${base}/api/v1/utils/health-check/`)).status;
}

/** Polls until the health check answers `status`, or fails after `ms`. */
async function expectHealth(base: string, status: number, ms = 20_000) {
  const deadline = Date.now() + ms;
  let last = 0;
  while (Date.now() < deadline) {
    last = await health(base);
    if (last === status) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(last, `health-check after ${ms} ms`).toBe(status);
}

describe.skipIf(!runs)(
  "outages of PostgreSQL and Redis (needs TEST_TARGET=postgres and Redis)",
  () => {
    let postgres: TcpProxy;
    let redis: TcpProxy;
    let server: RunningServer;
    let drop: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const db = await createPostgresDatabase();
      drop = db.drop;
      postgres = await tcpProxy(POSTGRES_PORT);
      redis = await tcpProxy(Number(REDIS.port || 6379));
      const url = new URL(db.url);
      url.port = String(postgres.port);
      // Both services are down when the app starts.
      server = await startServer(
        {
          DATABASE_URL: url.toString(),
          REDIS_URL: `redis://127.0.0.1:${redis.port}`,
          FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
        },
        { readyWhen: "listening" },
      );
    }, 90_000);

    afterAll(async () => {
      await server?.stop();
      await postgres?.down();
      await redis?.down();
      await drop();
    });

    it("answers 503 while both are down, and comes up by itself when they return", async () => {
      expect(await health(server.url)).toBe(503);
      const signup = await call("POST", "/users/signup", {
        base: server.url,
        json: { email: uniqueEmail(), password: STRONG_PASSWORD, full_name: "Early Bird" },
      });
      expect(signup.status).toBe(503);
      expect(signup.body.detail).toBe("Service temporarily unavailable");

      await postgres.up();
      await expectHealth(server.url, 200);
      // Redis is still down: logins are limited in memory meanwhile, not refused.
      const email = uniqueEmail();
      const created = await call("POST", "/users/signup", {
        base: server.url,
        json: { email, password: STRONG_PASSWORD, full_name: "Steady Person" },
      });
      expect(created.status).toBe(200);
      expect((await formLogin(server.url, email, STRONG_PASSWORD)).status).toBe(200);

      await redis.up();
      expect((await formLogin(server.url, email, STRONG_PASSWORD)).status).toBe(200);

      // PostgreSQL goes away under a running app, then comes back.
      await postgres.down();
      await expectHealth(server.url, 503);
      const during = await formLogin(server.url, email, STRONG_PASSWORD);
      expect(during.status).toBe(503);
      await postgres.up();
      await expectHealth(server.url, 200);
      const after = await formLogin(server.url, email, STRONG_PASSWORD);
      expect(after.status).toBe(200);
      const me = await call("GET", "/users/me", {
        base: server.url,
        token: after.body.access_token as string,
      });
      expect(me.body.email).toBe(email);
      expect(server.output()).not.toMatch(/unhandled|uncaught/i);
    }, 90_000);
  },
);
