/**
 * The session room (issue 23): a Remote listing's video choice, and the room's three routes: who
 * may enter and when (404 others, 401 anonymous, 409 outside the window or not in the built-in
 * room, a cancelled session closed at once), signals and presence between the two parties over
 * the room's stream, a second tab taking over, the signal's size and rate limits, and coturn's
 * REST credentials on a server configured with TURN.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser, superuserToken } from "../support/api-client";
import { publishedSeer, setServerClock, withClock } from "../support/bookings";
import { type EventStream, openEventStream } from "../support/event-stream";
import { type RunningServer, startServer } from "../support/server";

const T0 = "2027-03-01T00:00:00Z";
/** Tuesday 2 March 2027, 10:00 in Paris: the room opens 08:45Z and closes 10:30Z. */
const START = "2027-03-02T09:00:00.000Z";
const OPEN = "2027-03-02T08:50:00Z";

/** A published Seer holding sessions in the built-in room, and a seeker of theirs. */
async function roomSeer(on?: { base: string; adminToken: string }) {
  const seer = await publishedSeer(on);
  const patched = await call("PATCH", "/users/me/listing", {
    base: on?.base,
    token: seer.token,
    json: { video: "room" },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  expect(patched.body.video).toBe("room");
  const seeker = await newUser({}, on?.base);
  return { seer, seeker };
}

/** Inside withClock: a booking of the room Seer at START, requested (and accepted unless told). */
async function roomBooking({
  accept = true,
  on,
}: {
  accept?: boolean;
  on?: { base: string; adminToken: string };
} = {}) {
  const { seer, seeker } = await roomSeer(on);
  await clock(T0, on?.base);
  const booked = await call("POST", "/bookings/", {
    base: on?.base,
    token: seeker.token,
    json: { coach_slug: seer.slug, start: START, hours: 1 },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const id = booked.body.id as string;
  if (accept) {
    const accepted = await call("POST", `/bookings/${id}/accept`, {
      base: on?.base,
      token: seer.token,
    });
    expect(accepted.status).toBe(200);
  }
  return { seer, seeker, id };
}

async function clock(at: string, base?: string) {
  if (!base) return setServerClock(at);
  const res = await call("PUT", "/utils/clock", { base, json: { now: at } });
  expect(res.status).toBe(200);
}

const room = (id: string) => `/bookings/${id}/room`;
const events = (id: string, token: string) =>
  openEventStream({ token, path: `${room(id)}/events` });
const signal = (id: string, token: string, json: unknown) =>
  call("POST", `${room(id)}/signal`, { token, json });
const OFFER = { type: "offer", data: { type: "offer", sdp: "v=0\r\n" } };

describe("the listing's video choice", () => {
  it("is the built-in room by default, and the room is the accepted booking's Join video", async () => {
    await withClock(async () => {
      const { seer, seeker, id } = await roomBooking();
      const own = await call("GET", "/users/me/listing", { token: seer.token });
      expect(own.body.video).toBe("room");
      for (const token of [seer.token, seeker.token]) {
        const read = await call("GET", `/bookings/${id}`, { token });
        expect(read.body.place).toEqual({ video: "room", video_url: room(id), address: null });
      }
      // Choosing the own link again takes the booking back to it.
      await call("PATCH", "/users/me/listing", { token: seer.token, json: { video: "link" } });
      const back = await call("GET", `/bookings/${id}`, { token: seeker.token });
      expect((back.body.place as Json).video).toBe("link");
      expect(((back.body.place as Json).video_url as string).startsWith("https://")).toBe(true);
    });
  });

  it("lets a Remote listing with the built-in room be complete without a link", async () => {
    const { seer } = await roomSeer();
    const cleared = await call("PATCH", "/users/me/listing", {
      token: seer.token,
      json: { video: "room", video_url: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.missing ?? []).not.toContainEqual(
      expect.objectContaining({ field: "video_url" }),
    );
    const refused = await call("PATCH", "/users/me/listing", {
      token: seer.token,
      json: { video: "zoom" },
    });
    expect(refused.status).toBe(422);
  });
});

describe("who may enter, and when", () => {
  it("answers 401, 404 and every 409 with its detail, and 200 to the two parties in the window", async () => {
    await withClock(async () => {
      const { seer, seeker, id } = await roomBooking({ accept: false });
      expect((await call("GET", room(id))).status).toBe(401);
      const stranger = await newUser();
      for (const token of [stranger.token, await superuserToken()]) {
        const other = await call("GET", room(id), { token });
        expect([other.status, other.body.detail]).toEqual([404, "Booking not found"]);
      }
      const requested = await call("GET", room(id), { token: seeker.token });
      expect([requested.status, requested.body.detail]).toEqual([
        409,
        "The room opens once the Seer has accepted the session",
      ]);
      await call("POST", `/bookings/${id}/accept`, { token: seer.token });
      const early = await call("GET", room(id), { token: seeker.token });
      expect([early.status, early.body.detail]).toEqual([
        409,
        "The room opens at 2027-03-02T08:45:00.000Z, 15 minutes before the start",
      ]);
      const earlyEvents = await events(id, seeker.token);
      expect(earlyEvents.response.status).toBe(409);
      const earlySignal = await signal(id, seeker.token, OFFER);
      expect(earlySignal.status).toBe(409);

      await clock(OPEN);
      const asSeer = await call("GET", room(id), { token: seer.token });
      expect(asSeer.status).toBe(200);
      expect(asSeer.body).toMatchObject({
        booking_id: id,
        opens_at: "2027-03-02T08:45:00.000Z",
        closes_at: "2027-03-02T10:30:00.000Z",
        role: "impolite",
        peer_present: false,
        ice_transport_policy: "all",
      });
      const asSeeker = await call("GET", room(id), { token: seeker.token });
      expect(asSeeker.body.role).toBe("polite");
      expect(typeof asSeeker.body.peer_name).toBe("string");

      await clock("2027-03-02T10:30:00Z");
      const late = await call("GET", room(id), { token: seer.token });
      expect([late.status, late.body.detail]).toEqual([
        409,
        "The room has closed: this session is over or was called off",
      ]);
    });
  });

  it("closes a cancelled session's room at once, its open stream included", async () => {
    await withClock(async () => {
      const { seer, seeker, id } = await roomBooking();
      await clock(OPEN);
      const stream = await events(id, seeker.token);
      expect(stream.response.status).toBe(200);
      const cancelled = await call("POST", `/bookings/${id}/cancel`, {
        token: seer.token,
        json: {},
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      await stream.nextHint((e) => e.type === "closed");
      await stream.ended;
      const after = await call("GET", room(id), { token: seeker.token });
      expect([after.status, after.body.detail]).toEqual([
        409,
        "The room has closed: this session is over or was called off",
      ]);
    });
  });

  it("has no room for a session at the Seer's own link", async () => {
    await withClock(async () => {
      const { seer, seeker, id } = await roomBooking();
      await call("PATCH", "/users/me/listing", { token: seer.token, json: { video: "link" } });
      await clock(OPEN);
      const read = await call("GET", room(id), { token: seeker.token });
      expect([read.status, read.body.detail]).toEqual([
        409,
        "This session is held at the Seer's own video link, not in the built-in room",
      ]);
    });
  });
});

describe("signals and presence", () => {
  const streams: EventStream[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });
  const open = async (id: string, token: string) => {
    const stream = await events(id, token);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    return stream;
  };

  it("carries joined, offer, answer, candidate, state and left between the two, and nobody else", async () => {
    await withClock(async () => {
      const { seer, seeker, id } = await roomBooking();
      await clock(OPEN);
      // Signalling before entering is refused: signals go to people in the room.
      const notIn = await signal(id, seer.token, OFFER);
      expect([notIn.status, notIn.body.detail]).toEqual([
        409,
        "Open the room's events first: signals go to people in the room",
      ]);
      const seerStream = await open(id, seer.token);
      await seerStream.comment();
      expect((await call("GET", room(id), { token: seeker.token })).body.peer_present).toBe(true);
      const seekerStream = await open(id, seeker.token);
      // The one already in hears the newcomer; the newcomer hears at once who is there.
      const joined = await seerStream.nextHint((e) => e.type === "joined");
      const there = await seekerStream.nextHint((e) => e.type === "joined");
      expect(typeof joined.from).toBe("string");

      expect((await signal(id, seer.token, OFFER)).status).toBe(202);
      const offer = await seekerStream.nextHint((e) => e.type === "offer");
      expect(offer).toEqual({ type: "offer", from: there.from, data: OFFER.data });
      const answer = { type: "answer", data: { type: "answer", sdp: "v=0\r\n" } };
      expect((await signal(id, seeker.token, answer)).status).toBe(202);
      expect(await seerStream.nextHint((e) => e.type === "answer")).toMatchObject({
        from: joined.from,
        data: answer.data,
      });
      const candidate = {
        type: "candidate",
        data: {
          candidate: "candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host",
          sdpMid: "0",
          sdpMLineIndex: 0,
        },
      };
      expect((await signal(id, seer.token, candidate)).status).toBe(202);
      await seekerStream.nextHint((e) => e.type === "candidate");
      const state = { type: "state", data: { audio: false, video: true, screen: false } };
      expect((await signal(id, seer.token, state)).status).toBe(202);
      expect((await seekerStream.nextHint((e) => e.type === "state")).data).toEqual(state.data);
      // Nothing of one's own signals comes back on one's own stream.
      expect(seerStream.hints.filter((e) => e.type === "offer")).toHaveLength(0);

      const bad = await signal(id, seer.token, { type: "shout", data: {} });
      expect(bad.status).toBe(422);
      const stranger = await newUser();
      expect((await signal(id, stranger.token, OFFER)).status).toBe(404);

      expect((await signal(id, seeker.token, { type: "bye" })).status).toBe(202);
      await seerStream.nextHint((e) => e.type === "left");
    });
  });

  it("lets a second tab take over from the first, which hears it was replaced", async () => {
    await withClock(async () => {
      const { seer, seeker, id } = await roomBooking();
      await clock(OPEN);
      const seerStream = await open(id, seer.token);
      const first = await open(id, seeker.token);
      const firstJoin = await seerStream.nextHint((e) => e.type === "joined");
      const second = await open(id, seeker.token);
      await first.nextHint((e) => e.type === "replaced");
      await first.ended;
      const secondJoin = await seerStream.nextHint(
        (e) => e.type === "joined" && e.from !== firstJoin.from,
      );
      // The first tab's end is no "left": the person is still there, in the second tab.
      expect(seerStream.hints.filter((e) => e.type === "left")).toHaveLength(0);
      expect((await signal(id, seer.token, OFFER)).status).toBe(202);
      expect((await second.nextHint((e) => e.type === "offer")).from).toBe(
        (await second.nextHint((e) => e.type === "joined")).from,
      );
      second.close();
      const left = await seerStream.nextHint((e) => e.type === "left");
      expect(left.from).toBe(secondJoin.from);
    });
  });

  it("refuses a signal over 64 KB with 413 and more than 50 a second with 429", async () => {
    await withClock(async () => {
      const { seer, id } = await roomBooking();
      await clock(OPEN);
      await open(id, seer.token);
      const huge = { type: "offer", data: { type: "offer", sdp: "a".repeat(65 * 1024) } };
      const tooLarge = await signal(id, seer.token, huge);
      expect([tooLarge.status, tooLarge.body.detail]).toEqual([413, "Request body too large"]);
      // The limiter counts by the clock's own second: stopped, every signal of the burst falls
      // in one window however slowly a loaded machine answers, and exactly 50 pass.
      await setServerClock("2027-03-02T08:50:30.100Z", { frozen: true });
      const burst = await Promise.all(
        Array.from({ length: 80 }, () => signal(id, seer.token, OFFER)),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((status) => status === 202)).toHaveLength(50);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      const limited = burst.find((r) => r.status === 429);
      // The next second is a new window.
      await setServerClock("2027-03-02T08:50:31.100Z", { frozen: true });
      expect((await signal(id, seer.token, OFFER)).status).toBe(202);
      expect(limited?.body.detail).toBe("Too many signals: at most 50 a second");
      expect(limited?.headers.get("retry-after")).toBe("1");
    });
  });
});

describe("ICE servers on a server with TURN", () => {
  const SECRET = "turn-test-secret";
  let server: RunningServer;
  let adminToken: string;
  const ADMIN = { email: "room-admin@example.com", password: "AdminPass123!" };
  beforeAll(async () => {
    server = await startServer({
      FIRST_SUPERUSER: ADMIN.email,
      FIRST_SUPERUSER_PASSWORD: ADMIN.password,
      ENVIRONMENT: "local",
      TURN_URLS: "turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp",
      TURN_SECRET: SECRET,
      STUN_URLS: "stun:127.0.0.1:3478",
      TURN_RELAY_ONLY: "true",
    });
    const login = await call("POST", "/login/access-token", {
      base: server.url,
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    });
    adminToken = login.body.access_token as string;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("hands out coturn REST credentials valid until the room closes, relay only", async () => {
    const on = { base: server.url, adminToken };
    const { seeker, id } = await roomBooking({ on });
    await clock(OPEN, server.url);
    const read = await call("GET", room(id), { base: server.url, token: seeker.token });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const me = await call("GET", "/users/me", { base: server.url, token: seeker.token });
    const closes = Date.parse("2027-03-02T10:30:00Z") / 1000;
    const username = `${closes}:${me.body.id as string}`;
    expect(read.body.ice_transport_policy).toBe("relay");
    // Relay only: STUN would add nothing but the address it would reveal.
    expect(read.body.ice_servers).toEqual([
      {
        urls: ["turn:127.0.0.1:3478?transport=udp", "turn:127.0.0.1:3478?transport=tcp"],
        username,
        credential: createHmac("sha1", SECRET).update(username).digest("base64"),
      },
    ]);
  });
});
