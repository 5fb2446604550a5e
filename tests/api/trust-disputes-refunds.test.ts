/**
 * Money that never goes wrong (issue 36), over HTTP against a server of its own with payments on
 * and the Stripe stand-in: a dispute ends (won, the payment goes back to where it was and is paid
 * out as usual; lost, it is recorded, never paid out nor refunded), whatever order its events come
 * in and however often; a paid seat's dispute holds its event's payout. An admin's refund sent
 * twice with one Idempotency-Key refunds once, even at the same moment, and the database records
 * each Stripe refund once. Sessions are an hour at $60 (fee 15 %); seats $25.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json } from "../support/api-client";
import {
  acceptedSession,
  type PaymentsWorld,
  paidEvent,
  paidSeat,
  paidSeer,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";

/** Monday 1 March 2027; the sessions are on Tuesday 2 March at 09:00 UTC. */
const T0 = "2027-03-01T00:00:00Z";
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
/** A day and a bit after the session's end: its payout is due. */
const PAYOUT_DUE = "2027-03-03T10:01:00Z";
const NET = 5100;
const SEAT_NET = 2500 - 375;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let world: PaymentsWorld;
let stripe: ReturnType<typeof stripeControl>;

beforeAll(async () => {
  world = await startPaymentsWorld({ PAYMENTS_RECONCILE_SECONDS: "3600" });
  stripe = stripeControl(world.standIn);
});
afterAll(async () => {
  await world?.close();
});

const api = (
  method: string,
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
) => call(method, path, { base: world.base, ...options });

const paymentStatus = async (token: string, bookingId: string) =>
  ((await api("GET", `/bookings/${bookingId}`, { token })).body.payment as Json | null)?.status;

/** Every job once, now (the booking sweep with its payouts among them). */
const runJobs = async () => expect((await api("POST", "/utils/jobs")).status).toBe(200);

const payoutsOfBooking = async (bookingId: string) =>
  (await stripe.ledger()).payouts.filter((p) => p.metadata.booking_id === bookingId);

async function disputed(start = TUESDAY_10) {
  const session = await acceptedSession(world, start);
  await stripe.post(`payment_intents/${session.intent}/dispute`);
  await stripe.events();
  expect(await paymentStatus(session.seer.token, session.booking.id)).toBe("disputed");
  return session;
}

const closeDispute = async (intent: string, status: "won" | "lost") => {
  await stripe.post(`payment_intents/${intent}/dispute/close`, { status });
  return stripe.events();
};

