/**
 * No double booking across two instances on one PostgreSQL database: 20 simultaneous requests for
 * overlapping times with one Seer, split between the instances, give one booking and 19 × 409.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newUser, STRONG_PASSWORD, tokenFor, uniqueEmail } from "../support/api-client";
import { publishedSeer } from "../support/bookings";
import { createPostgresDatabase, testTarget } from "../support/database";
import { startPair } from "../support/instances";
import type { RunningServer } from "../support/server";

const SUPERUSER = { email: uniqueEmail("admin"), password: "AdminPass123!" };

describe.skipIf(testTarget() !== "postgres")("bookings on two instances (PostgreSQL)", () => {
  let a: RunningServer;
  let b: RunningServer;
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const db = await createPostgresDatabase();
    dropDatabase = db.drop;
    [a, b] = await startPair({
      DATABASE_URL: db.url,
      SECRET_KEY: randomBytes(32).toString("hex"),
      ENVIRONMENT: "local",
      FIRST_SUPERUSER: SUPERUSER.email,
      FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
      RATE_LIMIT_PER_IP: "100000",
      RATE_LIMIT_PER_ACCOUNT: "100000",
    });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase();
  });

  it("20 simultaneous requests, half on each instance: one booking, 19 × 409", async () => {
    // Both instances' clocks read the same Monday, so both compute the same free times.
    for (const server of [a, b]) {
      await call("PUT", "/utils/clock", {
        base: server.url,
        json: { now: "2027-03-01T00:00:00Z" },
      });
    }
    const admin = await tokenFor(SUPERUSER.email, SUPERUSER.password, a.url);
    const seer = await publishedSeer({ base: a.url, adminToken: admin });
    const slug = seer.slug;

    const seekers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        newUser({ password: STRONG_PASSWORD }, i % 2 ? a.url : b.url),
      ),
    );
    const results = await Promise.all(
      seekers.map((s, i) =>
        call("POST", "/bookings/", {
          base: i % 2 ? a.url : b.url,
          token: s.token,
          json: {
            coach_slug: slug,
            start: i % 3 ? "2027-03-02T09:00:00Z" : "2027-03-02T09:30:00Z",
            hours: 1,
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const list = await call("GET", "/bookings/?as=seer", { base: b.url, token: seer.token });
    expect(list.body.count).toBe(1);
  });
});
