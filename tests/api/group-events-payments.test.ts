/**
 * Paid event seats over HTTP, against a server of its own with payments on and the Stripe
 * stand-in (e2e/support/stripe-stand-in.mjs): a seat held while its person pays on Checkout,
 * captured at once, seated by the webhook (counted once, however often it comes) or by the
 * payments job when the webhook is lost; refunded in full when given back at least 24 hours
 * before the start or when the Seer cancels, not later; an abandoned Checkout frees the seat to
 * the first person waiting, who is offered it. Every amount is checked in the stand-in's ledger.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import {
  type PaymentsWorld,
  paidEventInput,
  paidEvent as paidEventOf,
  paidSeat as paidSeatOf,
  paidSeer,
  payOnCheckout,
  sessionOf,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";

const ME = "/users/me/events";
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PRICE = 2500;
/** The platform's 15 % of PRICE. */
const FEE = 375;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

let world: PaymentsWorld;
let stripe: ReturnType<typeof stripeControl>;
let host: Awaited<ReturnType<typeof paidSeer>>;

beforeAll(async () => {
  world = await startPaymentsWorld({ PAYMENTS_RECONCILE_SECONDS: "3600" });
  stripe = stripeControl(world.standIn);
  host = await paidSeer(world);
});
afterAll(async () => {
  await world?.close();
});

const api = (method: string, path: string, options: { token?: string; json?: unknown } = {}) =>
  call(method, path, { base: world.base, ...options });

/** Two seats at PRICE, ten days from now. */
const eventInput = (overrides: Json = {}) => paidEventInput({ price_cents: PRICE, ...overrides });
const paidEvent = (overrides: Json = {}) =>
  paidEventOf(world, host, { price_cents: PRICE, ...overrides });

const seeker = () => newUser({ firstname: `Seeker${randomUUID().slice(0, 4)}` }, world.base);
const take = (slug: string, token: string) => api("POST", `/events/${slug}/seats`, { token });
const giveBack = (slug: string, token: string) =>
  api("DELETE", `/events/${slug}/seats/me`, { token });

async function mySeat(slug: string, token: string) {
  const res = await api("GET", `/events/${slug}`, { token });
  expect(res.status).toBe(200);
  return res.body.my_seat as Json | undefined;
}

/** Takes a seat of `slug` and pays for it on the stand-in's Checkout; its webhooks delivered. */
const paidSeat = (slug: string) => paidSeatOf(world, slug);

const refundsOf = async (intent: string) =>
  (await stripe.ledger()).refunds.filter((r) => r.payment_intent === intent);

describe("hosting a paid event", () => {
  it("takes a price in whole cents from a Seer whose payouts are set up, and not once they are restricted", async () => {
    const slug = await paidEvent();
    const read = await api("GET", `/events/${slug}`);
    expect(read.body).toMatchObject({ price_cents: PRICE, currency: "usd", seats_left: 2 });

    const other = await paidSeer(world);
    await stripe.post(`accounts/${other.account}/restrict`);
    await stripe.events();
    const refused = await api("POST", ME, { token: other.token, json: eventInput() });
    expect(refused.status).toBe(422);
    const detail = refused.body.detail as { loc: string[]; msg: string }[];
    expect(detail.map((d) => d.loc.at(-1))).toEqual(["price_cents"]);
    expect(detail[0]?.msg).toContain("payouts");
    const free = await api("POST", ME, {
      token: other.token,
      json: eventInput({ price_cents: 0 }),
    });
    expect(free.status).toBe(201);
  });
});

