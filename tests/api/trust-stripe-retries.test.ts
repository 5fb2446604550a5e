/**
 * Money that never goes wrong when a call or a write fails half-way (issue 36), against a server of
 * its own with payments on and the Stripe stand-in: a capture is never undone by a failed write
 * after it; a call Stripe is still making (409 `idempotency_key_in_use`) is waited for, never read
 * as a refusal; a payout is made once even when its answer is lost and Stripe has forgotten the
 * key; a late payment meeting the expiry sweep still has its hold released, and labelled released;
 * a payout waits a margin past the no-show window and is re-checked just before it is made.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import { runServerJobs } from "../support/bookings";
import { testTarget } from "../support/database";
import {
  type PaymentsWorld,
  paidSeer,
  payOnCheckout,
  setClock,
  startPaymentsWorld,
  stripeControl,
  waitingOnLocks,
} from "../support/payments";

const T0 = "2027-03-01T00:00:00Z";
/** Tuesday 2 March, 10:00 and 12:00 in Paris (the listing's hours): two one-hour sessions. */
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
const TUESDAY_12 = "2027-03-02T11:00:00.000Z";
/** When the 10:00 session's no-show window closes (24 h after its end). */
const WINDOW_CLOSES = "2027-03-03T10:00:00.000Z";
/** The server's SQLite writes give up after this long behind another writer (SQLITE_BUSY). */
const BUSY_MS = 2000;
const target = testTarget();

type Booking = Json & {
  id: string;
  status: string;
  payment: (Json & { status: string; refunded_cents: number }) | null;
};

let world: PaymentsWorld;
let stripe: ReturnType<typeof stripeControl>;

beforeAll(async () => {
  world = await startPaymentsWorld({
    PAYMENTS_RECONCILE_SECONDS: "3600",
    // Emails go out when the tests run the jobs: an idle outbox pass takes SQLite's write lock.
    OUTBOX_POLL_MS: "60000",
    SQLITE_BUSY_TIMEOUT_MS: String(BUSY_MS),
  });
  stripe = stripeControl(world.standIn);
});
afterAll(async () => {
  await world?.close();
});

const api = (method: string, path: string, options: { token?: string; json?: unknown } = {}) =>
  call(method, path, { base: world.base, ...options });
const read = async (token: string, id: string) =>
  (await api("GET", `/bookings/${id}`, { token })).body as Booking;
const paymentRow = async (bookingId: string) =>
  (
    await world.query<{ status: string; pending: string | null; payout_id: string | null }>(
      "select status, pending, payout_id from payment where booking_id = $1",
      [bookingId],
    )
  )[0];
const intentOf = async (bookingId: string) =>
  (await stripe.ledger()).payment_intents.find((pi) => pi.metadata.booking_id === bookingId);
const refundsOf = async (intent: string | undefined) =>
  (await stripe.ledger()).refunds.filter((r) => r.payment_intent === intent);
const payoutsOf = async (bookingId: string) =>
  (await stripe.ledger()).payouts.filter((p) => p.metadata.booking_id === bookingId);
/** Stripe's answers at `path` (e.g. 409 while another call with the same key is under way). */
const answersAt = async (method: string, path: string) =>
  (await stripe.requests())
    .filter((r) => r.method === method && r.path === path)
    .map((r) => r.status);

type Seer = Awaited<ReturnType<typeof paidSeer>>;

