/**
 * Payments when things go wrong, against a server of its own whose payments job runs every second:
 * a lost or duplicated webhook, Stripe down when a hold is released or a refund is due, a payout
 * the bank refuses; and the settings that turn payments on (both secrets or neither). Payments off
 * (the suite's shared server) change nothing but a `payment: null` on each booking.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import { publishedSeer, setServerClock, withClock } from "../support/bookings";
import { runUntilExit } from "../support/instances";
import {
  type PaymentsWorld,
  paidSeer,
  payOnCheckout,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";
import { freePort } from "../support/ports";

const T0 = "2027-03-01T00:00:00Z";
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";

type Booking = Json & { id: string; status: string; payment: (Json & { status: string }) | null };

describe("payments off (no Stripe keys)", () => {
  it("say so, and a booking is what it was, with `payment: null`", () =>
    withClock(async () => {
      const config = await call("GET", "/payments/config");
      expect(config.status).toBe(200);
      expect(config.body).toEqual({ enabled: false, fee_percent: 15, currency: "USD" });
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seeker = await newUser();
      const booked = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: TUESDAY_10, hours: 1 },
      });
      expect(booked.status).toBe(200);
      expect(booked.body).toMatchObject({ status: "requested", payment: null });
      const accepted = await call("POST", `/bookings/${booked.body.id as string}/accept`, {
        token: seer.token,
      });
      expect(accepted.body).toMatchObject({ status: "accepted", payment: null });
      const payouts = await call("GET", "/users/me/payouts", { token: seer.token });
      expect(payouts.status).toBe(409);
      expect(payouts.body.detail).toBe("Card payments are not enabled on this site");
      const hook = await call("POST", "/payments/stripe-webhook", {
        body: "{}",
        headers: { "Stripe-Signature": "t=1,v1=00" },
      });
      expect(hook.status).toBe(409);
    }));
});

describe("the settings that turn payments on", () => {
  const cases: [string, string, Record<string, string>][] = [
    ["a secret key alone", "STRIPE_WEBHOOK_SECRET", { STRIPE_SECRET_KEY: "sk_test_x" }],
    [
      "a stand-in in production",
      "STRIPE_API_BASE",
      {
        ENVIRONMENT: "production",
        SECRET_KEY: "a-long-enough-production-secret-key-0123456789",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_API_BASE: "http://127.0.0.1:9",
      },
    ],
  ];

  it("stop the start with a message naming what is missing or wrong", async () => {
    const results = await Promise.all(
      cases.map(async ([, , env]) => runUntilExit(env, await freePort())),
    );
    cases.forEach(([what, name], i) => {
      const result = results[i];
      expect(result?.timedOut, what).toBe(false);
      expect(result?.code, what).not.toBe(0);
      expect(result?.output, what).toContain(name);
    });
  });
});

describe("with a payments job every second", () => {
  let world: PaymentsWorld;
  let stripe: ReturnType<typeof stripeControl>;

  beforeAll(async () => {
    world = await startPaymentsWorld({ PAYMENTS_RECONCILE_SECONDS: "1" });
    stripe = stripeControl(world.standIn);
  });
  afterAll(async () => {
    await stripe?.post("up");
    await world?.close();
  });

  const api = (method: string, path: string, options: { token?: string; json?: unknown } = {}) =>
    call(method, path, { base: world.base, ...options });
  const read = async (token: string, id: string) =>
    (await api("GET", `/bookings/${id}`, { token })).body as Booking;
  /** API calls Stripe never answered (its connection dropped while "down"), at this path. */
  const attempts = async (method: string, path: string) =>
    (await stripe.requests()).filter(
      (r) => r.method === method && r.path === path && r.status === "dropped",
    ).length;
  const intents = new Map<string, string>();
  const intentOf = (bookingId: string) => intents.get(bookingId) ?? "";
  const intentStatus = async (bookingId: string) =>
    (await stripe.ledger()).payment_intents.find((pi) => pi.metadata.booking_id === bookingId)
      ?.status;

  async function paidRequest({ pay = true } = {}) {
    const seer = await paidSeer(world);
    const seeker = await newUser({}, world.base);
    const created = await api("POST", "/bookings/", {
      token: seeker.token,
      json: { coach_slug: seer.slug, start: TUESDAY_10, hours: 1 },
    });
    expect(created.status).toBe(201);
    const booking = created.body as Booking;
    if (pay) {
      await payOnCheckout((booking.payment?.checkout_url as string) ?? "");
      await stripe.events();
      await expect
        .poll(async () => (await read(seeker.token, booking.id)).status)
        .toBe("requested");
      const ledger = await stripe.ledger();
      const intent = ledger.payment_intents.find((pi) => pi.metadata.booking_id === booking.id);
      intents.set(booking.id, intent?.id ?? "");
    }
    return { seer, seeker, booking };
  }

  it("a lost webhook: the job re-reads the Checkout and settles it", async () => {
    await setClock(world, T0);
    const { seeker, booking } = await paidRequest({ pay: false });
    await stripe.post("webhooks/drop", { type: "checkout.session.completed" });
    await payOnCheckout((booking.payment?.checkout_url as string) ?? "");
    const events = await stripe.events();
    expect(events.filter((e) => e.type === "checkout.session.completed").at(-1)?.dropped).toBe(
      true,
    );
    await expect.poll(async () => (await read(seeker.token, booking.id)).status).toBe("requested");
    expect((await read(seeker.token, booking.id)).payment?.status).toBe("held");
  });

  it("a webhook sent twice is handled once", async () => {
    await setClock(world, T0);
    await stripe.post("webhooks/duplicate", { type: "checkout.session.completed" });
    const { booking } = await paidRequest();
    const events = await stripe.events();
    const completed = events.filter((e) => e.type === "checkout.session.completed").at(-1);
    expect(completed?.deliveries.map((d) => d.status)).toEqual([200, 200]);
    const recorded = await world.query("select id from stripe_events where id = $1", [
      completed?.id,
    ]);
    expect(recorded).toHaveLength(1);
    const asked = await world.query("select id from outbox where dedupe_key = $1", [
      `booking:${booking.id}:requested:seer`,
    ]);
    expect(asked).toHaveLength(1);
  });

  it("Stripe down at a decline: the decline stands; the hold is released once Stripe is back", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking } = await paidRequest();
    await stripe.post("down");
    const res = await api("POST", `/bookings/${booking.id}/decline`, { token: seer.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("declined");
    // Tried at once, then again by the job: each attempt finds Stripe down.
    await expect
      .poll(() => attempts("POST", `/v1/payment_intents/${intentOf(booking.id)}/cancel`))
      .toBeGreaterThanOrEqual(2);
    expect((await read(seeker.token, booking.id)).payment?.status).toBe("held");
    expect(await intentStatus(booking.id)).toBe("requires_capture");
    await stripe.post("up");
    await expect.poll(() => intentStatus(booking.id)).toBe("canceled");
    await expect
      .poll(async () => (await read(seeker.token, booking.id)).payment?.status)
      .toBe("released");
    expect((await read(seeker.token, booking.id)).status).toBe("declined");
  });

  it("Stripe down at a cancellation: the refund is made once it is back, exactly once", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking } = await paidRequest();
    expect(
      (await api("POST", `/bookings/${booking.id}/accept`, { token: seer.token })).status,
    ).toBe(200);
    await stripe.post("down");
    const res = await api("POST", `/bookings/${booking.id}/cancel`, { token: seeker.token });
    expect(res.status).toBe(200);
    await expect.poll(() => attempts("POST", "/v1/refunds")).toBeGreaterThanOrEqual(2);
    expect((await read(seeker.token, booking.id)).payment?.status).toBe("paid");
    await stripe.post("up");
    await expect
      .poll(async () => (await read(seeker.token, booking.id)).payment?.status)
      .toBe("refunded");
    const refunds = (await stripe.ledger()).refunds.filter(
      (r) => r.metadata.booking_id === booking.id,
    );
    expect(refunds.map((r) => r.amount)).toEqual([6000]);
  });

  it("a payout the bank refuses is recorded as failed", async () => {
    await setClock(world, T0);
    const { seer, booking } = await paidRequest();
    await api("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
    await stripe.post("payouts/fail-next");
    await setClock(world, "2027-03-03T10:01:00Z");
    await expect
      .poll(
        async () =>
          (
            await world.query<{ payout_status: string | null }>(
              "select payout_status from payment where booking_id = $1",
              [booking.id],
            )
          )[0]?.payout_status,
        { timeout: 45_000 },
      )
      .toBe("failed");
    // The money is back on the Seer's Stripe balance: the payment was never paid out.
    expect((await read(seer.token, booking.id)).payment?.status).toBe("paid");
  });
});