describe("disputes end", () => {
  it("won: the payment goes back to where it was, and its payout goes as usual", async () => {
    await setClock(world, T0);
    const { seer, booking, intent } = await disputed();
    const events = await closeDispute(intent, "won");
    const closed = events.filter((e) => e.type === "charge.dispute.closed").at(-1);
    expect(closed?.deliveries.at(-1)?.status).toBe(200);
    expect(await paymentStatus(seer.token, booking.id)).toBe("paid");
    // The dispute was re-read from Stripe, not taken from the event.
    const reads = (await stripe.requests()).filter(
      (r) => r.method === "GET" && r.path === `/v1/disputes/${closed?.object_id}`,
    );
    expect(reads.length).toBeGreaterThan(0);

    await setClock(world, PAYOUT_DUE);
    await runJobs();
    await expect
      .poll(() => paymentStatus(seer.token, booking.id), { timeout: 10_000 })
      .toBe("paid_out");
    expect(await payoutsOfBooking(booking.id)).toMatchObject([
      { amount: NET, account: seer.account },
    ]);
  });

  it("lost: recorded, never paid out, never refundable", async () => {
    await setClock(world, T0);
    const { seer, booking, intent } = await disputed();
    await closeDispute(intent, "lost");
    expect(await paymentStatus(seer.token, booking.id)).toBe("dispute_lost");
    const refund = await api("POST", `/bookings/${booking.id}/refund`, {
      token: world.adminToken,
      json: { reason: "Goodwill" },
    });
    expect(refund.status).toBe(409);
    expect(refund.body.detail).toBe(
      "Only a paid or partially_refunded payment can be refunded (this one is dispute_lost)",
    );
    await setClock(world, PAYOUT_DUE);
    await runJobs();
    await runJobs();
    expect(await payoutsOfBooking(booking.id)).toEqual([]);
    expect(await paymentStatus(seer.token, booking.id)).toBe("dispute_lost");
    const earnings = await api("GET", "/users/me/earnings", { token: seer.token });
    expect(earnings.body.data).toMatchObject([
      { booking_id: booking.id, status: "dispute_lost", payout_cents: 0 },
    ]);
  });

  it("events late, out of order, twice or never: the dispute's own state decides", async () => {
    await setClock(world, T0);
    const { seer, booking, intent } = await acceptedSession(world, TUESDAY_10);
    await stripe.post("webhooks/hold");
    await stripe.post(`payment_intents/${intent}/dispute`);
    await stripe.post(`payment_intents/${intent}/dispute/close`, { status: "won" });
    // The close arrives first, then the opening, whose copy still says "needs_response".
    await stripe.post("webhooks/release", { order: "reverse" });
    const events = (await stripe.events()).filter((e) => e.type.startsWith("charge.dispute."));
    expect(events.slice(-2).map((e) => e.deliveries.at(-1)?.status)).toEqual([200, 200]);
    expect(await paymentStatus(seer.token, booking.id)).toBe("paid");
    for (const event of events.slice(-2)) {
      const again = await stripe.post(`events/${event.id}/resend`);
      expect(again.status).toBe(200);
    }
    expect(await paymentStatus(seer.token, booking.id)).toBe("paid");

    // The close's event lost: the payments job re-reads the disputes still open.
    const lost = await disputed();
    await stripe.post("webhooks/drop", { type: "charge.dispute.closed" });
    await closeDispute(lost.intent, "lost");
    expect(await paymentStatus(lost.seer.token, lost.booking.id)).toBe("disputed");
    await runJobs();
    expect(await paymentStatus(lost.seer.token, lost.booking.id)).toBe("dispute_lost");
  });

  it("a Seer who cancels while the charge is disputed owes the refund all the same: made once it is won, nothing paid out", async () => {
    await setClock(world, T0);
    const { seer, booking, intent } = await disputed();
    const cancelled = await api("POST", `/bookings/${booking.id}/cancel`, {
      token: seer.token,
      json: { reason: "I am unwell" },
    });
    expect(cancelled.status).toBe(200);
    await runJobs();
    // Stripe refuses a refund while the bank decides: none is asked for yet.
    const refundsOf = async () =>
      (await stripe.ledger()).refunds.filter((r) => r.payment_intent === intent);
    expect(await refundsOf()).toEqual([]);
    await closeDispute(intent, "won");
    await runJobs();
    await expect.poll(async () => (await refundsOf()).map((r) => r.amount)).toEqual([6000]);
    await expect.poll(() => paymentStatus(seer.token, booking.id)).toBe("refunded");
    await setClock(world, PAYOUT_DUE);
    await runJobs();
    expect(await payoutsOfBooking(booking.id)).toEqual([]);
  });

  it("a paid seat's dispute holds its event's payout until it ends: won, paid; lost, left out", async () => {
    await setClock(world, null);
    const host = await paidSeer(world);
    const slug = await paidEvent(world, host, { capacity: 4 });
    const [lost, won, kept, givenBack] = [
      await paidSeat(world, slug),
      await paidSeat(world, slug),
      await paidSeat(world, slug),
      await paidSeat(world, slug),
    ];
    expect(kept.intent).not.toBe("");
    for (const seat of [lost, won, givenBack]) {
      await stripe.post(`payment_intents/${seat.intent}/dispute`);
    }
    await stripe.events();
    // Given back in time, but Stripe refuses to refund a disputed charge: the refund waits.
    const back = await api("DELETE", `/events/${slug}/seats/me`, { token: givenBack.person.token });
    expect(back.body.refund).toBe("full");
    const [seat] = await world.query<{ refund_status: string | null }>(
      "select refund_status from event_seat where payment_intent_id = $1",
      [givenBack.intent],
    );
    expect(seat?.refund_status).toBe("pending");
    const tried = (await stripe.requests()).filter(
      (r) => r.path === "/v1/refunds" && r.params.payment_intent === givenBack.intent,
    );
    expect(tried.map((r) => r.status)).toEqual([400]);
    const [event] = await world.query<{ id: string }>(
      "select id from group_event where slug = $1",
      [slug],
    );
    const payouts = async () =>
      (await stripe.ledger()).payouts.filter((p) => p.metadata.event_id === event?.id);
    try {
      await setClock(world, new Date(Date.now() + 10 * DAY + 2 * HOUR + 25 * HOUR).toISOString());
      await runJobs();
      expect(await payouts()).toEqual([]);
      await closeDispute(won.intent, "won");
      await runJobs();
      // One seat is still disputed: still held.
      expect(await payouts()).toEqual([]);
      await closeDispute(lost.intent, "lost");
      // Lost too: the refund it waited for will never be made, and holds nothing up.
      await closeDispute(givenBack.intent, "lost");
      await runJobs();
    } finally {
      await setClock(world, null);
    }
    expect(await payouts()).toMatchObject([{ amount: 2 * SEAT_NET, account: host.account }]);
  });
});

