/**
 * A rush on one thing (issue 39): a crowd pressing the same button in the same moment is served
 * in turn, never with a 5xx, each answer within a minute. 1,000 people take seats for one event
 * of 10; 300 of them ask one Seer for the same session time. Those waiting their turn must not
 * hold the database connections the others need (lib/db/turns.ts), on either database.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, STRONG_PASSWORD, tokenFor } from "../support/api-client";
import { publishedSeer, writeServerRows } from "../support/bookings";
import { testTarget } from "../support/database";

const SEEKERS = 1_000;
const CAPACITY = 10;
const SAME_TIME = 300;
const ANSWER_WITHIN_MS = 60_000;
const DAY = 24 * 3600_000;
/** Names this run's crowd: `rush-<tag>-<n>@example.com`. */
const TAG = randomUUID().slice(0, 8);

/** `count` calls of `make`, at most `width` at a time: setting up need not be a rush too. */
async function inBatches<T>(count: number, width: number, make: (i: number) => Promise<T>) {
  const out: T[] = new Array(count);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < count; i = next++) out[i] = await make(i);
  };
  await Promise.all(Array.from({ length: width }, lane));
  return out;
}

/**
 * A thousand people, made cheaply: `POST /private/users/` (ENVIRONMENT=local) writes no email,
 * and the suite's servers hash passwords the fast way; then one sign-in each.
 */
async function crowd(count: number): Promise<{ email: string; token: string }[]> {
  return inBatches(count, 16, async (i) => {
    const email = `rush-${TAG}-${i}@example.com`;
    const made = await call("POST", "/private/users/", {
      json: { email, password: STRONG_PASSWORD, full_name: `Rush Seeker${i}`, is_verified: true },
    });
    if (made.status !== 200)
      throw new Error(`private user: ${made.status} ${JSON.stringify(made.body)}`);
    return { email, token: await tokenFor(email, STRONG_PASSWORD) };
  });
}

type Timed = { status: number; body: Json; ms: number };

/** Every call sent in the same moment; each answer with how long it took from that moment. */
async function rush(calls: (() => ReturnType<typeof call>)[]): Promise<Timed[]> {
  const start = performance.now();
  return Promise.all(
    calls.map(async (send) => {
      const res = await send();
      return { status: res.status, body: res.body, ms: performance.now() - start };
    }),
  );
}

function report(name: string, answers: Timed[]): void {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)] ?? 0);
  console.info(
    `[rush] ${testTarget()}: ${name}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms`,
  );
}

const tally = (answers: Timed[]) =>
  answers.reduce<Record<number, number>>((all, a) => {
    all[a.status] = (all[a.status] ?? 0) + 1;
    return all;
  }, {});

let people: { email: string; token: string }[] = [];

beforeAll(async () => {
  people = await crowd(SEEKERS);
}, 300_000);

/**
 * The rush wrote a thousand seat emails (their content has its own tests in group-events.test.ts).
 * Sending them would keep this server's outbox busy for minutes (the test mail server takes 100 ms
 * to greet each connection), delaying the emails the next file on this server waits for.
 */
afterAll(async () => {
  await writeServerRows("delete from outbox where recipient like ?", [`rush-${TAG}-%`]);
});

describe("a rush on one thing", () => {
  it(`${SEEKERS} people taking seats for one event of ${CAPACITY} at once: ${CAPACITY} seated, the rest waitlisted in order, no 5xx, each answer within 60 s`, {
    timeout: 300_000,
  }, async () => {
    const host = await publishedSeer();
    const created = await call("POST", "/users/me/events", {
      token: host.token,
      json: {
        title: `Full Moon Circle ${randomUUID().slice(0, 6)}`,
        description:
          "A circle under the full Moon for as many as come: ten seats and a waitlist for the rest.",
        category: "astrology",
        starts_at: new Date(Date.now() + 10 * DAY).toISOString(),
        ends_at: new Date(Date.now() + 10 * DAY + 2 * 3600_000).toISOString(),
        timezone: "Europe/Paris",
        mode: "online",
        video_url: `https://meet.jit.si/rush-${randomUUID().slice(0, 8)}`,
        capacity: CAPACITY,
        price_cents: 0,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = created.body.slug as string;
    const published = await call("POST", `/users/me/events/${slug}/publish`, { token: host.token });
    expect(published.status).toBe(200);

    const answers = await rush(
      people.map((p) => () => call("POST", `/events/${slug}/seats`, { token: p.token })),
    );
    report(`${SEEKERS} seat requests for one event of ${CAPACITY}`, answers);
    expect(tally(answers)).toEqual({ 201: SEEKERS });
    expect(answers.filter((a) => a.body.status === "seated")).toHaveLength(CAPACITY);
    const positions = answers
      .filter((a) => a.body.status === "waitlisted")
      .map((a) => Number(a.body.position))
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: SEEKERS - CAPACITY }, (_, i) => i + 1));
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(ANSWER_WITHIN_MS);

    const event = await call("GET", `/events/${slug}`);
    expect(event.body.seats_left).toBe(0);
    expect(event.body.waitlist_count).toBe(SEEKERS - CAPACITY);
  });

  it(`${SAME_TIME} people requesting the same session time at once: one request and ${SAME_TIME - 1} answers of 409, each within 60 s`, {
    timeout: 120_000,
  }, async () => {
    const seer = await publishedSeer();
    const slots = await call("GET", `/coaches/${seer.slug}/slots?days=30&hours=1`);
    expect(slots.status).toBe(200);
    const start = (slots.body.data as { start: string }[])[0]?.start;
    expect(start).toEqual(expect.any(String));

    const answers = await rush(
      people.slice(0, SAME_TIME).map(
        (p) => () =>
          call("POST", "/bookings/", {
            token: p.token,
            json: { coach_slug: seer.slug, start, hours: 1 },
          }),
      ),
    );
    report(`${SAME_TIME} requests for one session time`, answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: SAME_TIME - 1 });
    for (const a of answers.filter((a) => a.status === 409)) {
      expect(a.body).toEqual({ detail: "This time is no longer available" });
    }
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(ANSWER_WITHIN_MS);
    const theirs = await call("GET", "/bookings/?as=seer", { token: seer.token });
    expect(theirs.body.count).toBe(1);
  });
});
