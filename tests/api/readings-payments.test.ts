/**
 * Readings now (issue 37) with card payments, against a Stripe stand-in: Connect holds price ×
 * maximum on a Checkout (manual capture, destination charge with the fee, the booking's id, an
 * idempotency key) and rings once paid; ended, the hold is captured for exactly the minutes used
 * with the fee on that amount, the rest released; declined, nothing is charged; unpaid after 10
 * minutes, the Checkout is expired at Stripe and the Seer is free again. The fee is 15 %.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import { runServerJobs } from "../support/bookings";
import { type EventStream, openEventStream } from "../support/event-stream";
import {
  type PaymentsWorld,
  paidSeer,
  payOnCheckout,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";

const PRICE = 199;
type User = { token: string };
type Booking = Json & {
  id: string;
  status: string;
  total_cents: number;
  payment: (Json & { status: string; amount_cents: number; checkout_url: string | null }) | null;
  reading: Json & { started_at: string | null; minutes_billed: number | null };
};

let world: PaymentsWorld;
let stripe: ReturnType<typeof stripeControl>;
let seer: Awaited<ReturnType<typeof paidSeer>>;
let seerStream: EventStream;
let seeker: User;
let second: User;

beforeAll(async () => {
  world = await startPaymentsWorld({ PAYMENTS_RECONCILE_SECONDS: "3600" });
  stripe = stripeControl(world.standIn);
  seer = await paidSeer(world);
  [seeker, second] = await Promise.all([
    newUser({ firstname: "Sam" }, world.base),
    newUser({}, world.base),
  ]);
  const on = await call("PUT", "/users/me/readings", {
    base: world.base,
    token: seer.token,
    json: { on: true, price_per_minute_cents: PRICE },
  });
  if (on.status !== 200) throw new Error(`readings: ${JSON.stringify(on.body)}`);
  seerStream = await openEventStream({ token: seer.token, base: world.base });
  await seerStream.comment();
});
afterAll(async () => {
  seerStream?.close();
  await world?.close();
});

const connect = (who: User, maxMinutes = 10) =>
  call("POST", "/readings/", {
    base: world.base,
    token: who.token,
    json: { coach: seer.slug, max_minutes: maxMinutes },
  });
const act = (id: string, action: string, who: User) =>
  call("POST", `/bookings/${id}/${action}`, { base: world.base, token: who.token });
const read = async (id: string, who: User) =>
  (await call("GET", `/bookings/${id}`, { base: world.base, token: who.token })).body as Booking;
const clock = (at: number) => setClock(world, new Date(at).toISOString());

/** Connect and pay the Checkout: the reading rings. */
async function paidRing(who: User, maxMinutes = 10): Promise<Booking> {
  const created = await connect(who, maxMinutes);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const booking = created.body as Booking;
  await payOnCheckout(booking.payment?.checkout_url ?? "");
  await stripe.events();
  await expect.poll(async () => (await read(booking.id, who)).status).toBe("ringing");
  return booking;
}