describe("taking a paid seat", () => {
  it("holds the seat while its person pays, captures at once and seats them on the webhook", async () => {
    const slug = await paidEvent();
    const person = await seeker();
    const taken = await take(slug, person.token);
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ status: "awaiting_payment" });
    expect(taken.body.checkout_url).toMatch(/\/pay\/cs_test_/);
    expect(taken.body.terms).toContain("24 hours");
    // Held: counted against the capacity.
    expect((await api("GET", `/events/${slug}`)).body.seats_left).toBe(1);
    expect(await mySeat(slug, person.token)).toMatchObject({
      status: "awaiting_payment",
      payment: { status: "awaiting_payment", amount_cents: PRICE },
    });
    // Asked again while held: the same Checkout.
    const again = await take(slug, person.token);
    expect(again.body.checkout_url).toBe(taken.body.checkout_url);

    await payOnCheckout(taken.body.checkout_url as string);
    await stripe.events();
    expect(await mySeat(slug, person.token)).toMatchObject({
      status: "seated",
      payment: { status: "paid", amount_cents: PRICE, currency: "usd" },
    });
    const ledger = await stripe.ledger();
    const session = ledger.sessions.find(
      (s) => s.id === sessionOf(taken.body.checkout_url as string),
    );
    const intent = ledger.payment_intents.find((pi) => pi.id === session?.payment_intent);
    // Captured at once, to the host's account less the platform's fee.
    expect(intent).toMatchObject({
      status: "succeeded",
      amount: PRICE,
      capture_method: "automatic",
    });
    expect(ledger.transfers.find((t) => t.payment_intent === intent?.id)).toMatchObject({
      amount: PRICE,
      destination: host.account,
    });
    expect(ledger.application_fees.find((f) => f.payment_intent === intent?.id)?.amount).toBe(FEE);
    const seats = await api("GET", "/users/me/seats", { token: person.token });
    expect(seats.body.data).toEqual([
      expect.objectContaining({
        status: "seated",
        payment: expect.objectContaining({ status: "paid" }),
      }),
    ]);
  });

  it("counts a webhook delivered twice once", async () => {
    const slug = await paidEvent();
    await stripe.post("webhooks/duplicate", { type: "checkout.session.completed", count: 1 });
    const { person, session } = await paidSeat(slug);
    const events = (await stripe.events()).filter(
      (e) => e.type === "checkout.session.completed" && e.object_id === session,
    );
    const deliveries = events.flatMap((e) => e.deliveries);
    expect(deliveries.length).toBeGreaterThanOrEqual(2);
    for (const delivery of deliveries) expect(delivery.status).toBe(200);
    const rows = await world.query<{ paid_at: string; status: string }>(
      "select status, paid_at from event_seat where checkout_session_id = $1",
      [session],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("seated");
    const mails = await world.query<{ n: number }>(
      "select count(*) as n from outbox where kind = 'event.seated' and payload like $1",
      [`%${person.email}%`],
    );
    expect(Number(mails[0]?.n)).toBe(1);
  });

  it("seats the person on their return from Checkout, before any webhook, and counts the webhook that comes later once", async () => {
    const slug = await paidEvent();
    const person = await seeker();
    await stripe.post("webhooks/hold");
    let back = "";
    try {
      const taken = await take(slug, person.token);
      back = await payOnCheckout(taken.body.checkout_url as string);
      expect(back).toBe(
        `${world.base}/payments/return?session_id=${sessionOf(taken.body.checkout_url as string)}`,
      );
      const returned = await fetch(back, {
        headers: { Cookie: `access_token=${person.token}` },
        redirect: "manual",
      });
      expect(returned.status).toBe(303);
      expect(returned.headers.get("location")).toBe(`${world.base}/events/${slug}?payment=done`);
      // Seated by the return alone: no webhook has come, the payments job has not run.
      expect(await mySeat(slug, person.token)).toMatchObject({
        status: "seated",
        payment: { status: "paid", amount_cents: PRICE },
      });
    } finally {
      await stripe.post("webhooks/release", { order: "sent" });
    }
    await stripe.events();
    // The same return again changes nothing either.
    expect((await fetch(back, { redirect: "manual" })).status).toBe(303);
    expect((await mySeat(slug, person.token))?.status).toBe("seated");
    const mails = await world.query<{ n: number }>(
      "select count(*) as n from outbox where kind = 'event.seated' and payload like $1",
      [`%${person.email}%`],
    );
    expect(Number(mails[0]?.n)).toBe(1);
  });

  it("shows the host whose seat is held while they pay, until when, then seated", async () => {
    const slug = await paidEvent();
    const person = await seeker();
    const taken = await take(slug, person.token);
    const attendees = () => api("GET", `${ME}/${slug}/attendees`, { token: host.token });
    const held = await attendees();
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({
      seated: [],
      waitlist: [],
      paying: [{ email: person.email, hold_until: expect.any(String) }],
    });
    const paying = (held.body.paying as Json[])[0];
    expect(Date.parse(paying?.hold_until as string)).toBeGreaterThan(Date.now() + 30 * 60_000);
    await payOnCheckout(taken.body.checkout_url as string);
    await stripe.events();
    const seated = await attendees();
    expect(seated.body).toMatchObject({ seated: [{ email: person.email }], paying: [] });
  });

  it("seats the person by the payments job when the webhook is lost", async () => {
    const slug = await paidEvent();
    const person = await seeker();
    await stripe.post("webhooks/drop", { type: "checkout.session.completed", count: 1 });
    const taken = await take(slug, person.token);
    await payOnCheckout(taken.body.checkout_url as string);
    await stripe.events();
    expect((await mySeat(slug, person.token))?.status).toBe("awaiting_payment");
    const jobs = await api("POST", "/utils/jobs");
    expect(jobs.status).toBe(200);
    expect((await mySeat(slug, person.token))?.status).toBe("seated");
  });
});

