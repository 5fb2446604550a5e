/**
 * Live hints across two instances behind nginx (deploy/nginx.conf) on PostgreSQL and Redis: a
 * booking change or a message made through one instance reaches a stream held through nginx on the
 * other within 2 s, with nginx passing the stream on unbuffered, and a refetch through the other
 * instance shows the message. Redis sits behind a TCP relay the test takes down:
 * the instances keep serving and keep delivering their own hints, say so once, and carry hints
 * across again by themselves when it returns. A session room's signals and presence cross the
 * instances the same way: each party's room stream held on its own instance.
 */
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ensureNginx,
  type RunningNginx,
  renderNginxConfig,
  startNginx,
  UPSTREAM_HEADER,
} from "../../scripts/nginx.mjs";
import { call, newUser, tokenFor, uniqueEmail } from "../support/api-client";
import { publishedSeer } from "../support/bookings";
import { createPostgresDatabase, redisAvailable, testTarget } from "../support/database";
import { type EventStream, openEventStream } from "../support/event-stream";
import { startPair } from "../support/instances";
import type { RunningServer } from "../support/server";
import { type TcpProxy, tcpProxy } from "../support/tcp-proxy";

const REDIS = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
const SUPERUSER = { email: uniqueEmail("admin"), password: "AdminPass123!" };
const WITHIN_MS = 2_000;
const MONDAY = "2027-03-01T00:00:00Z";
const MINUTE_MS = 60_000;

async function skipReason(): Promise<string | undefined> {
  if (testTarget() !== "postgres") return "needs TEST_TARGET=postgres";
  if (!(await redisAvailable(REDIS.toString()))) return `needs Redis at ${REDIS}`;
  const nginx = await ensureNginx();
  return "reason" in nginx ? nginx.reason : undefined;
}
const skipped = await skipReason();

/** Free one-hour starts with the Seer (Tuesdays 10:00–17:00 in Paris, UTC+1 in March), in order. */
const starts = (function* () {
  for (const day of ["02", "09", "16", "23"]) {
    for (let hour = 9; hour <= 16; hour++) {
      yield `2027-03-${day}T${String(hour).padStart(2, "0")}:00:00Z`;
    }
  }
})();

