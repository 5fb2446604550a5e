/**
 * Paid sessions over HTTP, against a server of its own with payments on and a Stripe stand-in
 * (e2e/support/stripe-stand-in.mjs): payouts set up, the card held at the request (Checkout), paid
 * by webhook or by the return page, charged at acceptance, released, refunded, paid out after the
 * session, disputed; every amount checked in the stand-in's ledger. The payments job is slowed to
 * once an hour here, so each path is seen on its own (tests/api/payments-recovery.test.ts has it
 * fast). The listing (tests/support/listings.ts) is in Paris, $60/h; the fee is 15 %.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAND_IN_SECRETS, signPayload } from "../../e2e/support/stripe-stand-in.mjs";
import { call, type Json, newUser } from "../support/api-client";
import {
  acceptedSession,
  emailKeysOf,
  onboard,
  type PaymentsWorld,
  paidEvent,
  paidRequest as paidRequestOf,
  paidSeat,
  paidSeer,
  payOnCheckout,
  seerWithPayouts,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";

/** Monday 1 March 2027, 00:00 UTC; the sessions are on Tuesday 2 March (10:00 in Paris = 09:00 UTC). */
const T0 = "2027-03-01T00:00:00Z";
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
const TUESDAY_14 = "2027-03-02T13:00:00.000Z";
const AFTER_TUESDAY_10 = "2027-03-03T10:01:00Z";
/** A payout comes with the booking sweep's job (every 5 s); on a loaded machine a pass is slow. */
const PAYOUT_WAIT = 45_000;

type Payment = {
  status: string;
  amount_cents: number;
  currency: string;
  refunded_cents: number;
  fee_cents?: number;
  net_cents?: number;
  checkout_url: string | null;
  pay_by: string;
};
type Booking = Json & {
  id: string;
  status: string;
  reason: string | null;
  cancellation_terms: string | null;
  actions: string[];
  payment: Payment | null;
};

let world: PaymentsWorld;
let stripe: ReturnType<typeof stripeControl>;

beforeAll(async () => {
  world = await startPaymentsWorld({ PAYMENTS_RECONCILE_SECONDS: "3600" });
  stripe = stripeControl(world.standIn);
});
afterAll(async () => {
  await world?.close();
});

const api = (method: string, path: string, options: { token?: string; json?: unknown } = {}) =>
  call(method, path, { base: world.base, ...options });

async function book(token: string, slug: string, start = TUESDAY_10) {
  return api("POST", "/bookings/", { token, json: { coach_slug: slug, start, hours: 1 } });
}