describe("refunds", () => {
  it("refunds in full a seat given back at least 24 hours before the start, with one idempotency key", async () => {
    const slug = await paidEvent();
    const { person, intent } = await paidSeat(slug);
    const back = await giveBack(slug, person.token);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: "cancelled", refund: "full" });
    expect(back.body.terms).toContain("24 hours");
    const refunds = await refundsOf(intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: PRICE,
      reversed_from_account: PRICE,
      application_fee_refunded: FEE,
    });
    const calls = (await stripe.requests()).filter(
      (r) => r.path === "/v1/refunds" && r.params.payment_intent === intent,
    );
    expect(calls[0]?.idempotency_key).toMatch(/^event-seat-refund-/);
    const seats = await api("GET", "/users/me/seats", { token: person.token });
    expect(seats.body.data).toEqual([
      expect.objectContaining({
        status: "cancelled",
        payment: expect.objectContaining({ status: "refunded" }),
      }),
    ]);
  });

  it("does not refund a seat given back less than 24 hours before the start", async () => {
    const slug = await paidEvent({ starts_at: at(20 * HOUR), ends_at: at(22 * HOUR) });
    const { person, intent } = await paidSeat(slug);
    const back = await giveBack(slug, person.token);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: "cancelled", refund: "none" });
    expect(await refundsOf(intent)).toHaveLength(0);
    const seats = await api("GET", "/users/me/seats", { token: person.token });
    expect(seats.body.data).toEqual([
      expect.objectContaining({ payment: expect.objectContaining({ status: "not_refunded" }) }),
    ]);
  });

  it("refunds every paid seat when the Seer cancels, and ends a Checkout still open", async () => {
    const slug = await paidEvent({ capacity: 3 });
    const first = await paidSeat(slug);
    const second = await paidSeat(slug);
    const waiting = await seeker();
    const held = await take(slug, waiting.token);
    expect(held.body.status).toBe("awaiting_payment");
    const cancelled = await api("POST", `${ME}/${slug}/cancel`, { token: host.token });
    expect(cancelled.status).toBe(200);
    for (const { intent } of [first, second]) {
      const refunds = await refundsOf(intent);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.amount).toBe(PRICE);
    }
    const ledger = await stripe.ledger();
    const open = ledger.sessions.find((s) => s.id === sessionOf(held.body.checkout_url as string));
    expect(open?.status).toBe("expired");
  });
});

