/**
 * Privacy holes of issue 36 over HTTP, on one server with payments on (the Stripe stand-in): a
 * request not yet paid is the seeker's alone (the Seer's routes, pages and live stream know
 * nothing of it until it is paid, nor ever of one that expired unpaid); no calendar file names a
 * login email but its reader's own (the organizer is the site's sending address); the room's
 * presence reaches the admins only beside a no-show claim; the return from Stripe's onboarding
 * needs a session and reads only the caller's own account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import { type EventStream, openEventStream } from "../support/event-stream";
import {
  onboard,
  type PaymentsWorld,
  paidSeer,
  payOnCheckout,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";

/** Monday 1 March 2027, 00:00 UTC; the sessions are on Tuesday 2 March (Paris, UTC+1). */
const T0 = "2027-03-01T00:00:00Z";
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
const TUESDAY_14 = "2027-03-02T13:00:00.000Z";
const TUESDAY_15 = "2027-03-02T14:00:00.000Z";
const TUESDAY_16 = "2027-03-02T15:00:00.000Z";
/** The stand-in's server runs with this sending address (tests/support/payments.ts). */
const SENDER = "no-reply@seers.test";

type Booking = Json & { id: string; status: string };

let world: PaymentsWorld;
let stripe: ReturnType<typeof stripeControl>;
/** One Seer (the built-in room) and one seeker for the file's bookings. */
let seer: Awaited<ReturnType<typeof paidSeer>>;
let seeker: Awaited<ReturnType<typeof newUser>>;
let seerStream: EventStream;

beforeAll(async () => {
  world = await startPaymentsWorld({ PAYMENTS_RECONCILE_SECONDS: "3600" });
  stripe = stripeControl(world.standIn);
  await setClock(world, T0);
  seer = await paidSeer(world);
  // Sessions in the built-in room (the room's presence is one of the things under test).
  const room = await call("PATCH", "/users/me/listing", {
    base: world.base,
    token: seer.token,
    json: { video: "room" },
  });
  expect(room.status).toBe(200);
  seeker = await newUser({ firstname: "Sam", lastname: "Seeker" }, world.base);
  seerStream = await openEventStream({ token: seer.token, base: world.base });
  await seerStream.comment();
});
afterAll(async () => {
  seerStream?.close();
  await world?.close();
});

const api = (method: string, path: string, options: { token?: string; json?: unknown } = {}) =>
  call(method, path, { base: world.base, ...options });

const book = (start: string) =>
  api("POST", "/bookings/", {
    token: seeker.token,
    json: { coach_slug: seer.slug, start, hours: 1 },
  });

/** Pays booking `body` on the stand-in's Checkout; its webhooks delivered. */
async function pay(body: Json) {
  await payOnCheckout((body.payment as { checkout_url: string }).checkout_url);
  await stripe.events();
}