async function read(token: string, id: string): Promise<Booking> {
  const res = await api("GET", `/bookings/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body as Booking;
}

/** A booking paid on the Checkout page; its webhooks delivered. */
const paidRequest = (start = TUESDAY_10) => paidRequestOf(world, start);
const accepted = (start = TUESDAY_10) => acceptedSession(world, start);

const intentOf = async (id: string) =>
  (await stripe.ledger()).payment_intents.find((pi) => pi.id === id);

describe("the terms and a Seer's payouts", () => {
  it("says payments are on, with the fee and the currency", async () => {
    const res = await api("GET", "/payments/config");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true, fee_percent: 15, currency: "USD" });
  });

  it("sets up payouts: not started, a fresh link (an Express account with manual payouts), enabled once back", async () => {
    const seer = await newUser({ type: 1 }, world.base);
    const before = await api("GET", "/users/me/payouts", { token: seer.token });
    expect(before.body).toEqual({ status: "not_started", requirements: [] });
    const first = await api("POST", "/users/me/payouts/onboarding", { token: seer.token });
    const second = await api("POST", "/users/me/payouts/onboarding", { token: seer.token });
    expect(first.status).toBe(200);
    const account = /\/onboard\/(acct_[a-z0-9]+)/.exec(first.body.url as string)?.[1];
    // One account per Seer, however often they ask for a link.
    expect(second.body.url).toContain(`/onboard/${account}`);
    const pending = await api("GET", "/users/me/payouts", { token: seer.token });
    expect(pending.body.status).toBe("pending");
    expect(pending.body.requirements).toContain("external_account");
    const ledger = await stripe.ledger();
    const made = ledger.accounts.find((a) => a.id === account);
    expect(made).toMatchObject({
      type: "express",
      settings: { payouts: { schedule: { interval: "manual" } } },
    });

    await onboard(world, seer.token);
    const enabled = await api("GET", "/users/me/payouts", { token: seer.token });
    expect(enabled.body).toEqual({ status: "enabled", requirements: [] });
    const seeker = await newUser({}, world.base);
    const refused = await api("GET", "/users/me/payouts", { token: seeker.token });
    expect(refused.status).toBe(403);
  });

  it("keeps a listing from review until its Seer's payouts are set up", async () => {
    const seer = await newUser({ type: 1, firstname: "Nova", lastname: "Reed" }, world.base);
    await api("PATCH", "/users/me/listing", {
      token: seer.token,
      json: { display_name: "Nova Reed" },
    });
    const early = await api("POST", "/users/me/listing/submit", { token: seer.token });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe("Set up payouts before you submit your listing for review");
    const ready = await seerWithPayouts(world);
    const submitted = await api("POST", "/users/me/listing/submit", { token: ready.token });
    expect(submitted.status).toBe(200);
  });

  it("a Seer whose account becomes restricted takes no new requests", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    await stripe.post(`accounts/${seer.account}/restrict`);
    await stripe.events();
    const payouts = await api("GET", "/users/me/payouts", { token: seer.token });
    expect(payouts.body).toEqual({
      status: "restricted",
      requirements: ["individual.verification.document"],
    });
    const seeker = await newUser({}, world.base);
    const refused = await book(seeker.token, seer.slug);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("This Seer cannot take paid bookings right now");
  });
});

describe("a paid request", () => {
  it("holds the time and opens a Checkout: manual capture, destination charge, fee, 30 minutes, booking id everywhere", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const seeker = await newUser({}, world.base);
    const res = await book(seeker.token, seer.slug);
    expect(res.status).toBe(201);
    const booking = res.body as Booking;
    expect(booking.status).toBe("awaiting_payment");
    expect(booking.actions).toEqual(["cancel"]);
    expect(booking.payment).toMatchObject({
      status: "awaiting_payment",
      amount_cents: 6000,
      currency: "USD",
      refunded_cents: 0,
    });
    // The seeker sees neither the fee nor the net; the Checkout is due 30 minutes on.
    expect(booking.payment).not.toHaveProperty("fee_cents");
    expect(booking.payment?.checkout_url).toMatch(/\/pay\/cs_test_/);
    const payBy = Date.parse(booking.payment?.pay_by ?? "");
    expect(payBy - Date.parse(T0)).toBeGreaterThanOrEqual(30 * 60_000);
    expect(payBy - Date.parse(T0)).toBeLessThan(32 * 60_000);

    const requests = await stripe.requests();
    const created = requests.find(
      (r) =>
        r.path === "/v1/checkout/sessions" &&
        r.method === "POST" &&
        r.status === 200 &&
        (r.params.metadata as Json)?.booking_id === booking.id,
    );
    expect(created?.idempotency_key).toBe(`checkout-${booking.id}-1`);
    expect(created?.params).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: ["card"],
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "6000" } }],
      payment_intent_data: {
        capture_method: "manual",
        transfer_data: { destination: seer.account },
        application_fee_amount: "900",
        metadata: { booking_id: booking.id },
      },
      metadata: { booking_id: booking.id },
      expires_at: String(Math.floor(payBy / 1000)),
    });
    // The terms are shown before paying.
    expect(JSON.stringify(created?.params.custom_text)).toContain(
      "later, the payment is not refunded",
    );

    // The time is held: nobody else may take it meanwhile.
    const other = await newUser({}, world.base);
    const taken = await book(other.token, seer.slug);
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe("This time is no longer available");
    // The Seer has not heard of it.
    expect(await emailKeysOf(world, booking.id)).toEqual([]);
    const seerList = await api("GET", "/bookings/?as=seer", { token: seer.token });
    expect(seerList.body.count).toBe(0);
    const again = await api("POST", `/bookings/${booking.id}/checkout`, { token: seeker.token });
    expect(again.body).toEqual({ url: booking.payment?.checkout_url });
    // Not paid yet, it is the seeker's alone: its Seer reads a stranger's 404.
    const bySeer = await api("POST", `/bookings/${booking.id}/checkout`, { token: seer.token });
    expect([bySeer.status, bySeer.body.detail]).toEqual([404, "Booking not found"]);
  });

  it("paid (webhook): the card held for the exact amount, a request as any other, the Seer told", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking, intent } = await paidRequest();
    const after = await read(seeker.token, booking.id);
    expect(after.status).toBe("requested");
    expect(after.payment).toMatchObject({ status: "held", checkout_url: null });
    expect((await intentOf(intent))?.status).toBe("requires_capture");
    expect((await intentOf(intent))?.metadata).toEqual({ booking_id: booking.id });
    expect(await emailKeysOf(world, booking.id)).toEqual(["requested:seeker", "requested:seer"]);
    const forSeer = await read(seer.token, booking.id);
    expect(forSeer.payment).toMatchObject({ fee_cents: 900, net_cents: 5100 });
    expect(forSeer.actions).toEqual(["accept", "decline"]);
    const checkout = await api("POST", `/bookings/${booking.id}/checkout`, { token: seeker.token });
    expect(checkout.status).toBe(409);
    expect(checkout.body.detail).toBe(
      "Only a booking awaiting payment can be paid (this one is requested)",
    );
    const bySeer = await api("POST", `/bookings/${booking.id}/checkout`, { token: seer.token });
    expect([bySeer.status, bySeer.body.detail]).toEqual([
      403,
      "Only the seeker can pay for this booking",
    ]);
  });

  it("paid (return page, its webhook lost): settled by the seeker's return, who sees the booking", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const seeker = await newUser({}, world.base);
    const booking = (await book(seeker.token, seer.slug)).body as Booking;
    await stripe.post("webhooks/drop", { type: "checkout.session.completed" });
    const back = await payOnCheckout(booking.payment?.checkout_url ?? "");
    await stripe.events();
    expect((await read(seeker.token, booking.id)).status).toBe("awaiting_payment");
    const returned = await fetch(back, { redirect: "manual" });
    expect(returned.status).toBe(303);
    expect(returned.headers.get("location")).toBe(
      `${world.base}/bookings/${booking.id}?payment=done`,
    );
    expect((await read(seeker.token, booking.id)).status).toBe("requested");
  });

  it("a declined card leaves the Checkout open; events out of order move nothing back", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const seeker = await newUser({}, world.base);
    const booking = (await book(seeker.token, seer.slug)).body as Booking;
    const url = booking.payment?.checkout_url ?? "";
    await stripe.post("webhooks/hold");
    await payOnCheckout(url, "decline");
    await payOnCheckout(url, "pay");
    // The failed attempt's event arrives after the success's.
    await stripe.post("webhooks/release", { order: "reverse" });
    const events = await stripe.events();
    const mine = events
      .filter((e) =>
        ["payment_intent.payment_failed", "checkout.session.completed"].includes(e.type),
      )
      .slice(-2);
    expect(mine.map((e) => e.deliveries.at(-1)?.status)).toEqual([200, 200]);
    const after = await read(seeker.token, booking.id);
    expect(after.status).toBe("requested");
    expect(after.payment?.status).toBe("held");
  });

  it('not paid in 30 minutes: expired, "not paid", its time free again, nobody emailed', async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const seeker = await newUser({}, world.base);
    const booking = (await book(seeker.token, seer.slug)).body as Booking;
    await setClock(world, "2027-03-01T00:31:00Z");
    const after = await read(seeker.token, booking.id);
    expect(after.status).toBe("expired");
    expect(after.reason).toBe("Not paid within 30 minutes");
    const other = await newUser({}, world.base);
    expect((await book(other.token, seer.slug)).status).toBe(201);
    await expect
      .poll(async () => (await read(seeker.token, booking.id)).payment?.status)
      .toBe("failed");
    const session = (await stripe.ledger()).sessions.find(
      (s) => s.metadata.booking_id === booking.id,
    );
    expect(session?.status).toBe("expired");
    expect(await emailKeysOf(world, booking.id)).toEqual([]);
  });

  it("withdrawn before paying: cancelled, the Checkout ended, nobody emailed", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const seeker = await newUser({}, world.base);
    const booking = (await book(seeker.token, seer.slug)).body as Booking;
    const res = await api("POST", `/bookings/${booking.id}/cancel`, { token: seeker.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("cancelled");
    await expect
      .poll(async () => (await read(seeker.token, booking.id)).payment?.status)
      .toBe("failed");
    const session = (await stripe.ledger()).sessions.find(
      (s) => s.metadata.booking_id === booking.id,
    );
    expect(session?.status).toBe("expired");
    expect(await emailKeysOf(world, booking.id)).toEqual([]);
  });

  it("refuses a paid session more than 90 days ahead", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const seeker = await newUser({}, world.base);
    const res = await book(seeker.token, seer.slug, "2027-06-01T09:00:00Z");
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      "With card payments, a session can be booked at most 90 days ahead",
    );
  });
});

describe("the Seer's answer", () => {
  it("accept = capture: the destination charge made, the fee taken, a receipt; accepting twice charges once", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking, intent } = await paidRequest();
    const res = await api("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("accepted");
    expect((res.body as Booking).payment).toMatchObject({
      status: "paid",
      fee_cents: 900,
      net_cents: 5100,
    });
    expect(
      (await api("POST", `/bookings/${booking.id}/accept`, { token: seer.token })).status,
    ).toBe(409);
    const ledger = await stripe.ledger();
    expect(ledger.payment_intents.find((pi) => pi.id === intent)?.status).toBe("succeeded");
    expect(ledger.transfers.filter((t) => t.payment_intent === intent)).toMatchObject([
      { amount: 6000, destination: seer.account },
    ]);
    expect(ledger.application_fees.filter((f) => f.payment_intent === intent)).toMatchObject([
      { amount: 900, account: seer.account },
    ]);
    const captures = (await stripe.requests()).filter(
      (r) => r.path === `/v1/payment_intents/${intent}/capture`,
    );
    expect(captures.map((r) => r.idempotency_key)).toEqual([`capture-${booking.id}`]);
    expect(await emailKeysOf(world, booking.id)).toEqual([
      "accepted:seeker",
      "receipt:seeker",
      "requested:seeker",
      "requested:seer",
    ]);
    const forSeeker = await read(seeker.token, booking.id);
    expect(forSeeker.payment).toEqual({
      status: "paid",
      amount_cents: 6000,
      currency: "USD",
      refunded_cents: 0,
      checkout_url: null,
      pay_by: forSeeker.payment?.pay_by,
    });
  });

  it("a card that cannot be charged: cancelled with a plain reason, both told, the time free again", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking, intent } = await paidRequest();
    await stripe.post("fail", {
      match: "POST /v1/payment_intents/*/capture",
      status: 402,
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
    });
    const res = await api("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      "The seeker's card could not be charged, so the booking is cancelled",
    );
    const after = await read(seeker.token, booking.id);
    expect(after).toMatchObject({
      status: "cancelled",
      reason: "The payment could not be taken from the seeker's card",
    });
    expect(after.payment?.status).toBe("failed");
    expect(await emailKeysOf(world, booking.id)).toEqual(
      expect.arrayContaining(["payment_failed:seeker", "payment_failed:seer"]),
    );
    await expect.poll(async () => (await intentOf(intent))?.status).toBe("canceled");
    const other = await newUser({}, world.base);
    expect((await book(other.token, seer.slug)).status).toBe(201);
  });

  it("Stripe unreachable at acceptance: 503 try again, the request and its hold stay; then it works", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking, intent } = await paidRequest();
    await stripe.post("down");
    const res = await api("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
    await stripe.post("up");
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe("Payments are unavailable for a moment: try again");
    expect((await read(seeker.token, booking.id)).status).toBe("requested");
    expect((await intentOf(intent))?.status).toBe("requires_capture");
    const again = await api("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
    expect(again.status).toBe(200);
    expect((await intentOf(intent))?.status).toBe("succeeded");
  });

  it("decline and the seeker's withdrawal release the hold; an unanswered request's too", async () => {
    await setClock(world, T0);
    const declined = await paidRequest(TUESDAY_10);
    const res = await api("POST", `/bookings/${declined.booking.id}/decline`, {
      token: declined.seer.token,
      json: { reason: "Away that week" },
    });
    expect(res.status).toBe(200);
    await expect.poll(async () => (await intentOf(declined.intent))?.status).toBe("canceled");
    await expect
      .poll(async () => (await read(declined.seeker.token, declined.booking.id)).payment?.status)
      .toBe("released");

    const withdrawn = await paidRequest(TUESDAY_14);
    expect(
      (
        await api("POST", `/bookings/${withdrawn.booking.id}/cancel`, {
          token: withdrawn.seeker.token,
        })
      ).status,
    ).toBe(200);
    await expect.poll(async () => (await intentOf(withdrawn.intent))?.status).toBe("canceled");

    const unanswered = await paidRequest("2027-03-02T15:00:00.000Z");
    // The request expires 1 h before its start.
    await setClock(world, "2027-03-02T14:00:00Z");
    expect((await read(unanswered.seeker.token, unanswered.booking.id)).status).toBe("expired");
    await expect.poll(async () => (await intentOf(unanswered.intent))?.status).toBe("canceled");
    expect((await read(unanswered.seeker.token, unanswered.booking.id)).payment?.status).toBe(
      "released",
    );
  });
});

describe("cancelling an accepted session", () => {
  it("by the seeker 24 h or more ahead: a full refund, the transfer reversed and the fee given back", async () => {
    await setClock(world, T0);
    const { seeker, booking, intent, seer } = await accepted();
    const res = await api("POST", `/bookings/${booking.id}/cancel`, { token: seeker.token });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await read(seeker.token, booking.id)).payment?.status)
      .toBe("refunded");
    const after = await read(seeker.token, booking.id);
    expect(after.payment?.refunded_cents).toBe(6000);
    expect(after.cancellation_terms).toBeNull();
    const refunds = (await stripe.ledger()).refunds.filter((r) => r.payment_intent === intent);
    expect(refunds).toMatchObject([
      {
        amount: 6000,
        reversed_from_account: 6000,
        application_fee_refunded: 900,
        metadata: { booking_id: booking.id },
      },
    ]);
    expect((await stripe.ledger()).balances[seer.account]?.usd).toBe(0);
    const keys = await emailKeysOf(world, booking.id);
    expect(keys.filter((k) => k.startsWith("refund:"))).toHaveLength(2);
  });

  it("by the Seer at any time: a full refund", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking } = await accepted();
    await setClock(world, "2027-03-02T08:00:00Z");
    const res = await api("POST", `/bookings/${booking.id}/cancel`, { token: seer.token });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await read(seeker.token, booking.id)).payment?.status)
      .toBe("refunded");
  });

  it("by the seeker later: no refund, as the terms said; the Seer is paid out a day after its end", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking } = await accepted();
    await setClock(world, "2027-03-01T12:00:00Z");
    const res = await api("POST", `/bookings/${booking.id}/cancel`, { token: seeker.token });
    expect(res.status).toBe(200);
    const after = await read(seeker.token, booking.id);
    expect(after.cancellation_terms).toBe(
      "Cancelled less than 24 hours before the start: the payment is not refunded.",
    );
    expect(after.payment?.status).toBe("paid");
    await setClock(world, AFTER_TUESDAY_10);
    await expect
      .poll(async () => (await read(seer.token, booking.id)).payment?.status, {
        timeout: PAYOUT_WAIT,
      })
      .toBe("paid_out");
    const payouts = (await stripe.ledger()).payouts.filter(
      (p) => p.metadata.booking_id === booking.id,
    );
    expect(payouts).toMatchObject([{ amount: 5100, account: seer.account, currency: "usd" }]);
  });
});

describe("after the session", () => {
  it("pays the Seer's net out once, 24 h after a completed session's end; earnings and the CSV say so", async () => {
    await setClock(world, T0);
    // Monday 15:00 in Paris (14:00 UTC), completed by time; Tuesday 10:00, by the Seer.
    const monday = await accepted("2027-03-01T14:00:00.000Z");
    const { seer, booking } = await accepted();
    await setClock(world, "2027-03-02T15:30:00Z");
    expect(
      (await api("POST", `/bookings/${booking.id}/complete`, { token: seer.token })).status,
    ).toBe(200);
    await expect
      .poll(async () => (await read(monday.seer.token, monday.booking.id)).payment?.status, {
        timeout: PAYOUT_WAIT,
      })
      .toBe("paid_out");
    // Considered in the same pass, the Tuesday session ended only 5.5 h ago: not yet.
    expect((await read(seer.token, booking.id)).payment?.status).toBe("paid");
    expect(
      (await stripe.ledger()).payouts.filter((p) => p.metadata.booking_id === booking.id),
    ).toEqual([]);
    await setClock(world, AFTER_TUESDAY_10);
    await expect
      .poll(async () => (await read(seer.token, booking.id)).payment?.status, {
        timeout: PAYOUT_WAIT,
      })
      .toBe("paid_out");
    const ledger = await stripe.ledger();
    const payouts = ledger.payouts.filter((p) => p.metadata.booking_id === booking.id);
    expect(payouts).toMatchObject([
      { amount: 5100, account: seer.account, currency: "usd", status: "paid" },
    ]);
    const payoutCalls = (await stripe.requests()).filter(
      (r) =>
        r.path === "/v1/payouts" &&
        (r.params.metadata as Json | undefined)?.booking_id === booking.id,
    );
    expect(payoutCalls.map((r) => [r.idempotency_key, r.account])).toEqual([
      [`payout-${booking.id}`, seer.account],
    ]);

    const earnings = await api("GET", "/users/me/earnings", { token: seer.token });
    expect(earnings.status).toBe(200);
    expect(earnings.body).toMatchObject({ currency: "USD", fee_percent: 15 });
    expect(earnings.body.data).toMatchObject([
      {
        booking_id: booking.id,
        status: "paid_out",
        gross_cents: 6000,
        fee_cents: 900,
        net_cents: 5100,
        refunded_cents: 0,
        payout_cents: 5100,
      },
    ]);
    expect(earnings.body.months).toEqual([
      {
        month: "2027-03",
        gross_cents: 6000,
        fee_cents: 900,
        net_cents: 5100,
        refunded_cents: 0,
        payout_cents: 5100,
      },
    ]);
    const csv = await fetch(`${world.base}/api/v1/users/me/earnings.csv`, {
      headers: { Authorization: `Bearer ${seer.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "kind,date,booking_id,seeker,status,gross,fee,net,refunded,payout,payout_date,minutes,event",
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^session,2027-03-02T09:00:00.000Z,${booking.id},Sam Seeker,paid_out,60.00,9.00,51.00,0.00,51.00,2027-03-03T10:0`,
      ),
    );
    expect(lines[2]).toBe("month_total,2027-03,,,,60.00,9.00,51.00,0.00,51.00,,,");
  });

  it("Earnings and the admins' list show a Seer's readings and event seats beside their sessions, each with its kind, refunds and month totals", async () => {
    await setClock(world, T0);
    const { seer, booking, intent } = await accepted();
    const march = await paidEvent(world, seer, {
      starts_at: "2027-03-20T18:00:00.000Z",
      ends_at: "2027-03-20T20:00:00.000Z",
      capacity: 3,
    });
    const april = await paidEvent(world, seer, {
      starts_at: "2027-04-10T18:00:00.000Z",
      ends_at: "2027-04-10T20:00:00.000Z",
    });
    const kept = await paidSeat(world, march);
    const givenBack = await paidSeat(world, march);
    const back = await api("DELETE", `/events/${march}/seats/me`, {
      token: givenBack.person.token,
    });
    expect(back.body.refund).toBe("full");
    const later = await paidSeat(world, april);
    // A reading of the same Seer: a paid booking of the reading kind, billed 12 minutes. Its
    // lifecycle's API lands separately (lib/readings), so the booking is made one here.
    const reader = await newUser({ firstname: "Rita", lastname: "Reader" }, world.base);
    const asked = await book(reader.token, seer.slug, TUESDAY_14);
    expect(asked.status).toBe(201);
    await payOnCheckout((asked.body as Booking).payment?.checkout_url ?? "");
    await stripe.events();
    const reading = asked.body as Booking;
    expect(
      (await api("POST", `/bookings/${reading.id}/accept`, { token: seer.token })).status,
    ).toBe(200);
    await world.exec("update booking set kind = 'reading', status = 'completed' where id = $1", [
      reading.id,
    ]);
    await world.exec(
      "insert into booking_reading (booking_id, max_minutes, price_per_minute_cents, minutes_billed) values ($1, 20, 500, 12)",
      [reading.id],
    );
    const seatId = async (session: string) =>
      (
        await world.query<{ id: string }>(
          "select id from event_seat where checkout_session_id = $1",
          [session],
        )
      )[0]?.id;

    const earnings = await api("GET", "/users/me/earnings", { token: seer.token });
    expect(earnings.status).toBe(200);
    const seat = (event: string, status: string, refunded: number, payout: number) => ({
      kind: "event_seat",
      minutes: null,
      booking_id: null,
      event: { slug: event, title: expect.any(String) },
      status,
      gross_cents: 2500,
      fee_cents: 375,
      net_cents: 2125,
      refunded_cents: refunded,
      payout_cents: payout,
      paid_out_at: null,
    });
    const data = earnings.body.data as Json[];
    expect(data.map((line) => line.start)).toEqual([
      "2027-04-10T18:00:00.000Z",
      "2027-03-20T18:00:00.000Z",
      "2027-03-20T18:00:00.000Z",
      TUESDAY_14,
      TUESDAY_10,
    ]);
    expect(data[0]).toMatchObject({
      id: await seatId(later.session),
      ...seat(april, "paid", 0, 2125),
    });
    expect(data.slice(1, 3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: await seatId(kept.session),
          seeker_name: expect.stringMatching(/^Seeker/),
          ...seat(march, "paid", 0, 2125),
        }),
        expect.objectContaining({
          id: await seatId(givenBack.session),
          ...seat(march, "refunded", 2500, 0),
        }),
      ]),
    );
    expect(data[3]).toMatchObject({
      kind: "reading",
      minutes: 12,
      event: null,
      booking_id: reading.id,
      seeker_name: "Rita Reader",
      gross_cents: 6000,
      fee_cents: 900,
      payout_cents: 5100,
    });
    expect(data[4]).toMatchObject({
      kind: "session",
      minutes: null,
      event: null,
      booking_id: booking.id,
      gross_cents: 6000,
      payout_cents: 5100,
    });
    // The same amounts as Stripe's: each line's gross is its charge, its fee the platform's.
    const ledger = await stripe.ledger();
    for (const [line, paidBy] of [
      [data[0], later.intent],
      [data[4], intent],
    ] as const) {
      expect(ledger.payment_intents.find((pi) => pi.id === paidBy)?.amount).toBe(line?.gross_cents);
      expect(ledger.application_fees.find((f) => f.payment_intent === paidBy)?.amount).toBe(
        line?.fee_cents,
      );
    }
    expect(ledger.refunds.find((r) => r.payment_intent === givenBack.intent)?.amount).toBe(2500);
    expect(earnings.body.months).toEqual([
      {
        month: "2027-04",
        gross_cents: 2500,
        fee_cents: 375,
        net_cents: 2125,
        refunded_cents: 0,
        payout_cents: 2125,
      },
      {
        month: "2027-03",
        gross_cents: 17000,
        fee_cents: 2550,
        net_cents: 14450,
        refunded_cents: 2500,
        payout_cents: 12325,
      },
    ]);

    const csv = await fetch(`${world.base}/api/v1/users/me/earnings.csv`, {
      headers: { Authorization: `Bearer ${seer.token}` },
    });
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(
      /^event_seat,2027-04-10T18:00:00.000Z,,Seeker\w+ Person,paid,25.00,3.75,21.25,0.00,21.25,,,Full Moon Workshop \w+$/,
    );
    expect(lines.filter((line) => line.startsWith("event_seat,2027-03-20"))).toEqual(
      expect.arrayContaining([expect.stringMatching(/,refunded,25.00,3.75,21.25,25.00,0.00,,,/)]),
    );
    expect(lines[4]).toBe(
      `reading,${TUESDAY_14},${reading.id},Rita Reader,paid,60.00,9.00,51.00,0.00,51.00,,12,`,
    );
    expect(lines[5]).toMatch(new RegExp(`^session,${TUESDAY_10},${booking.id},Sam Seeker,paid,`));
    expect(lines.slice(6)).toEqual([
      "month_total,2027-04,,,,25.00,3.75,21.25,0.00,21.25,,,",
      "month_total,2027-03,,,,170.00,25.50,144.50,25.00,123.25,,,",
    ]);

    // The admins see the seats too, with the same kind, status and amounts, filtered alike.
    const refunded = await api("GET", "/payments/?status=refunded&limit=200", {
      token: world.adminToken,
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: await seatId(givenBack.session),
          kind: "event_seat",
          booking_id: null,
          event: { slug: march, title: expect.any(String) },
          amount_cents: 2500,
          fee_cents: 375,
          net_cents: 2125,
          refunded_cents: 2500,
          payment_intent_id: givenBack.intent,
        }),
      ]),
    );
    for (const line of refunded.body.data as Json[]) expect(line.status).toBe("refunded");
    const all = await api("GET", "/payments/?limit=200", { token: world.adminToken });
    const lines2 = all.body.data as Json[];
    expect(all.body.count).toBe(lines2.length);
    expect(lines2.find((line) => line.booking_id === booking.id)).toMatchObject({
      kind: "session",
      event: null,
      minutes: null,
    });
    expect(lines2.find((line) => line.booking_id === reading.id)).toMatchObject({
      kind: "reading",
      minutes: 12,
      event: null,
      amount_cents: 6000,
    });
    expect(lines2.find((line) => line.id === data[0]?.id)).toMatchObject({
      kind: "event_seat",
      status: "paid",
      seer_name: expect.any(String),
    });
    const page = await api("GET", "/payments/?limit=1&skip=1", { token: world.adminToken });
    expect(page.body).toMatchObject({ count: lines2.length, data: [{ id: lines2[1]?.id }] });
  });

  it("a dispute marks the payment disputed and holds its payout", async () => {
    await setClock(world, T0);
    const disputed = await accepted();
    const other = await accepted();
    await stripe.post(`payment_intents/${disputed.intent}/dispute`);
    await stripe.events();
    expect((await read(disputed.seer.token, disputed.booking.id)).payment?.status).toBe("disputed");
    await setClock(world, AFTER_TUESDAY_10);
    // Both were due in the same pass: the other is paid out, the disputed one is not.
    await expect
      .poll(async () => (await read(other.seer.token, other.booking.id)).payment?.status, {
        timeout: PAYOUT_WAIT,
      })
      .toBe("paid_out");
    expect((await read(disputed.seer.token, disputed.booking.id)).payment?.status).toBe("disputed");
    expect(
      (await stripe.ledger()).payouts.filter((p) => p.metadata.booking_id === disputed.booking.id),
    ).toEqual([]);
  });
});

describe("the admins", () => {
  it("list every payment and refund in part then in whole, with a reason both parties are emailed", async () => {
    await setClock(world, T0);
    const { seeker, booking, intent } = await accepted();
    const list = await api("GET", "/payments/?status=paid", { token: world.adminToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          booking_id: booking.id,
          amount_cents: 6000,
          fee_cents: 900,
          net_cents: 5100,
          payment_intent_id: intent,
        }),
      ]),
    );
    expect((await api("GET", "/payments/", { token: seeker.token })).status).toBe(403);
    const path = `/bookings/${booking.id}/refund`;
    expect((await api("POST", path, { token: seeker.token, json: { reason: "x" } })).status).toBe(
      403,
    );
    const tooMuch = await api("POST", path, {
      token: world.adminToken,
      json: { amount_cents: 7000, reason: "Too much" },
    });
    expect(tooMuch.status).toBe(422);
    const part = await api("POST", path, {
      token: world.adminToken,
      json: { amount_cents: 1000, reason: "The video dropped for ten minutes" },
    });
    expect(part.status).toBe(200);
    expect((part.body as Booking).payment).toMatchObject({
      status: "partially_refunded",
      refunded_cents: 1000,
    });
    const rest = await api("POST", path, { token: world.adminToken, json: { reason: "Goodwill" } });
    expect((rest.body as Booking).payment).toMatchObject({
      status: "refunded",
      refunded_cents: 6000,
    });
    const again = await api("POST", path, {
      token: world.adminToken,
      json: { reason: "Once more" },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(
      "Only a paid or partially_refunded payment can be refunded (this one is refunded)",
    );
    const refunds = (await stripe.ledger()).refunds.filter((r) => r.payment_intent === intent);
    expect(refunds).toMatchObject([
      {
        amount: 1000,
        reversed_from_account: 1000,
        application_fee_refunded: 150,
        metadata: { booking_id: booking.id },
      },
      { amount: 5000, reversed_from_account: 5000, application_fee_refunded: 750 },
    ]);
    const keys = (await emailKeysOf(world, booking.id)).filter((k) => k.startsWith("refund:"));
    expect(keys).toHaveLength(4);
    const mails = await world.query<{ payload: string }>(
      "select payload from outbox where dedupe_key like $1",
      [`booking:${booking.id}:refund:%`],
    );
    expect(mails.some((m) => m.payload.includes("The video dropped for ten minutes"))).toBe(true);
  });

  it("a partial refund lowers the Seer's payout by their share of it", async () => {
    await setClock(world, T0);
    const { seer, booking } = await accepted();
    await api("POST", `/bookings/${booking.id}/refund`, {
      token: world.adminToken,
      json: { amount_cents: 1000, reason: "Started late" },
    });
    await setClock(world, AFTER_TUESDAY_10);
    await expect
      .poll(async () => (await read(seer.token, booking.id)).payment?.status, {
        timeout: PAYOUT_WAIT,
      })
      .toBe("paid_out");
    const payouts = (await stripe.ledger()).payouts.filter(
      (p) => p.metadata.booking_id === booking.id,
    );
    expect(payouts).toMatchObject([{ amount: 4250 }]);
  });
});

describe("an account that closes", () => {
  it("refunds the seeker's accepted session in full", async () => {
    await setClock(world, T0);
    const { seeker, booking, intent } = await accepted();
    const res = await api("DELETE", "/users/me", { token: seeker.token });
    expect(res.status).toBe(200);
    await expect
      .poll(async () =>
        (await stripe.ledger()).refunds
          .filter((r) => r.payment_intent === intent)
          .map((r) => r.amount),
      )
      .toEqual([6000]);
    const rows = await world.query<{ status: string }>(
      "select status from payment where booking_id = $1",
      [booking.id],
    );
    await expect
      .poll(
        async () =>
          (
            await world.query<{ status: string }>(
              "select status from payment where booking_id = $1",
              [booking.id],
            )
          )[0]?.status,
      )
      .toBe("refunded");
    expect(rows).toHaveLength(1);
  });
});

describe("the payment screens", () => {
  const page = async (path: string, token: string) => {
    const res = await fetch(`${world.base}${path}`, {
      headers: { Cookie: `access_token=${token}` },
      redirect: "manual",
    });
    return { status: res.status, html: await res.text() };
  };

  it("render for those they are for: earnings and payouts for Seers, payments for admins", async () => {
    await setClock(world, T0);
    const { seer, seeker, booking } = await accepted();
    const earnings = await page("/earnings", seer.token);
    expect(earnings.status).toBe(200);
    expect(earnings.html).toContain("Download CSV");
    expect(earnings.html).toContain("$60.00");
    // A seeker has no earnings: the page is not found (its status streams as 200 after the shell).
    const notTheirs = await page("/earnings", seeker.token);
    expect(notTheirs.html).not.toContain("Download CSV");
    expect(notTheirs.html).toContain("Page not found.");
    const settings = await page("/settings?tab=payouts", seer.token);
    expect(settings.html).toContain("Payouts");
    const detail = await page(`/bookings/${booking.id}`, seeker.token);
    expect(detail.status).toBe(200);
    const admin = await page("/admin/payments", world.adminToken);
    expect(admin.status).toBe(200);
    expect(admin.html).toContain("Payments");
    // A Seer's page states the card terms before Book now.
    const profile = await page(`/profile/${seer.slug}`, seeker.token);
    expect(profile.html).toContain("the payment is not refunded");
  });
});

describe("the webhook endpoint", () => {
  const hook = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${world.base}/api/v1/payments/stripe-webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });

  it("refuses a missing or bad signature (400) and changes nothing; takes either endpoint's secret", async () => {
    const recorded = async (id: string) =>
      (await world.query("select id from stripe_events where id = $1", [id])).length;
    const event = (id: string) =>
      JSON.stringify({
        id,
        object: "event",
        type: "account.updated",
        data: { object: { id: "acct_nobody_knows" } },
      });
    const body = event("evt_forged");
    const missing = await hook(body);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ detail: "Missing Stripe-Signature header" });
    for (const signature of [
      `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
      signPayload(body, "whsec_someone_else"),
      // Signed rightly, but for another body.
      signPayload(event("evt_other"), STAND_IN_SECRETS.webhookSecret),
      "nonsense",
    ]) {
      const forged = await hook(body, { "Stripe-Signature": signature });
      expect(forged.status, signature).toBe(400);
      expect(await forged.json()).toEqual({ detail: "Invalid Stripe-Signature" });
    }
    expect(await recorded("evt_forged")).toBe(0);
    // Either endpoint's secret verifies; an object Stripe does not know changes nothing.
    for (const [id, secret] of [
      ["evt_platform", STAND_IN_SECRETS.webhookSecret],
      ["evt_connect", STAND_IN_SECRETS.connectWebhookSecret],
    ] as const) {
      const signed = await hook(event(id), { "Stripe-Signature": signPayload(event(id), secret) });
      expect(signed.status).toBe(200);
      expect(await signed.json()).toEqual({ received: true });
      expect(await recorded(id)).toBe(1);
    }
  });

  it("handles an event once: a second delivery of it changes nothing", async () => {
    const seer = await newUser({ type: 1 }, world.base);
    const account = await onboard(world, seer.token);
    const events = await stripe.events();
    const enabled = events
      .filter((e) => e.type === "account.updated" && e.object_id === account)
      .at(-1);
    expect(enabled?.deliveries.at(-1)?.status).toBe(200);
    // Stripe restricts the account, but that news is lost; the old event comes again.
    await stripe.post("webhooks/drop", { type: "account.updated" });
    await stripe.post(`accounts/${account}/restrict`);
    const again = await stripe.post(`events/${enabled?.id}/resend`);
    expect(again.status).toBe(200);
    // Handled before: not re-read, so the account still reads as it was.
    expect((await api("GET", "/users/me/payouts", { token: seer.token })).body.status).toBe(
      "enabled",
    );
  });
});
