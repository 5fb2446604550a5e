/**
 * The demo shows the product (issue 21): from an empty data folder with demo accounts, the Demo
 * Healer is a published, bookable Seer and the Demo Seeker has a requested, an accepted and a
 * completed session with her, a verified review and their conversation; a restart, or two instances
 * starting at once, write none of it twice; without demo accounts none of it exists. Each server
 * here is its own, on a fresh database.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json } from "../support/api-client";
import { freshDatabase } from "../support/database";
import { startPair } from "../support/instances";
import { type RunningServer, startServer, tempDataDir } from "../support/server";

const HEALER = { email: "healer@demo.seers.dev", password: "DemoHealer1!", type: 1 };
const SEEKER = { email: "seeker@demo.seers.dev", password: "DemoSeeker1!", type: 0 };
const SLUG = "luna-rivers";
const VIDEO_LINK = "https://meet.jit.si/seers-demo-luna-rivers";

async function signIn(base: string, demo: typeof HEALER): Promise<string> {
  const res = await call("POST", "/users/login", { base, json: demo });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token as string;
}

const rows = (body: Json) => body.data as Json[];

/** Everything of the story one can count through the API, to compare before and after a restart. */
async function storyCounts(base: string) {
  const seeker = await signIn(base, SEEKER);
  const healer = await signIn(base, HEALER);
  const bookings = await call("GET", "/bookings/?limit=100", { base, token: seeker });
  const asSeer = await call("GET", "/bookings/?as=seer&limit=100", { base, token: healer });
  const conversations = await call("GET", "/conversations/", { base, token: seeker });
  const id = rows(conversations.body)[0]?.id as string;
  const messages = await call("GET", `/conversations/${id}/messages?limit=100`, {
    base,
    token: seeker,
  });
  const reviews = await call("GET", `/coaches/${SLUG}/reviews`, { base });
  const listing = await call("GET", "/users/me/listing", { base, token: healer });
  const catalogue = await call("GET", "/coaches/?q=Luna", { base });
  return {
    bookings: bookings.body.count,
    asSeer: asSeer.body.count,
    conversations: conversations.body.count,
    messages: rows(messages.body).length,
    reviews: reviews.body.count,
    photos: (listing.body.photos as Json[]).length,
    catalogue: rows(catalogue.body).filter((coach) => coach.slug === SLUG).length,
  };
}