/** At T0, the seeker's session at `start`, paid and accepted; its id. */
async function acceptedBooking(start: string): Promise<string> {
  await setClock(world, T0);
  const created = await book(start);
  expect(created.status).toBe(201);
  await pay(created.body);
  const id = created.body.id as string;
  const accepted = await api("POST", `/bookings/${id}/accept`, { token: seer.token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return id;
}

/**
 * A hint the Seer's stream is sure to carry now (a new person writes to them): every hint
 * published to the Seer before it has reached the stream by then, in order.
 */
async function seerHintsSoFar(): Promise<Json[]> {
  const writer = await newUser({}, world.base);
  const wrote = await api("POST", "/conversations/", {
    token: writer.token,
    json: { coach_slug: seer.slug, body: "Hello" },
  });
  expect(wrote.status).toBe(200);
  await seerStream.nextHint((hint) => hint.conversation_id === wrote.body.id);
  return [...seerStream.hints];
}

/** Everything the Seer could reach of booking `id`: each answers the stranger's 404. */
async function expectHiddenFromSeer(id: string) {
  const token = seer.token;
  const reached = [
    await api("GET", `/bookings/${id}`, { token }),
    await api("GET", `/bookings/${id}/calendar.ics`, { token }),
    await api("GET", `/bookings/${id}/room`, { token }),
    await api("POST", `/bookings/${id}/accept`, { token }),
    await api("POST", `/bookings/${id}/decline`, { token }),
    await api("POST", `/bookings/${id}/no-show`, { token }),
    await api("POST", `/bookings/${id}/reschedule`, { token, json: { starts: [TUESDAY_14] } }),
  ];
  expect(reached.map((res) => [res.status, res.body.detail])).toEqual(
    reached.map(() => [404, "Booking not found"]),
  );
  // The booking's page in the app, with the Seer's session cookie. It streams (its status is sent
  // before the page knows), so Next marks the not-found it becomes with a noindex robots tag.
  const page = await fetch(`${world.base}/bookings/${id}`, {
    headers: { Cookie: `access_token=${token}` },
    redirect: "manual",
  });
  expect(await page.text()).toContain('<meta name="robots" content="noindex"/>');
  const lists = await Promise.all(
    ["/bookings/?as=seer", "/bookings/?as=seer&status=awaiting_payment", "/conversations/"].map(
      (path) => api("GET", path, { token }),
    ),
  );
  for (const list of lists) expect(JSON.stringify(list.body)).not.toContain(id);
}

/** How many sessions closing their account would cancel, as the Seer's Settings say. */
const seersUpcoming = async () =>
  (await api("GET", "/users/me/deletion", { token: seer.token })).body.upcoming_sessions;

describe("a request not yet paid", () => {
  it("is the seeker's alone: the Seer's routes, page and stream know nothing of it until it is paid, nor ever of one that expired unpaid", async () => {
    await setClock(world, T0);
    const unpaid = await book(TUESDAY_14);
    expect(unpaid.status).toBe(201);
    const unpaidId = unpaid.body.id as string;
    await setClock(world, "2027-03-01T00:20:00Z");
    const created = await book(TUESDAY_10);
    expect(created.status).toBe(201);
    const paid = created.body as Booking;
    await expectHiddenFromSeer(paid.id);

    // The first one was not paid within 30 minutes: expired, and still nothing of the Seer's.
    await setClock(world, "2027-03-01T00:31:00Z");
    const expired = await api("GET", `/bookings/${unpaidId}`, { token: seeker.token });
    expect([expired.body.status, expired.body.reason]).toEqual([
      "expired",
      "Not paid within 30 minutes",
    ]);
    await expectHiddenFromSeer(unpaidId);
    const named = (hints: Json[]) =>
      hints.filter((hint) => hint.booking_id === paid.id || hint.booking_id === unpaidId);
    expect(named(await seerHintsSoFar())).toEqual([]);
    expect(await seersUpcoming()).toBe(0);

    // Paid: now it is the Seer's request, and their stream says so.
    await pay(paid);
    await seerStream.nextHint((hint) => hint.booking_id === paid.id);
    const forSeer = await api("GET", `/bookings/${paid.id}`, { token: seer.token });
    expect([forSeer.status, forSeer.body.status]).toEqual([200, "requested"]);
    expect(await seersUpcoming()).toBe(1);
    await expectHiddenFromSeer(unpaidId);
    expect(named(await seerHintsSoFar()).every((hint) => hint.booking_id === paid.id)).toBe(true);
  });
});

/** The calendar's lines, unfolded (RFC 5545 folds long lines with CRLF + space). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const linesOf = (lines_: string[], name: string) =>
  lines_.filter((line) => line.startsWith(`${name};`) || line.startsWith(`${name}:`));
/** The ORGANIZER lines as "name <address>" (the name may be quoted, MAILTO in either case). */
const organizers = (lines_: string[]) =>
  linesOf(lines_, "ORGANIZER").map((line) =>
    line.replace(/^ORGANIZER;CN="?([^":]*)"?:mailto:(.*)$/i, "$1 <$2>"),
  );

/** The iCalendar bodies of the outbox emails whose dedupe key is like `pattern`, by recipient. */
async function invitations(pattern: string): Promise<Map<string, string>> {
  const rows = await world.query<{ payload: string | Json }>(
    "select payload from outbox where dedupe_key like $1",
    [pattern],
  );
  const found = new Map<string, string>();
  for (const row of rows) {
    const payload = (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as {
      to: string;
      icalEvent?: { content: string };
    };
    if (payload.icalEvent) found.set(payload.to, payload.icalEvent.content);
  }
  return found;
}

describe("calendar files", () => {
  it("name the site's sending address as organizer, and no login email but the reader's own", async () => {
    const paidId = await acceptedBooking(TUESDAY_15);
    const seerName = (await api("GET", `/bookings/${paidId}`, { token: seer.token })).body
      .seer_name as string;
    const sent = await invitations(`booking:${paidId}:accepted:%`);
    const downloads = new Map<string, string>();
    for (const who of [seer, seeker]) {
      const file = await api("GET", `/bookings/${paidId}/calendar.ics`, { token: who.token });
      expect(file.status).toBe(200);
      downloads.set(who.email, file.body as unknown as string);
    }
    // The acceptance's invitation goes to the seeker; each party downloads their own copy.
    const copies = [
      [seeker, seer, sent.get(seeker.email)],
      [seeker, seer, downloads.get(seeker.email)],
      [seer, seeker, downloads.get(seer.email)],
    ] as const;
    for (const [reader, other, ics] of copies) {
      const body = lines(ics ?? "");
      expect(organizers(body)).toEqual([`${seerName} <${SENDER}>`]);
      expect(linesOf(body, "ATTENDEE")).toHaveLength(1);
      expect(linesOf(body, "ATTENDEE")[0]).toContain(`:mailto:${reader.email}`);
      expect(ics?.toLowerCase()).not.toContain(other.email.toLowerCase());
    }

    // A seat's invitation: the host's name at the site's address, and its own person only.
    const created = await api("POST", "/users/me/events", {
      token: seer.token,
      json: {
        title: "New Moon Circle",
        description:
          "A small circle to set intentions together under the new Moon, with a guided writing practice.",
        category: "astrology",
        starts_at: "2027-03-10T18:00:00Z",
        ends_at: "2027-03-10T20:00:00Z",
        timezone: "Europe/Paris",
        mode: "online",
        video_url: "https://meet.jit.si/new-moon-circle-private",
        capacity: 10,
        price_cents: 0,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = created.body.slug as string;
    const published = await api("POST", `/users/me/events/${slug}/publish`, { token: seer.token });
    expect(published.status).toBe(200);
    const guest = await newUser({ firstname: "Gale" }, world.base);
    for (const who of [seeker, guest]) {
      expect((await api("POST", `/events/${slug}/seats`, { token: who.token })).status).toBe(201);
    }
    const seats = await invitations("event-seat:%:seated:%");
    for (const [who, other] of [
      [seeker, guest],
      [guest, seeker],
    ] as const) {
      const ics = seats.get(who.email) ?? "";
      const body = lines(ics);
      expect(organizers(body)).toEqual([`${seerName} <${SENDER}>`]);
      expect(linesOf(body, "ATTENDEE")).toHaveLength(1);
      expect(linesOf(body, "ATTENDEE")[0]).toContain(`:mailto:${who.email}`);
      for (const hidden of [seer.email, other.email]) {
        expect(ics.toLowerCase()).not.toContain(hidden.toLowerCase());
      }
    }
  });
});

describe("the room's presence", () => {
  it("reaches the admins only beside a no-show claim", async () => {
    const paidId = await acceptedBooking(TUESDAY_16);
    // The room opens 15 minutes before the start; the Seer comes in and goes.
    await setClock(world, "2027-03-02T14:55:00Z");
    const room = await openEventStream({
      token: seer.token,
      base: world.base,
      path: `/bookings/${paidId}/room/events`,
    });
    expect(room.response.status).toBe(200);
    await room.comment();
    room.close();
    await expect
      .poll(async () => {
        const rows = await world.query<{ left_at: unknown }>(
          "select left_at from room_presence where booking_id = $1",
          [paidId],
        );
        return rows.map((row) => row.left_at !== null);
      })
      .toEqual([true]);
    const admin = await api("GET", `/bookings/${paidId}`, { token: world.adminToken });
    expect(admin.status).toBe(200);
    expect(admin.body).not.toHaveProperty("room_presence");

    // The seeker says the Seer did not come: now the evidence stands beside the claim.
    await setClock(world, "2027-03-02T15:16:00Z");
    const claimed = await api("POST", `/bookings/${paidId}/no-show`, {
      token: seeker.token,
      json: { note: "Nobody came" },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const withClaim = await api("GET", `/bookings/${paidId}`, { token: world.adminToken });
    expect((withClaim.body.room_presence as Json[]).map((entry) => entry.party)).toEqual(["seer"]);
    for (const token of [seer.token, seeker.token]) {
      expect((await api("GET", `/bookings/${paidId}`, { token })).body).not.toHaveProperty(
        "room_presence",
      );
    }
  });
});

describe("the return from Stripe's onboarding", () => {
  const returnPath = (account: string) => `/payments/onboarding/return?account=${account}`;
  const back = (account: string, token?: string) =>
    fetch(`${world.base}${returnPath(account)}`, {
      headers: token ? { Cookie: `access_token=${token}` } : {},
      redirect: "manual",
    });
  /** How often the stand-in was asked for each account so far. */
  const reads = async () => {
    await stripe.events();
    const counts = new Map<string, number>();
    for (const request of await stripe.requests()) {
      if (request.method !== "GET" || !request.path.startsWith("/v1/accounts/")) continue;
      const id = request.path.slice("/v1/accounts/".length);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  };

  it("sends a visitor to log in and asks Stripe nothing; a session reads only its own account", async () => {
    const other = await newUser({ type: 1 }, world.base);
    const otherAccount = await onboard(world, other.token);
    const before = await reads();

    for (const cookie of [undefined, "not-a-token"]) {
      const visitor = await back(seer.account, cookie);
      expect(visitor.status).toBe(303);
      expect(visitor.headers.get("location")).toBe(
        `${world.base}/login?next=${encodeURIComponent(returnPath(seer.account))}`,
      );
    }
    // Someone else's id: their own account is read again, never the one named.
    const crossed = await back(seer.account, other.token);
    expect(crossed.status).toBe(303);
    expect(crossed.headers.get("location")).toBe(`${world.base}/settings?tab=payouts`);
    // A seeker without an account: nothing to read.
    expect((await back(seer.account, seeker.token)).status).toBe(303);
    const after = await reads();
    expect(after.get(seer.account) ?? 0).toBe(before.get(seer.account) ?? 0);
    expect(after.get(otherAccount)).toBe((before.get(otherAccount) ?? 0) + 1);

    const own = await back(seer.account, seer.token);
    expect(own.headers.get("location")).toBe(`${world.base}/settings?tab=payouts`);
    expect((await reads()).get(seer.account)).toBe((before.get(seer.account) ?? 0) + 1);
  });
});