/** A request at `start`, booked by a new seeker (`pay`: paid on Checkout, its webhook delivered). */
async function request(seer: Seer, start = TUESDAY_10, { pay = true } = {}) {
  const seeker = await newUser({}, world.base);
  const created = await api("POST", "/bookings/", {
    token: seeker.token,
    json: { coach_slug: seer.slug, start, hours: 1 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const booking = created.body as Booking;
  const checkoutUrl = (booking.payment?.checkout_url as string) ?? "";
  if (pay) {
    await payOnCheckout(checkoutUrl);
    await stripe.events();
    await expect.poll(async () => (await read(seeker.token, booking.id)).status).toBe("requested");
  }
  return { seeker, booking, checkoutUrl };
}

async function accepted(seer: Seer, start = TUESDAY_10) {
  const made = await request(seer, start);
  const res = await api("POST", `/bookings/${made.booking.id}/accept`, { token: seer.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return made;
}

describe("a capture is never undone by a failed write after it", () => {
  it("the acceptance's write fails for a passing reason: the capture stays, the retry accepts it, nothing is refunded", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const { seeker, booking } = await request(seer);
    const path = `/bookings/${booking.id}/accept`;
    // Another writer holds the booking while the Seer accepts: SQLite's busy timeout runs out
    // (held a while longer, as a long write elsewhere would be); PostgreSQL's connection drops.
    const jam = await world.jam("booking", booking.id);
    let first: Awaited<ReturnType<typeof api>>;
    try {
      const accepting = api("POST", path, { token: seer.token });
      if (target === "postgres") {
        await jam.dropHeld();
      } else {
        await expect.poll(async () => (await intentOf(booking.id))?.status).toBe("succeeded");
        await Promise.race([accepting, new Promise((r) => setTimeout(r, BUSY_MS * 1.5))]);
        await jam.release();
      }
      first = await accepting;
    } finally {
      await jam.release();
    }
    expect(first.status).toBe(503);
    expect(first.body.detail).toBe("Service temporarily unavailable");
    // The card was charged; nothing is given back, at Stripe or waiting to be.
    const intent = await intentOf(booking.id);
    expect(intent?.status).toBe("succeeded");
    expect(
      await world.query(
        "select r.id from payment_refund r join payment p on p.id = r.payment_id where p.booking_id = $1",
        [booking.id],
      ),
    ).toEqual([]);
    // The Seer tries again the next day, when Stripe has forgotten the capture's key: the card
    // is found charged already (never called off, never charged twice), the acceptance written.
    await stripe.post("idempotency/expire");
    const again = await api("POST", path, { token: seer.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ status: "accepted", payment: { status: "paid" } });
    await runServerJobs(world.base);
    expect((await read(seeker.token, booking.id)).payment?.status).toBe("paid");
    expect(await refundsOf(intent?.id)).toEqual([]);
    expect(await answersAt("POST", `/v1/payment_intents/${intent?.id}/capture`)).toEqual([
      200, 400,
    ]);
    expect(
      (await stripe.ledger()).payment_intents.find((pi) => pi.id === intent?.id),
    ).toMatchObject({ amount_received: 6000 });
  });
});

describe("a call Stripe is still making is waited for, never read as a refusal", () => {
  it("an accept that meets its capture in flight waits for it: one acceptance, paid, nothing called off", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const { seeker, booking } = await request(seer);
    const held = (await intentOf(booking.id))?.id;
    await stripe.post("slow", { match: `POST /v1/payment_intents/${held}/capture`, ms: 600 });
    const path = `/bookings/${booking.id}/accept`;
    const [one, two] = await Promise.all([
      api("POST", path, { token: seer.token }),
      api("POST", path, { token: seer.token }),
    ]);
    const intent = await intentOf(booking.id);
    // The two captures met at Stripe: the second was told the first was under way.
    expect(await answersAt("POST", `/v1/payment_intents/${intent?.id}/capture`)).toContain(409);
    const answers = [one, two].map((r) => [r.status, r.body.detail ?? r.body.status]);
    expect(answers).toEqual(
      expect.arrayContaining([
        [200, "accepted"],
        [409, "Only a requested booking can be accepted (this one is accepted)"],
      ]),
    );
    expect(await read(seeker.token, booking.id)).toMatchObject({
      status: "accepted",
      payment: { status: "paid", refunded_cents: 0 },
    });
    expect(intent?.status).toBe("succeeded");
    expect(await refundsOf(intent?.id)).toEqual([]);
  });

  it("two passes meeting on one refund: made once, recorded as made (never `failed`)", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const { seeker, booking } = await accepted(seer);
    // Long enough for the jobs to reach the payments pass while it is still in flight on a busy machine.
    await stripe.post("slow", { match: "POST /v1/refunds", ms: 2_500 });
    // The Seer calls it off (a full refund, tried at once), and the payments job runs meanwhile.
    const cancelled = await api("POST", `/bookings/${booking.id}/cancel`, { token: seer.token });
    expect(cancelled.status).toBe(200);
    await runServerJobs(world.base);
    expect(await answersAt("POST", "/v1/refunds")).toContain(409);
    await expect
      .poll(async () => (await read(seeker.token, booking.id)).payment?.status)
      .toBe("refunded");
    const rows = await world.query<{ status: string }>(
      "select r.status from payment_refund r join payment p on p.id = r.payment_id where p.booking_id = $1",
      [booking.id],
    );
    expect(rows.map((r) => r.status)).toEqual(["succeeded"]);
    expect((await refundsOf((await intentOf(booking.id))?.id)).map((r) => r.amount)).toEqual([
      6000,
    ]);
  });
});

describe("a payout is made once", () => {
  it("its answer lost, Stripe's key forgotten a day later: the next pass finds it and never pays the session again from another's money", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const first = await accepted(seer, TUESDAY_10);
    // Its money and another session's (not due yet) on the Seer's balance.
    const second = await accepted(seer, TUESDAY_12);
    // Due a day after its end; the connection drops after Stripe made the payout (twice: the
    // SDK's own retry too), so the server never hears of it.
    await setClock(world, "2027-03-03T10:05:00Z");
    await stripe.post("fail", {
      match: "POST /v1/payouts",
      account: seer.account,
      down: true,
      after: true,
      times: 2,
    });
    await runServerJobs(world.base);
    expect((await payoutsOf(first.booking.id)).map((p) => p.amount)).toEqual([5100]);
    // A day on, Stripe has forgotten the key (the next passes come later than that).
    await stripe.post("idempotency/expire");
    await runServerJobs(world.base);
    await runServerJobs(world.base);
    expect((await payoutsOf(first.booking.id)).map((p) => p.amount)).toEqual([5100]);
    await expect
      .poll(async () => (await read(seer.token, first.booking.id)).payment?.status)
      .toBe("paid_out");
    expect((await paymentRow(first.booking.id))?.payout_id).toBe(
      (await payoutsOf(first.booking.id))[0]?.id,
    );
    // The other session's money stays for its own payout.
    expect(await payoutsOf(second.booking.id)).toEqual([]);
    expect((await stripe.ledger()).balances[seer.account]?.usd).toBe(5100);
  });

  it("an event's payout alike: its answer lost, the key forgotten, the host is paid once", async () => {
    await setClock(world, T0);
    const host = await paidSeer(world);
    /** A published paid event `days` after T0 (two hours long) with one seat paid on Checkout. */
    const eventWithPaidSeat = async (days: number) => {
      const start = Date.parse(T0) + days * 86_400_000;
      const created = await api("POST", "/users/me/events", {
        token: host.token,
        json: {
          title: `Payout once ${days}`,
          description: "A paid workshop whose host is paid out once, whatever is lost on the way.",
          category: "astrology",
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + 2 * 3_600_000).toISOString(),
          timezone: "Europe/Paris",
          mode: "online",
          video_url: "https://meet.jit.si/payout-once",
          capacity: 2,
          price_cents: 2500,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const slug = created.body.slug as string;
      const published = await api("POST", `/users/me/events/${slug}/publish`, {
        token: host.token,
      });
      expect(published.status).toBe(200);
      const person = await newUser({}, world.base);
      const seat = await api("POST", `/events/${slug}/seats`, { token: person.token });
      expect(seat.status, JSON.stringify(seat.body)).toBe(201);
      await payOnCheckout(seat.body.checkout_url as string);
      await stripe.events();
      const [row] = await world.query<{ id: string }>(
        "select id from group_event where slug = $1",
        [slug],
      );
      return row?.id ?? "";
    };
    const first = await eventWithPaidSeat(10);
    await eventWithPaidSeat(20);
    const payoutsOfEvent = async () =>
      (await stripe.ledger()).payouts.filter((p) => p.metadata.event_id === first);
    // A day after the first one's end: its payout is made and its answer lost.
    await setClock(world, "2027-03-12T13:00:00Z");
    await stripe.post("fail", {
      match: "POST /v1/payouts",
      account: host.account,
      down: true,
      after: true,
      times: 2,
    });
    await runServerJobs(world.base);
    expect((await payoutsOfEvent()).map((p) => p.amount)).toEqual([2125]);
    await stripe.post("idempotency/expire");
    await runServerJobs(world.base);
    await runServerJobs(world.base);
    const payouts = await payoutsOfEvent();
    expect(payouts.map((p) => p.amount)).toEqual([2125]);
    const [event] = await world.query<{ payout_id: string | null }>(
      "select payout_id from group_event where id = $1",
      [first],
    );
    expect(event?.payout_id).toBe(payouts[0]?.id);
    expect((await stripe.ledger()).balances[host.account]?.usd).toBe(2125);
  });
});

describe("the expiry sweep, a late payment and the margins of a payout", () => {
  it.skipIf(target !== "postgres")(
    "a payment that lands while the sweep expires its booking has its hold released",
    async () => {
      await setClock(world, T0);
      const seer = await paidSeer(world);
      const { booking, checkoutUrl } = await request(seer, TUESDAY_10, { pay: false });
      const payBy = booking.payment?.pay_by as string;
      // The sweep (its clock just past the deadline) expires the booking and is held on its
      // way to the payment by another writer.
      const jam = await world.jam("payment", booking.id, "booking_id");
      let sweep: Promise<void>;
      let delivered: Promise<unknown> = Promise.resolve();
      try {
        await setClock(world, new Date(Date.parse(payBy) + 2000).toISOString());
        sweep = runServerJobs(world.base);
        await expect.poll(() => waitingOnLocks(world), { timeout: 10_000 }).toBe(1);
        // Meanwhile the seeker pays, and the webhook's instance (its clock a little behind)
        // still finds the booking awaiting payment, in time.
        await setClock(world, new Date(Date.parse(payBy) - 2000).toISOString());
        await stripe.post("webhooks/hold");
        await payOnCheckout(checkoutUrl);
        // (Answered once the event is delivered, which waits on the sweep.)
        delivered = stripe.post("webhooks/release");
        await expect.poll(() => waitingOnLocks(world), { timeout: 10_000 }).toBe(2);
        // The sweep's own attempt at Stripe right after it commits finds Stripe unreachable, so
        // what is left to do is what the payment row says.
        const session = /\/pay\/(cs_test_[A-Za-z0-9_]+)/.exec(checkoutUrl)?.[1];
        await stripe.post("fail", { match: `GET /v1/checkout/sessions/${session}`, status: 503 });
      } finally {
        await jam.release();
      }
      await sweep;
      await delivered;
      await setClock(world, new Date(Date.parse(payBy) + 60_000).toISOString());
      await runServerJobs(world.base);
      await expect.poll(async () => (await intentOf(booking.id))?.status).toBe("canceled");
      await expect.poll(async () => (await paymentRow(booking.id))?.status).toBe("released");
      const [row] = await world.query<{ status: string }>(
        "select status from booking where id = $1",
        [booking.id],
      );
      expect(row?.status).toBe("expired");
    },
  );

  it("a hold released by a pass whose answer was lost is labelled released, not failed", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const { booking, checkoutUrl } = await request(seer, TUESDAY_10, { pay: false });
    // Paid at the last moment, its webhook lost: the sweep expires the booking, and the hold is
    // released at Stripe by a pass that never hears the answer.
    await stripe.post("webhooks/drop", { type: "checkout.session.completed" });
    await payOnCheckout(checkoutUrl);
    await stripe.events();
    // Every attempt of this run (each pass's, and the SDK's own retry of each) loses its answer.
    await stripe.post("fail", {
      match: `POST /v1/payment_intents/${(await intentOf(booking.id))?.id}/cancel`,
      down: true,
      after: true,
      times: 4,
    });
    await setClock(world, "2027-03-01T00:31:00Z");
    await runServerJobs(world.base);
    await expect.poll(async () => (await intentOf(booking.id))?.status).toBe("canceled");
    await runServerJobs(world.base);
    await expect.poll(async () => (await paymentRow(booking.id))?.pending).toBe(null);
    expect((await paymentRow(booking.id))?.status).toBe("released");
  });

  it("no payout at the very moment the no-show window closes; a margin later, the amount re-read just before it is made", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const first = await accepted(seer, TUESDAY_10);
    const second = await accepted(seer, TUESDAY_12);
    await setClock(world, WINDOW_CLOSES);
    await runServerJobs(world.base);
    expect(await payoutsOf(first.booking.id)).toEqual([]);
    // A minute on it is due; while the pass reads the Seer's balance, an admin gives back part.
    await setClock(world, "2027-03-03T10:01:00Z");
    await stripe.post("slow", { match: "GET /v1/balance", account: seer.account, ms: 800 });
    const pass = runServerJobs(world.base);
    await expect.poll(async () => (await answersAt("GET", "/v1/balance")).includes(0)).toBe(true);
    const refund = await api("POST", `/bookings/${first.booking.id}/refund`, {
      token: world.adminToken,
      json: { amount_cents: 1000, reason: "The video dropped for ten minutes" },
    });
    expect(refund.status).toBe(200);
    await pass;
    await runServerJobs(world.base);
    // 5100 net, less the Seer's share of the 1000 refunded (850).
    expect((await payoutsOf(first.booking.id)).map((p) => p.amount)).toEqual([4250]);
    expect(await payoutsOf(second.booking.id)).toEqual([]);
  });
});