describe("a first start with demo accounts", () => {
  const dataDir = tempDataDir();
  let env: Record<string, string> = {};
  let drop = async () => undefined as unknown;
  let server: RunningServer;
  let base = "";

  beforeAll(async () => {
    const db = await freshDatabase();
    drop = db.drop;
    env = { DATA_DIR: dataDir, ...db.env, DEMO_ACCOUNTS: "true" };
    server = await startServer(env);
    base = server.url;
  });

  afterAll(async () => {
    await server?.stop();
    await drop();
  });

  it("publishes the Demo Healer in the catalogue, bookable, with her place kept private", async () => {
    const list = await call("GET", "/coaches/?q=Luna%20Rivers", { base });
    expect(list.status).toBe(200);
    const card = rows(list.body).find((coach) => coach.slug === SLUG);
    expect(card).toMatchObject({
      display_name: "Luna Rivers",
      status: "published",
      mode: "Remote",
    });

    const coach = await call("GET", `/coaches/${SLUG}`, { base });
    expect(coach.status).toBe(200);
    expect(coach.body.display_name).toBe("Luna Rivers");
    expect(coach.body.rating).toEqual({ average: expect.any(Number), count: 1 });
    // Readings at $1.99/min: available whenever the Demo Healer has the site open (not now).
    expect(coach.body.readings).toEqual({ price_per_minute_cents: 199, available_now: false });

    const slots = await call("GET", `/coaches/${SLUG}/slots?days=14`, { base });
    expect(slots.status).toBe(200);
    expect(slots.body.timezone).toBe("UTC");
    expect(rows(slots.body).length).toBeGreaterThan(0);

    const profile = await fetch(`${base}/profile/${SLUG}`);
    expect(profile.status).toBe(200);
    const html = await profile.text();
    expect(html).toContain("Luna Rivers");
    for (const text of [html, JSON.stringify(list.body), JSON.stringify(coach.body)]) {
      expect(text).not.toContain(VIDEO_LINK);
      expect(text).not.toContain("meet.jit.si");
    }
  });

  it("has Luna host an upcoming online circle with two seats taken, the Demo Seeker's one of them", async () => {
    const circle = await call("GET", "/events/full-moon-online-circle-with-luna", { base });
    expect(circle.status).toBe(200);
    expect(circle.body).toMatchObject({
      host: { slug: SLUG, display_name: "Luna Rivers" },
      mode: "online",
      status: "published",
      capacity: 12,
      seats_left: 10,
    });
    expect(Date.parse(circle.body.starts_at as string)).toBeGreaterThan(Date.now());
    expect(circle.body).not.toHaveProperty("video_url");
    const seeker = await signIn(base, SEEKER);
    const seats = await call("GET", "/users/me/seats", { base, token: seeker });
    expect(seats.body.data).toEqual([
      expect.objectContaining({
        status: "seated",
        event: expect.objectContaining({ slug: "full-moon-online-circle-with-luna" }),
      }),
    ]);
    const healer = await signIn(base, HEALER);
    const own = await call("GET", "/users/me/events/full-moon-online-circle-with-luna/attendees", {
      base,
      token: healer,
    });
    expect((own.body.seated as Json[]).map((person) => person.email)).toContain(SEEKER.email);
    expect(own.body.seated as Json[]).toHaveLength(2);
  });

  it("gives the Demo Healer a complete, published listing of her own, with her video link", async () => {
    const token = await signIn(base, HEALER);
    const listing = await call("GET", "/users/me/listing", { base, token });
    expect(listing.status).toBe(200);
    expect(listing.body).toMatchObject({
      slug: SLUG,
      status: "published",
      display_name: "Luna Rivers",
      mode: "Remote",
      hourly_rate: 60,
      timezone: "UTC",
      video_url: VIDEO_LINK,
    });
    expect(listing.body.photos).toHaveLength(1);
    const photo = (listing.body.photos as Json[])[0];
    expect((await fetch(`${base}${photo?.url}`)).headers.get("content-type")).toBe("image/webp");
  });

  it("gives the Demo Seeker a requested, an accepted and a completed session with her", async () => {
    const token = await signIn(base, SEEKER);
    const res = await call("GET", "/bookings/?limit=100", { base, token });
    expect(res.status).toBe(200);
    const bookings = rows(res.body);
    expect(bookings.map((b) => b.status).sort()).toEqual(["accepted", "completed", "requested"]);
    const at = Date.now();
    const byStatus = Object.fromEntries(bookings.map((b) => [b.status as string, b]));
    for (const status of ["requested", "accepted"]) {
      expect(Date.parse(byStatus[status]?.start as string)).toBeGreaterThan(at);
    }
    expect(Date.parse(byStatus.completed?.end as string)).toBeLessThan(at);
    for (const booking of bookings) {
      expect(booking.coach_slug).toBe(SLUG);
      const hour = new Date(booking.start as string).getUTCHours();
      const day = new Date(booking.start as string).getUTCDay();
      expect(hour, "within her weekly hours").toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThan(17);
      expect([0, 6]).not.toContain(day);
    }
    // The accepted session says where it happens, to its two parties: her own video link.
    expect(byStatus.accepted?.place).toEqual({
      video: "link",
      video_url: VIDEO_LINK,
      address: null,
    });
    expect(byStatus.completed?.actions).toContain("review");

    const healer = await signIn(base, HEALER);
    const asSeer = await call("GET", "/bookings/?as=seer&status=requested", {
      base,
      token: healer,
    });
    expect(rows(asSeer.body).map((b) => b.actions)).toEqual([["accept", "decline"]]);
  });

  it("shows the verified review, with her reply, on her profile", async () => {
    const res = await call("GET", `/coaches/${SLUG}/reviews`, { base });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    const [review] = rows(res.body);
    expect(review).toMatchObject({ author: "Sam Walker", rating: 5, verified: true });
    expect(review?.reply).toEqual(expect.any(String));
    const html = await (await fetch(`${base}/profile/${SLUG}`)).text();
    expect(html).toContain("Calm, kind and practical");
  });

  it("has their conversation: messages both ways and the booking events' lines, all read", async () => {
    const token = await signIn(base, SEEKER);
    const list = await call("GET", "/conversations/", { base, token });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    const [conversation] = rows(list.body);
    expect(conversation).toMatchObject({
      other: { name: "Luna Rivers", coach_slug: SLUG },
      unread_count: 0,
    });
    const messages = await call("GET", `/conversations/${conversation?.id}/messages?limit=100`, {
      base,
      token,
    });
    expect(messages.status).toBe(200);
    const senders = rows(messages.body).map((m) => m.sender);
    expect(senders.filter((s) => s === "me").length).toBeGreaterThanOrEqual(2);
    expect(senders.filter((s) => s === "them").length).toBeGreaterThanOrEqual(2);
    // Requested ×3, accepted ×2, completed ×1: the lines the bookings themselves wrote.
    const system = rows(messages.body)
      .filter((m) => m.sender === "system")
      .map((m) => m.body as string);
    expect(system.filter((line) => line.startsWith("Sam Walker asked for"))).toHaveLength(3);
    expect(system.filter((line) => line.startsWith("Luna Rivers accepted"))).toHaveLength(2);
    expect(system.filter((line) => line.endsWith("is completed."))).toHaveLength(1);
    const times = rows(messages.body).map((m) => Date.parse(m.created_at as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await call("GET", "/users/me/unread", { base, token })).body).toEqual({ count: 0 });
  });

  it("writes none of it twice after a restart on the same data", async () => {
    const before = await storyCounts(base);
    expect(before).toEqual({
      bookings: 3,
      asSeer: 3,
      conversations: 1,
      messages: before.messages,
      reviews: 1,
      photos: 1,
      catalogue: 1,
    });
    await server.stop();
    server = await startServer(env);
    base = server.url;
    expect(await storyCounts(base)).toEqual(before);
  });
});

