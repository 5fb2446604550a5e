/**
 * Each person's private calendar feed (issue 38, lib/calendar-feed): its address, its content (the
 * accepted sessions and event seats with the same UID and SEQUENCE as the emailed invitations, the
 * place as told to the reader), its reset (the old address answers 404 at once), its privacy (a
 * third person's feed names nobody else's sessions; never cached) and its end with the account.
 * Then the write-back into a Seer's own calendar, against the suite's CalDAV server (Radicale,
 * behind a relay the test can take down): accepted → written, moved → SEQUENCE + 1, cancelled →
 * removed, a hosted event too, and a calendar that was down → written by the job's next try, once.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, call, type Json, newUser } from "../support/api-client";
import {
  type OutboxRow,
  outboxFor,
  outboxMatching,
  publishedSeer,
  runServerJobs,
  setServerClock,
  withClock,
} from "../support/bookings";
import { makeRadicaleCalendar, radicaleAccount } from "../support/radicale";
import { type TcpProxy, tcpProxy } from "../support/tcp-proxy";

const DAY = 24 * 3600_000;

/** A free Tuesday 10:00 Paris (09:00 UTC) a few weeks ahead: the listing's hours, past its notice. */
function tuesdayTen(weeksAhead: number): string {
  const d = new Date(Date.now() + weeksAhead * 7 * DAY);
  d.setUTCDate(d.getUTCDate() + ((2 - d.getUTCDay() + 7) % 7));
  d.setUTCHours(9, 0, 0, 0);
  return d.toISOString();
}

/** An iCalendar text's lines, unfolded. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const icsOf = (row: OutboxRow | undefined) =>
  unfold((row?.payload.icalEvent as { content?: string } | undefined)?.content ?? "");
const field = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

/** The feed's VEVENTs, each as its lines. */
function eventsOf(ics: string): string[][] {
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of unfold(ics)) {
    if (line === "BEGIN:VEVENT") current = [];
    current?.push(line);
    if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    }
  }
  return events;
}

async function feedAddress(token: string): Promise<string> {
  const res = await call("GET", "/users/me/calendar-feed", { token });
  expect(res.status).toBe(200);
  return res.body.url as string;
}

