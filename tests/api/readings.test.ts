/**
 * Readings now (issue 37), payments off: Connect rings an available Seer at once; the Seer accepts
 * or declines, the seeker may cancel, an unanswered ring is missed (the Seer switched off and
 * told); accepted, the room opens for both, the meter runs from the room's own records by the
 * server's clock, and the reading ends by either party, at the maximum, after a dropped
 * connection's grace, or unbilled when the two never met; receipts to both. One ringing reading
 * per Seer when two seekers press Connect at once, on one instance and across two.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser, tokenFor, uniqueEmail } from "../support/api-client";
import {
  outboxFor,
  publishedSeer,
  runServerJobs,
  setServerClock,
  withClock,
} from "../support/bookings";
import { createPostgresDatabase, testTarget } from "../support/database";
import { type EventStream, openEventStream } from "../support/event-stream";
import { startPair } from "../support/instances";
import { type RunningServer, tempDataDir } from "../support/server";

const PRICE = 199;
type User = { token: string };
type Seer = User & { slug: string; listing: Json };
const nameOf = (seer: Seer) => seer.listing.display_name as string;

/** Readings on at $1.99/min and the site open (a live stream): available now. */
async function available(seer: Seer, base?: string): Promise<EventStream> {
  const on = await call("PUT", "/users/me/readings", {
    base,
    token: seer.token,
    json: { on: true, price_per_minute_cents: PRICE },
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  const stream = await openEventStream({ token: seer.token, base });
  await stream.comment();
  // Polled by hand: beforeAll has no expect.poll.
  for (let tries = 0; tries < 60; tries++) {
    const settings = await call("GET", "/users/me/readings", { base, token: seer.token });
    if (settings.body.available_now === true) return stream;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the Seer never became available");
}

const connect = (seeker: User, seer: Seer, maxMinutes = 10, base?: string) =>
  call("POST", "/readings/", {
    base,
    token: seeker.token,
    json: { coach: seer.slug, max_minutes: maxMinutes },
  });

const act = (id: string, action: string, who: User) =>
  call("POST", `/bookings/${id}/${action}`, { token: who.token });

const read = async (id: string, who: User) =>
  (await call("GET", `/bookings/${id}`, { token: who.token })).body as Json & {
    status: string;
    actions: string[];
    total_cents: number;
    reading: Json & { started_at: string | null; minutes_billed: number | null };
  };

const enterRoom = (id: string, who: User) =>
  openEventStream({ token: who.token, path: `/bookings/${id}/room/events` });

/** Now by the server (the clock held by withClock), plus `ms`. */
const later = (from: string, ms: number) => new Date(Date.parse(from) + ms).toISOString();

let seer: Seer;
let other: Seer;
let seerStream: EventStream;
let otherStream: EventStream;
let seeker: User;
let second: User;

beforeAll(async () => {
  [seer, other] = await Promise.all([publishedSeer(), publishedSeer()]);
  [seeker, second] = await Promise.all([newUser({ firstname: "Sam" }), newUser()]);
  seerStream = await available(seer);
  otherStream = await available(other);
});

afterAll(() => {
  seerStream?.close();
  otherStream?.close();
});

/** Connect, accept and both in the room at `at`: the meter's start. */
async function underWay(at: string, maxMinutes = 10) {
  await setServerClock(at);
  // The Seer's "site open" kept fresh at the moved clock (the readings job does it every 5 s).
  await runServerJobs();
  const created = await connect(seeker, seer, maxMinutes);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as string;
  const accepted = await act(id, "accept", seer);
  expect(accepted.status).toBe(200);
  expect(accepted.body.actions).toEqual(["end"]);
  const seekerRoom = await enterRoom(id, seeker);
  const seerRoom = await enterRoom(id, seer);
  await seekerRoom.nextHint((h) => h.type === "joined");
  await expect.poll(async () => (await read(id, seeker)).reading.started_at).not.toBeNull();
  return { id, rooms: [seekerRoom, seerRoom] as const };
}

describe("Connect", () => {
  it("rings an available Seer at once, refusing what it cannot do plainly", () =>
    withClock(async () => {
      const self = await connect(seer, seer);
      expect(self.status).toBe(403);
      expect(self.body.detail).toBe("You cannot have a reading with yourself");
      const badMax = await call("POST", "/readings/", {
        token: seeker.token,
        json: { coach: seer.slug, max_minutes: 15 },
      });
      expect(badMax.status).toBe(422);

      const created = await connect(seeker, seer, 20);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const reading = created.body;
      expect(reading).toMatchObject({
        kind: "reading",
        status: "ringing",
        total_cents: 20 * PRICE,
        payment: null,
        actions: ["cancel"],
        place: null,
        reading: {
          max_minutes: 20,
          price_per_minute_cents: PRICE,
          started_at: null,
          ended_at: null,
          minutes_billed: null,
        },
      });
      const ringing = Date.parse((reading.reading as Json).ring_until as string);
      expect(ringing - Date.parse(reading.created_at as string)).toBe(60_000);
      // The Seer's stream hears it ring; their copy offers accept and decline.
      await seerStream.nextHint((h) => h.type === "reading" && h.booking_id === reading.id);
      expect((await read(reading.id as string, seer)).actions).toEqual(["accept", "decline"]);

      // Held: nobody else connects, this seeker connects to nobody else, the Seer is not available.
      const busy = await connect(second, seer);
      expect(busy.status).toBe(409);
      expect(busy.body.detail).toBe(`${nameOf(seer)} is connecting with someone else`);
      const twice = await connect(seeker, other);
      expect(twice.status).toBe(409);
      expect(twice.body.detail).toBe(
        "You already have a reading open: end or cancel it before you connect again",
      );
      const settings = await call("GET", "/users/me/readings", { token: seer.token });
      expect(settings.body.available_now).toBe(false);

      // Cancelled by the seeker: nothing charged, the ring ends, the Seer free again.
      const cancelled = await act(reading.id as string, "cancel", seeker);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: "cancelled", cancelled_by: "seeker" });
      await expect
        .poll(
          () =>
            seerStream.hints.filter((h) => h.type === "reading" && h.booking_id === reading.id)
              .length,
        )
        .toBeGreaterThanOrEqual(2);
      const again = await connect(second, seer);
      expect(again.status).toBe(201);
      const wrongSide = await act(again.body.id as string, "decline", second);
      expect(wrongSide.status).toBe(403);
      expect(wrongSide.body.detail).toBe("Only the Seer can decline this booking");
      const declined = await act(again.body.id as string, "decline", seer);
      expect(declined.body).toMatchObject({ status: "declined", actions: [] });
      // A closed reading is listed with the others, and is no session to complete or end.
      const list = await call("GET", "/bookings/?as=seer", { token: seer.token });
      expect((list.body.data as Json[]).map((b) => b.id)).toContain(again.body.id);
      const ended = await act(again.body.id as string, "end", seer);
      expect(ended.status).toBe(409);
      expect(ended.body.detail).toBe(
        "Only a reading that is accepted can be ended (this one is declined)",
      );
    }));

  it("is one ringing reading when two seekers press Connect in the same second", () =>
    withClock(async () => {
      const results = await Promise.all([connect(seeker, other), connect(second, other)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409]);
      const refused = results.find((r) => r.status === 409);
      expect(refused?.body.detail).toBe(`${nameOf(other)} is connecting with someone else`);
      const won = results.find((r) => r.status === 201);
      const winner = won === results[0] ? seeker : second;
      expect((await act(won?.body.id as string, "cancel", winner)).status).toBe(200);
    }));

  it("is missed when the ring runs out: the Seer switched off and told", async () => {
    await withClock(async () => {
      const created = await connect(seeker, seer);
      const id = created.body.id as string;
      await setServerClock(later(created.body.created_at as string, 61_000));
      const late = await act(id, "accept", seer);
      expect(late.status).toBe(409);
      expect(late.body.detail).toBe(
        "Only a reading that is ringing can be accepted (this one is missed)",
      );
      expect((await read(id, seeker)).status).toBe("missed");
      const settings = await call("GET", "/users/me/readings", { token: seer.token });
      expect(settings.body).toMatchObject({ on: false, available_now: false });
      const mail = (await outboxFor(id)).map((row) => row.dedupe_key);
      expect(mail).toEqual([`booking:${id}:reading-missed:seer`]);
    });
    seerStream.close();
    seerStream = await available(seer);
  });
  it("is cancelled, and its Seer freed, when the seeker closes their account", () =>
    withClock(async () => {
      const leaving = await newUser();
      const created = await connect(leaving, other);
      expect(created.status).toBe(201);
      expect((await call("DELETE", "/users/me", { token: leaving.token })).status).toBe(200);
      const list = await call("GET", "/bookings/?as=seer", { token: other.token });
      const closed = (list.body.data as Json[]).find((b) => b.id === created.body.id);
      expect(closed).toMatchObject({ status: "cancelled", reason: "The account was closed" });
      const next = await connect(second, other);
      expect(next.status).toBe(201);
      expect((await act(next.body.id as string, "cancel", second)).status).toBe(200);
    }));
});

describe("a reading under way", () => {
  it("bills every started minute from when both were in the room, ended by the seeker", async () => {
    await withClock(async () => {
      const t0 = new Date().toISOString();
      const { id, rooms } = await underWay(t0);
      const started = (await read(id, seer)).reading.started_at as string;
      // When the second of them came in (the clock runs on from t0; a loaded machine is slow).
      expect(Date.parse(started)).toBeGreaterThanOrEqual(Date.parse(t0));
      expect(Date.parse(started) - Date.parse(t0)).toBeLessThan(30_000);
      // Two and a half minutes later: three minutes billed.
      await setServerClock(later(started, 150_000));
      // Both end it in the same moment: one end, the same answer to each.
      const [ended, same] = await Promise.all([act(id, "end", seeker), act(id, "end", seer)]);
      expect(ended.status, JSON.stringify(ended.body)).toBe(200);
      expect(same.status).toBe(200);
      expect(same.body.reading).toEqual(ended.body.reading);
      expect(ended.body).toMatchObject({
        status: "completed",
        total_cents: 3 * PRICE,
        actions: ["review"],
        reading: { minutes_billed: 3 },
      });
      // The room closes for both.
      for (const room of rooms) await room.nextHint((h) => h.type === "closed");
      const closed = await call("GET", `/bookings/${id}/room`, { token: seer.token });
      expect(closed.status).toBe(409);
      // The pair's conversation keeps it, in each reader's zone.
      const threads = await call("GET", "/conversations/", { token: seeker.token });
      const bodies = (threads.body.data as Json[]).map(
        (t) => (t.last_message as Json | null)?.body,
      );
      expect(bodies.some((b) => String(b).startsWith("A reading of 3 minutes, "))).toBe(true);
      // The seeker reviews the reading: a verified review standing on it.
      const review = await call("POST", `/coaches/${seer.slug}/reviews`, {
        token: seeker.token,
        json: { rating: 5, body: "Clear and kind, in three minutes." },
      });
      expect(review.status, JSON.stringify(review.body)).toBe(200);
      expect(review.body).toMatchObject({ booking_id: id, verified: true });

      const receipts = await outboxFor(id);
      const byRole = Object.fromEntries(
        receipts.map((r) => [r.dedupe_key?.split(":").at(-1), r.payload.text as string]),
      );
      expect(Object.keys(byRole).sort()).toEqual(["seeker", "seer"]);
      expect(byRole.seeker).toContain("3 minutes at $1.99/min");
      expect(byRole.seeker).toContain(`Amount: $5.97, paid to ${nameOf(seer)} directly.`);
      expect(byRole.seer).toContain("3 minutes at $1.99/min");
      expect(byRole.seer).toContain("Amount: $5.97, paid to you directly by Sam");
    });
  });

  it("ends at the maximum within a sweep, and 60 s after a dropped connection", async () => {
    await withClock(async () => {
      const t0 = new Date(Date.now() + 600_000).toISOString();
      const max = await underWay(t0, 5);
      const started = (await read(max.id, seer)).reading.started_at as string;
      await setServerClock(later(started, 5 * 60_000 + 1_000));
      await runServerJobs();
      expect(await read(max.id, seeker)).toMatchObject({
        status: "completed",
        total_cents: 5 * PRICE,
        reading: { minutes_billed: 5, ended_at: later(started, 5 * 60_000) },
      });
      for (const room of max.rooms) room.close();

      const t1 = later(t0, 600_000);
      const drop = await underWay(t1, 30);
      const begun = Date.parse((await read(drop.id, seer)).reading.started_at as string);
      await setServerClock(new Date(begun + 100_000));
      drop.rooms[0].close();
      await drop.rooms[1].nextHint((h) => h.type === "left");
      await new Promise((r) => setTimeout(r, 200));
      // Within the grace: still under way.
      await setServerClock(new Date(begun + 150_000));
      await runServerJobs();
      expect((await read(drop.id, seer)).status).toBe("accepted");
      // The exit is written when the server hears it (the clock ran on a little since begun + 100 s).
      await setServerClock(new Date(begun + 175_000));
      await runServerJobs();
      const dropped = await read(drop.id, seer);
      expect(dropped).toMatchObject({ status: "completed", reading: { minutes_billed: 3 } });
      const endedAt = Date.parse(dropped.reading.ended_at as string);
      expect(endedAt - begun).toBeGreaterThanOrEqual(160_000);
      expect(endedAt - begun).toBeLessThan(175_000);
      drop.rooms[1].close();
    });
  });

  it("ends unbilled when the two are not both in the room within 5 minutes", async () => {
    await withClock(async () => {
      const t0 = new Date(Date.now() + 1_800_000).toISOString();
      await setServerClock(t0);
      await runServerJobs();
      const created = await connect(seeker, seer);
      const id = created.body.id as string;
      expect((await act(id, "accept", seer)).status).toBe(200);
      const alone = await enterRoom(id, seeker);
      await setServerClock(later(t0, 5 * 60_000 + 30_000));
      // Read at once, before any sweep: reading the booking settles its deadlines first.
      expect(await read(id, seeker)).toMatchObject({
        status: "cancelled",
        total_cents: 0,
        reason: "You were not both in the room within 5 minutes",
        reading: { minutes_billed: 0, started_at: null },
      });
      await alone.nextHint((h) => h.type === "closed");
      expect(await outboxFor(id)).toEqual([]);
    });
  });
});

describe("Connect across two instances", () => {
  let a: RunningServer;
  let b: RunningServer;
  let drop: () => Promise<void> = async () => undefined;
  const admin = { email: uniqueEmail("admin"), password: "AdminPass123!" };

  beforeAll(async () => {
    const database =
      testTarget() === "postgres"
        ? await createPostgresDatabase().then((db) => {
            drop = db.drop;
            return { DATABASE_URL: db.url };
          })
        : { DATA_DIR: tempDataDir() };
    [a, b] = await startPair({
      ...database,
      SECRET_KEY: randomBytes(32).toString("hex"),
      ENVIRONMENT: "local",
      FIRST_SUPERUSER: admin.email,
      FIRST_SUPERUSER_PASSWORD: admin.password,
      RATE_LIMIT_PER_IP: "100000",
      RATE_LIMIT_PER_ACCOUNT: "100000",
      DEMO_ACCOUNTS: "false",
    });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop();
  });

  it("rings the Seer once: one 201 and one 409", async () => {
    const adminToken = await tokenFor(admin.email, admin.password, a.url);
    const luna = await publishedSeer({ base: a.url, adminToken });
    const stream = await available(luna, b.url);
    const [one, two] = await Promise.all([newUser({}, a.url), newUser({}, b.url)]);
    const results = await Promise.all([
      connect(one, luna, 10, a.url),
      connect(two, luna, 10, b.url),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.detail).toBe(
      `${nameOf(luna)} is connecting with someone else`,
    );
    stream.close();
  });
});