describe("an abandoned Checkout", () => {
  it("frees the held seat to the first person waiting, who is offered it and pays", async () => {
    const slug = await paidEvent({ capacity: 2 });
    const a = await seeker();
    const b = await seeker();
    const c = await seeker();
    const heldA = await take(slug, a.token);
    const heldB = await take(slug, b.token);
    expect(heldA.body.status).toBe("awaiting_payment");
    expect(heldB.body.status).toBe("awaiting_payment");
    // Two seats held: never more than the capacity.
    const waiting = await take(slug, c.token);
    expect(waiting.body).toMatchObject({ status: "waitlisted", position: 1 });

    await stripe.post(`sessions/${sessionOf(heldA.body.checkout_url as string)}/expire`);
    await stripe.events();
    expect(await mySeat(slug, a.token)).toBeUndefined();
    const offered = await mySeat(slug, c.token);
    expect(offered).toMatchObject({ status: "awaiting_payment", checkout_url: null });
    const holdHours = (Date.parse(offered?.hold_until as string) - Date.now()) / HOUR;
    expect(holdHours).toBeGreaterThan(11.9);
    expect(holdHours).toBeLessThanOrEqual(12);
    const mails = await world.query<{ kind: string }>(
      "select kind from outbox where kind = 'event.offered' and payload like $1",
      [`%${c.email}%`],
    );
    expect(mails).toHaveLength(1);

    const paying = await take(slug, c.token);
    expect(paying.status).toBe(201);
    expect(paying.body.status).toBe("awaiting_payment");
    await payOnCheckout(paying.body.checkout_url as string);
    await stripe.events();
    expect((await mySeat(slug, c.token))?.status).toBe("seated");
    expect((await api("GET", `/events/${slug}`)).body.seats_left).toBe(0);
  });
});

describe("an offer not taken up", () => {
  it("goes to the next person waiting after 12 hours (the sweep)", async () => {
    const slug = await paidEvent({ capacity: 2 });
    const [a, b, c, d] = [await seeker(), await seeker(), await seeker(), await seeker()];
    const heldA = await take(slug, a.token);
    await take(slug, b.token);
    expect((await take(slug, c.token)).body).toMatchObject({ status: "waitlisted", position: 1 });
    expect((await take(slug, d.token)).body).toMatchObject({ status: "waitlisted", position: 2 });
    await stripe.post(`sessions/${sessionOf(heldA.body.checkout_url as string)}/expire`);
    await stripe.events();
    expect((await mySeat(slug, c.token))?.status).toBe("awaiting_payment");
    try {
      await setClock(world, at(12 * HOUR + 5 * 60_000));
      await api("POST", "/utils/jobs");
    } finally {
      await setClock(world, null);
    }
    expect(await mySeat(slug, c.token)).toBeUndefined();
    expect(await mySeat(slug, d.token)).toMatchObject({ status: "awaiting_payment" });
  });
});

describe("the host's payout", () => {
  it("pays the host the net of the seats kept, a day after the event's end, once", async () => {
    const slug = await paidEvent({ capacity: 3 });
    await paidSeat(slug);
    const refunded = await paidSeat(slug);
    expect((await giveBack(slug, refunded.person.token)).body.refund).toBe("full");
    const [event] = await world.query<{ id: string }>(
      "select id from group_event where slug = $1",
      [slug],
    );
    const payoutsOf = async () =>
      (await stripe.ledger()).payouts.filter((p) => p.metadata.event_id === event?.id);
    // Not before a day has passed since the end.
    await api("POST", "/utils/jobs");
    expect(await payoutsOf()).toHaveLength(0);
    try {
      await setClock(world, at(10 * DAY + 2 * HOUR + 25 * HOUR));
      await api("POST", "/utils/jobs");
      await api("POST", "/utils/jobs");
    } finally {
      await setClock(world, null);
    }
    const payouts = await payoutsOf();
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amount: PRICE - FEE, account: host.account });
  });
});
