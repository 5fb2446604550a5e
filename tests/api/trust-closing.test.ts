/**
 * Money when an account closes or a host steps away (issue 36), over HTTP against a server of its
 * own with payments on and the Stripe stand-in: a closing host's paid seats are all refunded and
 * their rows kept, anonymised, out of sight; a closing member's seat is refunded as a seat given
 * back is (in time, in full; later, not), their open Checkout ended; a seeker closing is a seeker
 * cancelling and a Seer closing a Seer cancelling; the host's cancel refunds every paid seat, those
 * given back late too; a Seer whose listing is not published has events nobody sees or takes.
 * Every amount is read in the stand-in's ledger.
 */
import { randomInt, randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import {
  type PaymentsWorld,
  paidSeer,
  payOnCheckout,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";

const ME = "/users/me/events";
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PRICE = 2500;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
/** Monday 1 March 2027, 00:00 UTC; the sessions are on Tuesday 2 March, 09:00 UTC (10:00 in Paris). */
const T0 = "2027-03-01T00:00:00Z";
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
/** Eight hours before those sessions: too late for a seeker's refund. */
const EIGHT_HOURS_BEFORE = "2027-03-02T01:00:00Z";
const SESSION_PRICE = 6000;

let world: PaymentsWorld;
let stripe: ReturnType<typeof stripeControl>;

beforeAll(async () => {
  // The payments job runs only when a test asks (POST /utils/jobs): what happens at once is seen.
  world = await startPaymentsWorld({ PAYMENTS_RECONCILE_SECONDS: "3600" });
  stripe = stripeControl(world.standIn);
});
afterAll(async () => {
  await world?.close();
});

const api = (method: string, path: string, options: { token?: string; json?: unknown } = {}) =>
  call(method, path, { base: world.base, ...options });
type Person = { token: string; email: string; id: string };

/** A draft of a paid event by `host`. */
async function draftEvent(host: Person, overrides: Json = {}) {
  const created = await api("POST", ME, {
    token: host.token,
    json: {
      title: `New Moon Circle ${randomUUID().slice(0, 6)}`,
      description:
        "A paid circle to set intentions at the new Moon, with a guided writing practice.",
      category: "astrology",
      starts_at: at(10 * DAY),
      ends_at: at(10 * DAY + 2 * HOUR),
      timezone: "Europe/Paris",
      mode: "online",
      video_url: `https://meet.jit.si/closing-${randomUUID().slice(0, 8)}`,
      capacity: 3,
      price_cents: PRICE,
      ...overrides,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { slug: created.body.slug as string, title: created.body.title as string };
}

async function paidEvent(host: Person, overrides: Json = {}) {
  const { slug, title } = await draftEvent(host, overrides);
  const published = await api("POST", `${ME}/${slug}/publish`, { token: host.token });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { slug, title };
}

/** A picture of its own (a random colour: stored once, shared with nobody) as `slug`'s cover; its address. */
async function uploadCover(host: Person, slug: string): Promise<string> {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "cover.jpg");
  const res = await call("PUT", `${ME}/${slug}/cover`, {
    base: world.base,
    token: host.token,
    body: form,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return `${world.base}${res.body.image_url as string}`;
}

const member = () => newUser({ firstname: `Member${randomUUID().slice(0, 4)}` }, world.base);
const sessionOf = (url: string) => /\/pay\/(cs_test_[A-Za-z0-9_]+)/.exec(url)?.[1] ?? "";

/** `person` takes a seat of `slug`; its Checkout left open. */
async function heldSeat(slug: string, person: Person) {
  const taken = await api("POST", `/events/${slug}/seats`, { token: person.token });
  expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  expect(taken.body.status).toBe("awaiting_payment");
  const url = taken.body.checkout_url as string;
  return { url, session: sessionOf(url) };
}

/** `person` takes a seat of `slug` and pays for it; its webhooks delivered. */
async function paidSeat(slug: string, person?: Person) {
  const who = person ?? (await member());
  const { url, session } = await heldSeat(slug, who);
  await payOnCheckout(url);
  await stripe.events();
  const found = (await stripe.ledger()).sessions.find((s) => s.id === session);
  expect(found?.payment_intent).toBeTruthy();
  return { person: who, session, intent: found?.payment_intent ?? "" };
}

const refundedAmounts = async (intent: string) =>
  (await stripe.ledger()).refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount);
const sessionStatus = async (session: string) =>
  (await stripe.ledger()).sessions.find((s) => s.id === session)?.status;
const runJobs = async () => expect((await api("POST", "/utils/jobs")).status).toBe(200);
const closeAccount = async (person: Person) => {
  const closed = await api("DELETE", "/users/me", { token: person.token });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
};

describe("a host who closes their account", () => {
  it("refunds every paid seat of their upcoming event, ends its open Checkout, and keeps its money's rows anonymised and out of sight", async () => {
    const host = await paidSeer(world);
    const { slug } = await paidEvent(host);
    const first = await paidSeat(slug);
    const second = await paidSeat(slug);
    const open = await heldSeat(slug, await member());
    const draft = await draftEvent(host);
    // Each event with an uploaded cover of its own: both pictures go with the account.
    const covers = [];
    for (const event of [slug, draft.slug]) covers.push(await uploadCover(host, event));
    for (const cover of covers) expect((await fetch(cover)).status).toBe(200);

    await closeAccount(host);
    for (const cover of covers) expect((await fetch(cover)).status).toBe(404);
    const media = await world.query("select key from media where key like $1 or key like $2", [
      `${covers[0]?.split("/media/")[1]?.replace(/-1280\.webp$/, "")}-%`,
      `${covers[1]?.split("/media/")[1]?.replace(/-1280\.webp$/, "")}-%`,
    ]);
    expect(media).toEqual([]);
    for (const { intent } of [first, second]) {
      await expect.poll(() => refundedAmounts(intent)).toEqual([PRICE]);
    }
    expect(await sessionStatus(open.session)).toBe("expired");

    // The event is gone from sight; its money's rows stay, with nothing of the host's left.
    expect((await api("GET", `/events/${slug}`)).status).toBe(404);
    const listed = await api("GET", "/events/?limit=100");
    expect((listed.body.data as Json[]).map((e) => e.slug)).not.toContain(slug);
    const events = await world.query<Json>(
      "select id, listing_id, status, video_url, image_url, cover_src from group_event where slug = $1",
      [slug],
    );
    expect(events).toEqual([
      expect.objectContaining({
        listing_id: null,
        status: "cancelled",
        video_url: null,
        image_url: null,
        cover_src: null,
      }),
    ]);
    const seats = await world.query<{ refund_status: string | null }>(
      "select refund_status from event_seat where event_id = $1 and paid_at is not null",
      [events[0]?.id],
    );
    expect(seats.map((s) => s.refund_status)).toEqual(["refunded", "refunded"]);
    // An event that carried no money leaves with its host.
    const drafts = await world.query("select id from group_event where slug = $1", [draft.slug]);
    expect(drafts).toEqual([]);
  });
});

describe("a member who closes their account", () => {
  it("is refunded a seat given back in time, not one given back late; their open Checkout can no longer be paid", async () => {
    const host = await paidSeer(world);
    const far = await paidEvent(host);
    const near = await paidEvent(host, { starts_at: at(10 * HOUR), ends_at: at(12 * HOUR) });
    const other = await paidEvent(host);
    const leaving = await member();
    const inTime = await paidSeat(far.slug, leaving);
    const late = await paidSeat(near.slug, leaving);
    const open = await heldSeat(other.slug, leaving);

    await closeAccount(leaving);
    await expect.poll(() => refundedAmounts(inTime.intent)).toEqual([PRICE]);
    expect(await sessionStatus(open.session)).toBe("expired");
    await runJobs();
    await runJobs();
    expect(await refundedAmounts(late.intent)).toEqual([]);

    // The seats stay as long as money rides on them, without the person.
    const kept = await world.query<{ user_id: string | null; refund_status: string | null }>(
      "select user_id, refund_status from event_seat where checkout_session_id in ($1, $2, $3) order by checkout_session_id",
      [inTime.session, late.session, open.session].sort(),
    );
    expect(kept).toHaveLength(3);
    expect(kept.map((s) => s.user_id)).toEqual([null, null, null]);
    const byRefund = kept.map((s) => s.refund_status).sort();
    expect(byRefund).toEqual([null, null, "refunded"].sort());
    // The seat given back in time went to nobody's account but the seeker's: the event has it free.
    expect((await api("GET", `/events/${far.slug}`)).body.seats_left).toBe(3);
  });
});

describe("closing follows the terms of a session", () => {
  it("a seeker who closes 8 hours before is not refunded; a Seer who closes then refunds in full", async () => {
    try {
      await setClock(world, T0);
      const bySeeker = await acceptedPaidSession();
      const bySeer = await acceptedPaidSession();
      await setClock(world, EIGHT_HOURS_BEFORE);
      await closeAccount(bySeeker.seeker);
      await closeAccount(bySeer.seer);
      await expect.poll(() => refundedAmounts(bySeer.intent)).toEqual([SESSION_PRICE]);
      await runJobs();
      await runJobs();
      expect(await refundedAmounts(bySeeker.intent)).toEqual([]);
      const [payment] = await world.query<{ status: string }>(
        "select status from payment where booking_id = $1",
        [bySeeker.bookingId],
      );
      // The money stays the Seer's, paid out after the session as for any late cancellation.
      expect(payment?.status).toBe("paid");
    } finally {
      await setClock(world, null);
    }
  });
});

/** A session booked, paid on Checkout and accepted: the Seer and seeker, and its PaymentIntent. */
async function acceptedPaidSession() {
  const seer = await paidSeer(world);
  const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" }, world.base);
  const created = await api("POST", "/bookings/", {
    token: seeker.token,
    json: { coach_slug: seer.slug, start: TUESDAY_10, hours: 1 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const bookingId = created.body.id as string;
  await payOnCheckout((created.body.payment as Json).checkout_url as string);
  await stripe.events();
  const accepted = await api("POST", `/bookings/${bookingId}/accept`, { token: seer.token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const session = (await stripe.ledger()).sessions.find((s) => s.metadata.booking_id === bookingId);
  return { seer, seeker, bookingId, intent: session?.payment_intent ?? "" };
}

describe("the host cancels", () => {
  it("refunds every paid seat, one given back too late for its own refund included", async () => {
    const host = await paidSeer(world);
    const { slug } = await paidEvent(host, { starts_at: at(10 * HOUR), ends_at: at(12 * HOUR) });
    const seated = await paidSeat(slug);
    const givenBack = await paidSeat(slug);
    const back = await api("DELETE", `/events/${slug}/seats/me`, {
      token: givenBack.person.token,
    });
    expect(back.body).toMatchObject({ status: "cancelled", refund: "none" });

    const cancelled = await api("POST", `${ME}/${slug}/cancel`, { token: host.token });
    expect(cancelled.status).toBe(200);
    for (const { intent } of [seated, givenBack]) {
      await expect.poll(() => refundedAmounts(intent)).toEqual([PRICE]);
    }
  });
});

describe("a Seer whose listing is not published", () => {
  it("has events nobody sees listed or takes a seat at, and may not email attendees, until published again", async () => {
    const host = await paidSeer(world);
    // Sooner than any other event: the home page shows it while its host is published.
    const { slug, title } = await paidEvent(host, {
      starts_at: at(2 * HOUR),
      ends_at: at(3 * HOUR),
      capacity: 2,
    });
    await paidSeat(slug);
    const open = await heldSeat(slug, await member());
    const waiter = await member();
    const waiting = await api("POST", `/events/${slug}/seats`, { token: waiter.token });
    expect(waiting.body).toMatchObject({ status: "waitlisted", position: 1 });
    const waiterSeat = async () =>
      ((await api("GET", `/events/${slug}`, { token: waiter.token })).body.my_seat as Json).status;
    const shown = async () => ({
      list: ((await api("GET", "/events/?limit=100")).body.data as Json[]).some(
        (e) => e.slug === slug,
      ),
      home: (await (await fetch(`${world.base}/`)).text()).includes(title),
      sitemap: (await (await fetch(`${world.base}/sitemap.xml`)).text()).includes(
        `/events/${slug}`,
      ),
    });
    expect(await shown()).toEqual({ list: true, home: true, sitemap: true });

    const paused = await api("POST", "/users/me/listing/pause", { token: host.token });
    expect(paused.status).toBe(200);
    expect(await shown()).toEqual({ list: false, home: false, sitemap: false });
    const refused = await api("POST", `/events/${slug}/seats`, {
      token: (await member()).token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("This event's host is away: it takes no seats for now");
    const message = await api("POST", `${ME}/${slug}/message`, {
      token: host.token,
      json: { subject: "Still on", body: "See you soon, whatever the site says." },
    });
    expect(message.status).toBe(403);
    expect(message.body.detail).toBe("Only a Seer whose listing is published can host events");
    // A Checkout opened before the pause and paid after it sells nothing: the money goes back.
    await payOnCheckout(open.url);
    await stripe.events();
    const [paidLate] = await world.query<{ intent: string; status: string }>(
      "select payment_intent_id as intent, status from event_seat where checkout_session_id = $1",
      [open.session],
    );
    expect(paidLate?.status).toBe("cancelled");
    await expect.poll(() => refundedAmounts(paidLate?.intent ?? "")).toEqual([PRICE]);
    // The seat it freed waits for the host's return, and so does the first person waiting.
    expect(await waiterSeat()).toBe("waitlisted");

    const resumed = await api("POST", "/users/me/listing/resume", { token: host.token });
    expect(resumed.status).toBe(200);
    expect((await shown()).list).toBe(true);
    expect(await waiterSeat()).toBe("awaiting_payment");
    const taken = await api("POST", `/events/${slug}/seats`, { token: (await member()).token });
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ status: "waitlisted", position: 1 });
  });
});