describe("a paid reading", () => {
  it("holds price × maximum, rings once paid, and captures exactly the minutes used", async () => {
    const at = Date.now();
    await clock(at);
    const created = await connect(seeker, 10);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const booking = created.body as Booking;
    expect(booking).toMatchObject({
      kind: "reading",
      status: "awaiting_payment",
      total_cents: 10 * PRICE,
      actions: ["cancel"],
      payment: { status: "awaiting_payment", amount_cents: 1990 },
    });
    expect(booking.payment?.checkout_url).toMatch(/^http/);
    // The Seer does not hear of it until it is paid.
    const hidden = await call("GET", `/bookings/${booking.id}`, {
      base: world.base,
      token: seer.token,
    });
    expect(hidden.status).toBe(404);
    const opened = (await stripe.requests()).find(
      (r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.status === 200,
    );
    expect(opened?.idempotency_key).toBe(`checkout-${booking.id}-1`);
    expect(opened?.params).toMatchObject({
      metadata: { booking_id: booking.id },
      line_items: [{ price_data: { unit_amount: "1990" } }],
      payment_intent_data: {
        capture_method: "manual",
        application_fee_amount: "299",
        transfer_data: { destination: seer.account },
      },
    });

    await payOnCheckout(booking.payment?.checkout_url ?? "");
    await stripe.events();
    await expect.poll(async () => (await read(booking.id, seer)).status).toBe("ringing");
    await seerStream.nextHint((h) => h.type === "reading" && h.booking_id === booking.id);
    const accepted = await act(booking.id, "accept", seer);
    expect(accepted.body).toMatchObject({ status: "accepted", payment: { status: "held" } });

    const rooms = await Promise.all(
      [seeker, seer].map((who) =>
        openEventStream({
          token: who.token,
          base: world.base,
          path: `/bookings/${booking.id}/room/events`,
        }),
      ),
    );
    await expect.poll(async () => (await read(booking.id, seer)).reading.started_at).not.toBeNull();
    const started = Date.parse((await read(booking.id, seer)).reading.started_at as string);
    await clock(started + 150_000);
    const ended = await act(booking.id, "end", seer);
    expect(ended.body).toMatchObject({
      status: "completed",
      total_cents: 597,
      reading: { minutes_billed: 3 },
    });
    for (const room of rooms) await room.nextHint((h) => h.type === "closed");

    // Captured: 3 × $1.99, with 15 % of that as the fee; the rest of the hold released.
    await expect
      .poll(async () => (await read(booking.id, seer)).payment)
      .toMatchObject({ status: "paid", amount_cents: 597, fee_cents: 90, net_cents: 507 });
    const capture = (await stripe.requests()).find(
      (r) => r.path.endsWith("/capture") && r.idempotency_key === `capture-${booking.id}`,
    );
    expect(capture?.params).toMatchObject({
      amount_to_capture: "597",
      application_fee_amount: "90",
    });
    const ledger = await stripe.ledger();
    const session = ledger.sessions.find((s) => s.metadata.booking_id === booking.id);
    const intent = ledger.payment_intents.find((i) => i.id === session?.payment_intent);
    expect(intent).toMatchObject({ status: "succeeded", amount: 1990, amount_received: 597 });
    expect(
      ledger.transfers.filter((t) => t.payment_intent === intent?.id).map((t) => t.amount),
    ).toEqual([597]);
    expect(
      ledger.application_fees.filter((f) => f.payment_intent === intent?.id).map((f) => f.amount),
    ).toEqual([90]);

    const receipts = await world.query<{ dedupe_key: string; payload: string }>(
      "select dedupe_key, payload from outbox where dedupe_key like $1",
      [`booking:${booking.id}:reading-receipt:%`],
    );
    const text = (role: string) =>
      JSON.parse(receipts.find((r) => r.dedupe_key.endsWith(`:${role}`))?.payload ?? "{}").text;
    expect(text("seeker")).toContain("3 minutes at $1.99/min");
    expect(text("seeker")).toContain(
      "$5.97 was charged to your card; the rest of the hold is released.",
    );
    expect(text("seer")).toContain("Amount: $5.97. Fee: $0.90. You receive $5.07");
    for (const room of rooms) room.close();

    // Paid out by the sessions' own sweep and rule: completed, a day after its end.
    await clock(started + 150_000 + 24 * 3_600_000 + 2 * 60_000);
    await runServerJobs(world.base);
    await expect
      .poll(async () => (await read(booking.id, seer)).payment?.status, { timeout: 15_000 })
      .toBe("paid_out");
    const payouts = (await stripe.ledger()).payouts.filter(
      (p) => p.metadata.booking_id === booking.id,
    );
    expect(payouts).toMatchObject([{ amount: 507, account: seer.account }]);
    await setClock(world, null);
  });

  it("charges nothing when declined, and frees the Seer when the Checkout goes unpaid", async () => {
    const ringing = await paidRing(seeker);
    const declined = await act(ringing.id, "decline", seer);
    expect(declined.body).toMatchObject({ status: "declined", total_cents: 10 * PRICE });
    await expect
      .poll(async () => (await read(ringing.id, seeker)).payment?.status)
      .toBe("released");
    const ledger = await stripe.ledger();
    const session = ledger.sessions.find((s) => s.metadata.booking_id === ringing.id);
    expect(ledger.payment_intents.find((i) => i.id === session?.payment_intent)?.status).toBe(
      "canceled",
    );

    // Missed: released as well, and the Seer switched off until they turn readings on again.
    const missed = await paidRing(seeker);
    await clock(Date.parse((missed.created_at as string) ?? "") + 10 * 60_000);
    await runServerJobs(world.base);
    expect((await read(missed.id, seeker)).status).toBe("missed");
    await expect.poll(async () => (await read(missed.id, seeker)).payment?.status).toBe("released");
    const off = await call("GET", "/users/me/readings", { base: world.base, token: seer.token });
    expect(off.body).toMatchObject({ on: false, available_now: false });
    await call("PUT", "/users/me/readings", {
      base: world.base,
      token: seer.token,
      json: { on: true, price_per_minute_cents: PRICE },
    });

    // Unpaid: the Seer is held 10 minutes, then the Checkout is expired and the Seer free.
    const at = Date.now();
    await clock(at);
    const unpaid = await connect(second);
    expect(unpaid.status).toBe(201);
    const unpaidId = unpaid.body.id as string;
    const held = await connect(seeker);
    expect(held.status).toBe(409);
    await clock(at + 10 * 60_000 + 30_000);
    await runServerJobs(world.base);
    expect(await read(unpaidId, second)).toMatchObject({
      status: "expired",
      reason: "Not paid within 10 minutes",
    });
    await expect
      .poll(async () => {
        const sessions = (await stripe.ledger()).sessions;
        return sessions.find((s) => s.metadata.booking_id === unpaidId)?.status;
      })
      .toBe("expired");
    const free = await connect(seeker);
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect((await act(free.body.id as string, "cancel", seeker)).body.status).toBe("cancelled");
    await setClock(world, null);
  });
});