describe.skipIf(skipped !== undefined)(
  `live hints on two instances behind nginx${skipped ? ` (skipped: ${skipped})` : ""}`,
  () => {
    let a: RunningServer;
    let b: RunningServer;
    let lb: RunningNginx;
    let redis: TcpProxy;
    let dropDatabase: () => Promise<void> = async () => undefined;
    let seer: { token: string; slug: string };
    let seeker: { token: string };
    const opened: EventStream[] = [];

    const instanceOf = (events: EventStream) => {
      const upstream = events.response.headers.get(UPSTREAM_HEADER) ?? "";
      return upstream.endsWith(`:${a.port}`) ? a : upstream.endsWith(`:${b.port}`) ? b : undefined;
    };
    const other = (server: RunningServer) => (server === a ? b : a);

    /** Opens a stream that is closed after the test, and checks it was let in. */
    async function openStream(options: Parameters<typeof openEventStream>[0]) {
      const events = await openEventStream(options);
      opened.push(events);
      expect(events.response.status).toBe(200);
      return events;
    }

    /** The Seer's streams through nginx until one is held by each instance: [on a, on b]. */
    async function seerStreamsOnBoth(): Promise<[EventStream, EventStream]> {
      const held = new Map<RunningServer, EventStream>();
      for (let i = 0; i < 10 && held.size < 2; i++) {
        const events = await openStream({ token: seer.token, base: lb.url });
        // nginx passes the first comment on at once.
        await events.comment(1, 1_000);
        const server = instanceOf(events);
        if (server && !held.has(server)) held.set(server, events);
      }
      const onA = held.get(a);
      const onB = held.get(b);
      if (!onA || !onB) throw new Error("nginx did not spread the streams over both instances");
      return [onA, onB];
    }

    /** A booking request made directly on `server`; resolves with its id and when it was sent. */
    async function bookThrough(server: RunningServer) {
      const sentAt = Date.now();
      const res = await call("POST", "/bookings/", {
        base: server.url,
        token: seeker.token,
        json: { coach_slug: seer.slug, start: starts.next().value, hours: 1 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { id: res.body.id as string, sentAt };
    }

    const hintFor = (events: EventStream, id: string, timeoutMs = WITHIN_MS) =>
      events.nextHint((hint) => hint.booking_id === id, timeoutMs);

    type SignalRoute = { token: string; through: RunningServer; to: EventStream; from: unknown };

    /**
     * The holder of `token` sends the room a `type` signal through `through`: it is taken, and
     * reaches the other party's stream `to` as sent, marked as theirs (`from`, as `to` heard it).
     */
    async function expectSignalCrosses(
      room: string,
      type: "offer" | "answer",
      { token, through, to, from }: SignalRoute,
    ) {
      const data = { type, sdp: "v=0\r\n" };
      const sent = await call("POST", `${room}/signal`, {
        base: through.url,
        token,
        json: { type, data },
      });
      expect(sent.status).toBe(202);
      expect(await to.nextHint((e) => e.type === type, WITHIN_MS)).toEqual({ type, from, data });
    }

    beforeAll(async () => {
      const nginx = await ensureNginx();
      if (!("bin" in nginx)) throw new Error(nginx.reason);
      const db = await createPostgresDatabase();
      dropDatabase = db.drop;
      redis = await tcpProxy(Number(REDIS.port || 6379));
      await redis.up();
      [a, b] = await startPair({
        DATABASE_URL: db.url,
        REDIS_URL: `redis://127.0.0.1:${redis.port}/7`,
        SECRET_KEY: randomBytes(32).toString("hex"),
        TRUST_PROXY: "true",
        ENVIRONMENT: "local",
        FIRST_SUPERUSER: SUPERUSER.email,
        FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
        RATE_LIMIT_PER_IP: "100000",
        RATE_LIMIT_PER_ACCOUNT: "100000",
      });
      lb = await startNginx(nginx.bin, (port) =>
        renderNginxConfig(port, [a.port, b.port], { upstreamHeader: true }),
      );
      // Both clocks read the same Monday, so both see the Seer's Tuesdays as free.
      for (const server of [a, b]) {
        await call("PUT", "/utils/clock", { base: server.url, json: { now: MONDAY } });
      }
      const adminToken = await tokenFor(SUPERUSER.email, SUPERUSER.password, a.url);
      seer = await publishedSeer({ base: a.url, adminToken });
      seeker = await newUser({}, b.url);
    });

    afterEach(() => {
      for (const events of opened.splice(0)) events.close();
    });

    afterAll(async () => {
      await lb?.stop();
      await Promise.all([a?.stop(), b?.stop()]);
      await redis?.down();
      await dropDatabase();
    });

    it(`brings a change made through one instance to a stream held through nginx on the other within ${WITHIN_MS / 1000} s`, async () => {
      const streams = await seerStreamsOnBoth();
      for (const events of streams) {
        const held = instanceOf(events) as RunningServer;
        const booking = await bookThrough(other(held));
        const hint = await hintFor(events, booking.id);
        expect(hint).toEqual({ type: "booking", booking_id: booking.id });
        expect(Date.now() - booking.sentAt).toBeLessThan(WITHIN_MS);
      }
    });

    it(`brings a message sent through one instance to a stream held through nginx on the other within ${WITHIN_MS / 1000} s`, async () => {
      // The conversation is opened before the streams, so its first hint is not mistaken for
      // the ones this test waits for.
      const conversation = await call("POST", "/conversations/", {
        base: a.url,
        token: seeker.token,
        json: { coach_slug: seer.slug, body: "Hello, is a reading right for me?" },
      });
      expect(conversation.status, JSON.stringify(conversation.body)).toBe(200);
      const id = conversation.body.id as string;
      const streams = await seerStreamsOnBoth();
      for (const [n, events] of streams.entries()) {
        const held = instanceOf(events) as RunningServer;
        const body = `Message ${n + 1} through the other instance`;
        // Hints carry no content: the one for this message is the first to come after it.
        const before = events.hints.length;
        const sentAt = Date.now();
        const sent = await call("POST", `/conversations/${id}/messages`, {
          base: other(held).url,
          token: seeker.token,
          json: { body },
        });
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        const hint = await events.nextHint(
          (h) => events.hints.indexOf(h) >= before && h.conversation_id === id,
          WITHIN_MS,
        );
        expect(hint).toEqual({ type: "message", conversation_id: id });
        expect(Date.now() - sentAt).toBeLessThan(WITHIN_MS);
        // The page's refetch, through the instance that holds the stream, finds the message.
        const lines = await call("GET", `/conversations/${id}/messages`, {
          base: held.url,
          token: seer.token,
        });
        expect(lines.status).toBe(200);
        expect(lines.body.data).toContainEqual(expect.objectContaining({ sender: "them", body }));
      }
    });

    it("keeps serving and delivering on each instance while Redis is down, and crosses again when it is back", async () => {
      const [onA, onB] = await seerStreamsOnBoth();
      await redis.down();
      for (const server of [a, b]) {
        await expect.poll(server.output).toMatch(/\[live\] the hints subscriber lost Redis/);
      }
      // A change made on an instance still reaches the streams that instance holds.
      const local = await bookThrough(a);
      await hintFor(onA, local.id);
      expect((await call("GET", "/utils/health-check/", { base: b.url })).status).toBe(200);

      await redis.up();
      // Both connections come back by themselves (a reconnection every 2 s at most): changes
      // made on b reach a's streams again. Until then a change may cross or not; none is lost
      // for good, since pages refetch after a reconnection.
      const deadline = Date.now() + 20_000;
      let crossed = false;
      while (!crossed && Date.now() < deadline) {
        const booking = await bookThrough(b);
        crossed = await hintFor(onA, booking.id, 1_000).then(
          () => true,
          () => false,
        );
      }
      expect(crossed).toBe(true);
      const booking = await bookThrough(a);
      await hintFor(onB, booking.id);

      for (const server of [a, b]) {
        const log = server.output();
        // One line when it went, one when it came back: never an error per attempt, never a crash.
        expect(log.match(/\[live\] the hints subscriber lost Redis/g)).toHaveLength(1);
        expect(log).toMatch(/\[live\] the hints subscriber reached Redis again/);
        expect(log).not.toMatch(/unhandled|uncaught/i);
        expect(server.process.exitCode).toBeNull();
      }
    }, 60_000);

    it("carries a session room's signals and presence between its two parties on two instances", async () => {
      const video = await call("PATCH", "/users/me/listing", {
        base: a.url,
        token: seer.token,
        json: { video: "room" },
      });
      expect(video.status, JSON.stringify(video.body)).toBe(200);
      const start = starts.next().value as string;
      const booked = await call("POST", "/bookings/", {
        base: b.url,
        token: seeker.token,
        json: { coach_slug: seer.slug, start, hours: 1 },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const id = booked.body.id as string;
      const accepted = await call("POST", `/bookings/${id}/accept`, {
        base: a.url,
        token: seer.token,
      });
      expect(accepted.status).toBe(200);
      const room = `/bookings/${id}/room`;
      const open = new Date(Date.parse(start) - 10 * MINUTE_MS).toISOString();
      for (const server of [a, b]) {
        await call("PUT", "/utils/clock", { base: server.url, json: { now: open } });
      }
      try {
        // The Seer is in the room through a; the seeker, entering through b, sees them there.
        const seerStream = await openStream({
          token: seer.token,
          base: a.url,
          path: `${room}/events`,
        });
        await seerStream.comment();
        const entered = await call("GET", room, { base: b.url, token: seeker.token });
        expect([entered.status, entered.body.peer_present]).toEqual([200, true]);
        const seekerStream = await openStream({
          token: seeker.token,
          base: b.url,
          path: `${room}/events`,
        });
        // Each hears of the other across the instances.
        const joined = await seerStream.nextHint((e) => e.type === "joined", WITHIN_MS);
        const there = await seekerStream.nextHint((e) => e.type === "joined", WITHIN_MS);

        // An offer through a reaches the seeker's stream on b, the answer through b the Seer's on a.
        await expectSignalCrosses(room, "offer", {
          token: seer.token,
          through: a,
          to: seekerStream,
          from: there.from,
        });
        await expectSignalCrosses(room, "answer", {
          token: seeker.token,
          through: b,
          to: seerStream,
          from: joined.from,
        });

        // The seeker goes: the Seer hears it on a, and a no longer sees them in the room.
        seekerStream.close();
        const left = await seerStream.nextHint((e) => e.type === "left", WITHIN_MS);
        expect(left.from).toBe(joined.from);
        await expect
          .poll(async () => (await call("GET", room, { base: a.url, token: seer.token })).body)
          .toMatchObject({ peer_present: false });
      } finally {
        for (const server of [a, b]) {
          await call("PUT", "/utils/clock", { base: server.url, json: { now: MONDAY } });
        }
      }
    });
  },
);