describe("two instances starting at once on one fresh database with demo accounts", () => {
  let servers: RunningServer[] = [];
  let drop = async () => undefined as unknown;

  beforeAll(async () => {
    const db = await freshDatabase();
    drop = db.drop;
    servers = await startPair({
      DATA_DIR: tempDataDir(),
      ...db.env,
      SECRET_KEY: randomBytes(32).toString("hex"),
      DEMO_ACCOUNTS: "true",
    });
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await drop();
  });

  it("write the story once", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const counts = await storyCounts(a.url);
    expect(counts).toMatchObject({
      bookings: 3,
      asSeer: 3,
      conversations: 1,
      reviews: 1,
      photos: 1,
      catalogue: 1,
    });
    expect(await storyCounts(b.url)).toEqual(counts);
    const written = servers.filter((s) => s.output().includes("Wrote the demo story"));
    expect(written).toHaveLength(1);
  });
});

describe("a first start without demo accounts", () => {
  let server: RunningServer;
  let drop = async () => undefined as unknown;

  beforeAll(async () => {
    const db = await freshDatabase();
    drop = db.drop;
    server = await startServer({ DATA_DIR: tempDataDir(), ...db.env, DEMO_ACCOUNTS: "false" });
  });

  afterAll(async () => {
    await server?.stop();
    await drop();
  });

  it("has no Demo Healer, no demo sessions and no demo review", async () => {
    const base = server.url;
    expect((await call("GET", `/coaches/${SLUG}`, { base })).status).toBe(404);
    expect((await call("GET", `/coaches/${SLUG}/reviews`, { base })).status).toBe(404);
    const list = await call("GET", "/coaches/?q=Luna", { base });
    expect(rows(list.body).some((coach) => coach.slug === SLUG)).toBe(false);
    for (const demo of [HEALER, SEEKER]) {
      expect((await call("POST", "/users/login", { base, json: demo })).status).not.toBe(200);
    }
    expect(server.output()).not.toContain("demo story");
  });
});