async function readFeed(url: string) {
  const res = await fetch(url, { redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

type World = {
  seer: Awaited<ReturnType<typeof publishedSeer>>;
  seeker: Awaited<ReturnType<typeof newUser>>;
  bookingId: string;
  slug: string;
  videoUrl: string;
};
let world: World;

beforeAll(async () => {
  const seer = await publishedSeer();
  const seeker = await newUser({ firstname: "Feedy", lastname: "Seeker" });
  const made = await call("POST", "/bookings/", {
    token: seeker.token,
    json: { coach_slug: seer.slug, start: tuesdayTen(3), hours: 1 },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const bookingId = made.body.id as string;
  expect((await call("POST", `/bookings/${bookingId}/accept`, { token: seer.token })).status).toBe(
    200,
  );
  // The Seer hosts an event; the seeker takes a seat.
  const videoUrl = `https://meet.jit.si/feed-circle-${randomUUID().slice(0, 8)}`;
  const starts = Date.now() + 12 * DAY;
  const created = await call("POST", "/users/me/events", {
    token: seer.token,
    json: {
      title: `Feed Circle ${randomUUID().slice(0, 6)}`,
      description: "A small circle to set intentions together, with a guided writing practice.",
      category: "astrology",
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 2 * 3600_000).toISOString(),
      timezone: "Europe/Paris",
      mode: "online",
      video_url: videoUrl,
      capacity: 5,
      price_cents: 0,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const slug = created.body.slug as string;
  expect(
    (await call("POST", `/users/me/events/${slug}/publish`, { token: seer.token })).status,
  ).toBe(200);
  expect((await call("POST", `/events/${slug}/seats`, { token: seeker.token })).status).toBe(201);
  world = { seer, seeker, bookingId, slug, videoUrl };
});

describe("the calendar feed", () => {
  it("serves a seeker's accepted session and seat with the emails' UIDs, SEQUENCE and place, privately", async () => {
    const { seeker, bookingId, videoUrl } = world;
    const url = await feedAddress(seeker.token);
    // Absolute, on the site's own address, a long random token (not the account's id).
    expect(url.startsWith(`${baseUrl()}/api/v1/calendar-feed/`)).toBe(true);
    expect(url).toMatch(/\/calendar-feed\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    expect(url).not.toContain(seeker.id as string);
    // The same address each time it is read.
    expect(await feedAddress(seeker.token)).toBe(url);

    const feed = await readFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const events = eventsOf(feed.text);
    expect(events).toHaveLength(2);

    const invite = icsOf((await outboxFor(bookingId)).find((m) => m.kind === "booking.accepted"));
    const session = events.find((e) => field(e, "UID") === field(invite, "UID"));
    expect(session, "the session's UID is the invitation's").toBeDefined();
    expect(field(session ?? [], "SEQUENCE")).toBe(field(invite, "SEQUENCE"));
    expect(field(session ?? [], "DTSTART")).toBe(field(invite, "DTSTART"));
    expect(field(session ?? [], "DTSTART")).toMatch(/Z$/);
    expect(field(session ?? [], "LOCATION")).toBe(field(invite, "LOCATION"));
    expect(field(session ?? [], "STATUS")).toBe("CONFIRMED");

    const seated = (await outboxMatching("event-seat:%")).find(
      (m) => m.kind === "event.seated" && m.payload.to === seeker.email,
    );
    const seatInvite = icsOf(seated);
    const seat = events.find((e) => field(e, "UID") === field(seatInvite, "UID"));
    expect(seat, "the seat's UID is its invitation's").toBeDefined();
    expect(field(seat ?? [], "LOCATION")).toBe(videoUrl);
  });

  it("is the Seer's too, and a third person's feed names none of theirs", async () => {
    const { seer, bookingId } = world;
    const seerFeed = eventsOf((await readFeed(await feedAddress(seer.token))).text);
    expect(seerFeed.map((e) => field(e, "UID"))).toEqual([`${bookingId}@seers`]);

    const stranger = await newUser();
    const url = await feedAddress(stranger.token);
    const feed = await readFeed(url);
    expect(feed.status).toBe(200);
    expect(eventsOf(feed.text)).toEqual([]);
    expect(feed.text).not.toContain(bookingId);
    // Without a token, or with a made-up one, there is nothing.
    const forged = url.replace(/calendar-feed\/[^/]+\//, `calendar-feed/${"A".repeat(43)}/`);
    const res = await readFeed(forged);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ detail: "Calendar feed not found" });
    expect((await readFeed(url.replace(/[^/]+\/calendar\.ics$/, "x/calendar.ics"))).status).toBe(
      404,
    );
    expect((await call("GET", "/users/me/calendar-feed")).status).toBe(401);
  });

  it("follows the changes: a request is not in it, an accepted session is, a cancelled one is gone", async () => {
    const seeker = await newUser();
    const seer = world.seer;
    const made = await call("POST", "/bookings/", {
      token: seeker.token,
      json: { coach_slug: seer.slug, start: tuesdayTen(2), hours: 1 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.id as string;
    const url = await feedAddress(seeker.token);
    // A request is not in a calendar yet.
    expect(eventsOf((await readFeed(url)).text)).toEqual([]);
    expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(200);
    expect(eventsOf((await readFeed(url)).text).map((e) => field(e, "UID"))).toEqual([
      `${id}@seers`,
    ]);
    const cancelled = await call("POST", `/bookings/${id}/cancel`, {
      token: seeker.token,
      json: { reason: "Something came up" },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(eventsOf((await readFeed(url)).text)).toEqual([]);
  });

  it("resets: a new address, the old one 404 at once", async () => {
    const seeker = await newUser();
    const before = await feedAddress(seeker.token);
    const rotated = await call("POST", "/users/me/calendar-feed/rotate", { token: seeker.token });
    expect(rotated.status).toBe(200);
    const after = rotated.body.url as string;
    expect(after).not.toBe(before);
    expect((await readFeed(before)).status).toBe(404);
    expect((await readFeed(after)).status).toBe(200);
    expect(await feedAddress(seeker.token)).toBe(after);
  });

  it("ends with the account", async () => {
    const seeker = await newUser();
    const url = await feedAddress(seeker.token);
    expect((await readFeed(url)).status).toBe(200);
    const closed = await call("DELETE", "/users/me", { token: seeker.token });
    expect(closed.status, JSON.stringify(closed.body as Json)).toBe(200);
    expect((await readFeed(url)).status).toBe(404);
  });
});

describe("sessions written into the Seer's own calendar", () => {
  let auth: { Authorization: string };
  let relay: TcpProxy;
  let calendarUrl: string;
  let seer: Awaited<ReturnType<typeof publishedSeer>>;
  let earlyId: string;

  /** The object the product wrote for `uid`, or null. */
  async function objectFor(uid: string): Promise<string[] | null> {
    const res = await fetch(`${calendarUrl}${encodeURIComponent(uid)}.ics`, { headers: auth });
    if (res.status === 404) return null;
    expect(res.status).toBe(200);
    return unfold(await res.text());
  }

  /** How many objects the calendar holds. */
  async function objectCount(): Promise<number> {
    const res = await fetch(calendarUrl, {
      method: "PROPFIND",
      headers: { ...auth, Depth: "1", "Content-Type": "application/xml" },
      body: '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>',
    });
    const hrefs = (await res.text()).match(/<[a-z]*:?href>[^<]*\.ics<\/[a-z]*:?href>/gi) ?? [];
    return hrefs.length;
  }

  beforeAll(async () => {
    const radicale = inject("radicale");
    const account = radicaleAccount(radicale);
    auth = {
      Authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`,
    };
    await makeRadicaleCalendar(account, "sessions", "Sessions");
    // The server reaches Radicale through a relay this file can take down (a calendar that is down).
    relay = await tcpProxy(Number(new URL(radicale.url).port));
    await relay.up();
    seer = await publishedSeer();
    const connected = await call("POST", "/users/me/calendars", {
      token: seer.token,
      json: {
        kind: "caldav",
        url: `http://127.0.0.1:${relay.port}/`,
        username: account.username,
        password: account.password,
      },
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(201);
    const calendars = connected.body.calendars as { url: string }[];
    calendarUrl = calendars[0]?.url ?? "";
    expect(calendarUrl).toBe(`http://127.0.0.1:${relay.port}/${account.username}/sessions/`);
    // A session accepted before the calendar is chosen goes into it once it is.
    const early = await newUser({ firstname: "Early" });
    const booked = await call("POST", "/bookings/", {
      token: early.token,
      json: { coach_slug: seer.slug, start: tuesdayTen(3), hours: 1 },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    earlyId = booked.body.id as string;
    expect((await call("POST", `/bookings/${earlyId}/accept`, { token: seer.token })).status).toBe(
      200,
    );
    const chosen = await call("PATCH", `/users/me/calendars/${connected.body.id}`, {
      token: seer.token,
      json: { write_to: calendarUrl },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  });

  afterAll(() => relay?.down());

  it("writes what was accepted before the calendar was chosen", async () => {
    await runServerJobs();
    expect(field((await objectFor(`${earlyId}@seers`)) ?? [], "UID")).toBe(`${earlyId}@seers`);
  });

  it("writes an accepted session, moves it (SEQUENCE + 1) and removes it when cancelled", async () => {
    const seeker = await newUser({ firstname: "Rosalind", lastname: "Quill" });
    const start = tuesdayTen(1);
    const made = await call("POST", "/bookings/", {
      token: seeker.token,
      json: { coach_slug: seer.slug, start, hours: 1 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.id as string;
    const uid = `${id}@seers`;
    // A request is not written.
    await runServerJobs();
    expect(await objectFor(uid)).toBeNull();

    expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(200);
    await runServerJobs();
    const written = await objectFor(uid);
    const invite = icsOf((await outboxFor(id)).find((m) => m.kind === "booking.accepted"));
    expect(field(written ?? [], "UID")).toBe(field(invite, "UID"));
    expect(field(written ?? [], "SEQUENCE")).toBe(field(invite, "SEQUENCE"));
    expect(field(written ?? [], "DTSTART")).toBe(field(invite, "DTSTART"));
    expect(field(written ?? [], "SUMMARY")).toContain("Rosalind");
    expect(field(written ?? [], "SUMMARY")).not.toContain("Quill");
    expect(written?.join("\n")).toContain(`/bookings/${id}`);
    // No scheduling properties: the server must not mail anyone on the product's behalf.
    expect(written?.some((line) => /^(ORGANIZER|ATTENDEE|METHOD)[;:]/.test(line))).toBe(false);

    const later = new Date(new Date(start).getTime() + 4 * 3600_000).toISOString();
    const proposed = await call("POST", `/bookings/${id}/reschedule`, {
      token: seeker.token,
      json: { starts: [later] },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const moved = await call("POST", `/bookings/${id}/reschedule/accept`, {
      token: seer.token,
      json: { start: later },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await runServerJobs();
    const after = await objectFor(uid);
    expect(Number(field(after ?? [], "SEQUENCE"))).toBe(
      Number(field(written ?? [], "SEQUENCE")) + 1,
    );
    expect(field(after ?? [], "DTSTART")).toBe(later.replace(/[-:]|\.\d{3}/g, ""));

    const cancelled = await call("POST", `/bookings/${id}/cancel`, {
      token: seer.token,
      json: { reason: "Unwell" },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await runServerJobs();
    expect(await objectFor(uid)).toBeNull();

    // An event the Seer hosts: written when published, gone when cancelled.
    const title = `Hosted Circle ${randomUUID().slice(0, 6)}`;
    const starts = Date.now() + 9 * DAY;
    const created = await call("POST", "/users/me/events", {
      token: seer.token,
      json: {
        title,
        description: "A small circle to set intentions together, with a guided writing practice.",
        category: "astrology",
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + 3600_000).toISOString(),
        timezone: "Europe/Paris",
        mode: "online",
        video_url: "https://meet.jit.si/hosted-circle",
        capacity: 5,
        price_cents: 0,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = created.body.slug as string;
    const whole = async () => unfold(await (await fetch(calendarUrl, { headers: auth })).text());
    expect(
      (await call("POST", `/users/me/events/${slug}/publish`, { token: seer.token })).status,
    ).toBe(200);
    await runServerJobs();
    expect(await whole()).toContain(`SUMMARY:${title} (you host)`);
    expect(
      (await call("POST", `/users/me/events/${slug}/cancel`, { token: seer.token })).status,
    ).toBe(200);
    await runServerJobs();
    expect((await whole()).join("\n")).not.toContain(title);
  });

  it("catches up once a calendar that was down answers again, writing the session once", () =>
    withClock(async () => {
      const seeker = await newUser({ firstname: "Ada" });
      const made = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: tuesdayTen(2), hours: 1 },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const id = made.body.id as string;
      const before = await objectCount();
      await relay.down();
      expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(
        200,
      );
      await runServerJobs();
      await relay.up();
      // The failed try waits its back-off (5 s): not yet.
      await runServerJobs();
      expect(await objectFor(`${id}@seers`)).toBeNull();
      await setServerClock(new Date(Date.now() + 60_000));
      await runServerJobs();
      expect(field((await objectFor(`${id}@seers`)) ?? [], "UID")).toBe(`${id}@seers`);
      // Again and again: still one object.
      await setServerClock(new Date(Date.now() + 120_000));
      await runServerJobs();
      expect(await objectCount()).toBe(before + 1);
    }));
});