describe("an admin's refund sent twice refunds once", () => {
  const refund = (bookingId: string, json: Json, key?: string) =>
    api("POST", `/bookings/${bookingId}/refund`, {
      token: world.adminToken,
      json,
      headers: key ? { "Idempotency-Key": key } : {},
    });
  const stripeRefunds = async (intent: string) =>
    (await stripe.ledger()).refunds.filter((r) => r.payment_intent === intent);
  const recorded = async (bookingId: string) => {
    const [payment] = await world.query<{ id: string; refunded_cents: number | string }>(
      "select id, refunded_cents from payment where booking_id = $1",
      [bookingId],
    );
    const rows = await world.query<{ stripe_refund_id: string }>(
      "select stripe_refund_id from payment_refund where payment_id = $1",
      [payment?.id],
    );
    return { refunded: Number(payment?.refunded_cents), ids: rows.map((r) => r.stripe_refund_id) };
  };
  /** One key, used on two bookings by one admin: each booking has its own. */
  const sharedKey = randomUUID();

  it("answers the same key again as it did the first time; another body with it is a 422", async () => {
    await setClock(world, T0);
    const { booking, intent } = await acceptedSession(world, TUESDAY_10);
    const body = { amount_cents: 1000, reason: "The video dropped for ten minutes" };
    const first = await refund(booking.id, body, sharedKey);
    expect(first.status).toBe(200);
    const again = await refund(booking.id, body, sharedKey);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await stripeRefunds(intent)).map((r) => r.amount)).toEqual([1000]);
    expect(await recorded(booking.id)).toMatchObject({ refunded: 1000 });

    const other = await refund(booking.id, { ...body, amount_cents: 2000 }, sharedKey);
    expect(other.status).toBe(422);
    expect(other.body.detail).toEqual([
      {
        type: "value_error",
        loc: ["header", "Idempotency-Key"],
        msg: "This key was sent before with another refund: a new refund needs a new key",
        input: sharedKey,
      },
    ]);
    // A new key is a new refund.
    expect((await refund(booking.id, body, randomUUID())).status).toBe(200);
    expect((await stripeRefunds(intent)).map((r) => r.amount)).toEqual([1000, 1000]);
    // A stored answer lives a day: after that, the key is forgotten.
    await setClock(world, "2027-03-02T01:00:00Z");
    expect((await refund(booking.id, body, sharedKey)).status).toBe(200);
    expect(await recorded(booking.id)).toMatchObject({ refunded: 3000 });
  });

  it("two requests at once with one key refund once; each Stripe refund is recorded once", async () => {
    await setClock(world, T0);
    const { booking, intent } = await acceptedSession(world, TUESDAY_10);
    const body = { amount_cents: 1000, reason: "Started late" };
    const both = await Promise.all([
      refund(booking.id, body, sharedKey),
      refund(booking.id, body, sharedKey),
    ]);
    expect(both.some((res) => res.status === 200)).toBe(true);
    for (const res of both.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(
        "A refund with this Idempotency-Key is still being made: try again in a moment",
      );
    }
    expect((await stripeRefunds(intent)).map((r) => r.amount)).toEqual([1000]);
    expect(await recorded(booking.id)).toMatchObject({ refunded: 1000 });
    expect((await refund(booking.id, body, sharedKey)).status).toBe(200);

    // Without a key, two at once: however they interleave, what is recorded is what Stripe made.
    const half = { amount_cents: 500, reason: "Goodwill" };
    await Promise.all([refund(booking.id, half), refund(booking.id, half)]);
    const made = await stripeRefunds(intent);
    const { refunded, ids } = await recorded(booking.id);
    expect(ids.sort()).toEqual(made.map((r) => r.id as string).sort());
    expect(refunded).toBe(made.reduce((sum, r) => sum + r.amount, 0));
  });

  it("documents the optional Idempotency-Key header, and refuses a bad one (422)", async () => {
    const doc = await api("GET", "/openapi.json");
    const paths = doc.body.paths as Record<string, Record<string, { parameters?: Json[] }>>;
    expect(paths["/api/v1/bookings/{id}/refund"]?.post?.parameters).toContainEqual(
      expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false }),
    );
    const tooLong = await refund(randomUUID(), { reason: "x" }, "k".repeat(256));
    expect(tooLong.status).toBe(422);
    expect((tooLong.body.detail as Json[])[0]).toMatchObject({
      loc: ["header", "Idempotency-Key"],
    });
  });
});
