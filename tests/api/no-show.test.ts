/**
 * No-shows (issue 29) over HTTP: a party's claim from 15 minutes after the start until 24 hours
 * after the end (each edge by the server's clock), the other's contest within 24 hours, an
 * uncontested claim standing at its deadline, the admins' queue and resolve, two claims at once
 * (one wins), a session held from completing while a claim waits, the room's entries and exits for
 * the admins only, and (on a server with payments on and the Stripe stand-in) the money: a full
 * refund when the Seer did not come, the payout when the seeker did not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, type Json, newUser, superuserToken } from "../support/api-client";
import {
  outboxFor,
  publishedSeer,
  runServerJobs,
  setServerClock,
  withClock,
} from "../support/bookings";
import { openEventStream } from "../support/event-stream";
import {
  emailKeysOf,
  type PaymentsWorld,
  paidSeer,
  payOnCheckout,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";

/** Monday 1 March 2027, 00:00 UTC; the session is Tuesday 2 March, 10:00–11:00 in Paris (09:00Z). */
const T0 = "2027-03-01T00:00:00Z";
const START = "2027-03-02T09:00:00.000Z";
const WINDOW_OPENS = "2027-03-02T09:15:00.000Z";
const WINDOW_CLOSES = "2027-03-03T10:00:00.000Z";
const OUTSIDE = `A no-show can be reported from ${WINDOW_OPENS} (15 minutes after the start) until ${WINDOW_CLOSES} (24 hours after the end)`;

type NoShow = {
  reported_by: string;
  absent: string;
  note: string | null;
  status: string;
  deadline: string;
  reported_at: string;
  contest_note: string | null;
};
type Booking = Json & {
  id: string;
  status: string;
  cancelled_by: string | null;
  actions: string[];
  no_show: NoShow | null;
  room_presence?: { party: string; joined_at: string; left_at: string | null }[];
  payment: { status: string; refunded_cents: number } | null;
};

const claim = (id: string, token: string, json?: Json) =>
  call("POST", `/bookings/${id}/no-show`, { token, ...(json ? { json } : {}) });
const contest = (id: string, token: string, json: Json) =>
  call("POST", `/bookings/${id}/no-show/contest`, { token, json });
const resolve = async (id: string, outcome: string, token?: string) =>
  call("POST", `/bookings/${id}/no-show/resolve`, {
    token: token ?? (await superuserToken()),
    json: { outcome },
  });
const read = async (id: string, token: string) => {
  const res = await call("GET", `/bookings/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body as Booking;
};

/** At T0: a Seer's accepted session at START with a new seeker (`room`: in the built-in room). */
async function acceptedSession({ room = false }: { room?: boolean } = {}) {
  await setServerClock(T0);
  const seer = await publishedSeer();
  if (room) {
    const patched = await call("PATCH", "/users/me/listing", {
      token: seer.token,
      json: { video: "room" },
    });
    expect(patched.status).toBe(200);
  }
  const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" });
  const booked = await call("POST", "/bookings/", {
    token: seeker.token,
    json: { coach_slug: seer.slug, start: START, hours: 1 },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const id = booked.body.id as string;
  expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(200);
  return { seer, seeker, id };
}

describe("reporting a no-show", () => {
  it("opens 15 minutes after the start and closes 24 hours after the end, each edge exact", () =>
    withClock(async () => {
      const { seer, seeker, id } = await acceptedSession();
      // A minute before it opens: the server's clock runs on while requests travel, and a loaded
      // machine can take seconds; the exact edge is the pure rule's (no-show-rules).
      await setServerClock("2027-03-02T09:14:00Z");
      const early = await claim(id, seer.token);
      expect([early.status, early.body.detail]).toEqual([409, OUTSIDE]);
      expect((await read(id, seer.token)).actions).not.toContain("report_no_show");
      // A stranger reads the 404 of a booking they cannot see; an admin acts on none not theirs.
      expect((await claim(id, (await newUser()).token)).status).toBe(404);
      const admin = await claim(id, await superuserToken());
      expect([admin.status, admin.body.detail]).toEqual([403, "Not enough permissions"]);
      expect((await call("POST", `/bookings/${id}/no-show`, {})).status).toBe(401);

      await setServerClock("2027-03-03T10:00:00Z");
      const late = await claim(id, seeker.token);
      expect([late.status, late.body.detail]).toEqual([409, OUTSIDE]);
      // By then the session completed by itself, as any other.
      expect((await read(id, seer.token)).status).toBe("completed");

      await setServerClock("2027-03-03T09:59:00Z");
      // A completed session takes a claim too (a Seer may mark it so at its end), to the last minute.
      const lastMinute = await claim(id, seeker.token, { note: "Never came" });
      expect(lastMinute.status, JSON.stringify(lastMinute.body)).toBe(200);
    }));

  it("refuses a request, a cancelled session, and a bad note", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seeker = await newUser();
      const booked = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: START, hours: 1 },
      });
      const id = booked.body.id as string;
      const asked = await claim(id, seeker.token);
      expect([asked.status, asked.body.detail]).toEqual([
        409,
        "Only an accepted or completed session can have a no-show (this one is requested)",
      ]);
      await call("POST", `/bookings/${id}/cancel`, { token: seeker.token });
      await setServerClock("2027-03-02T09:30:00Z");
      const cancelled = await claim(id, seer.token);
      expect(cancelled.body.detail).toBe(
        "Only an accepted or completed session can have a no-show (this one is cancelled)",
      );
      const long = await claim(id, seer.token, { note: "x".repeat(1001) });
      expect(long.status).toBe(422);
    }));

  it("writes the claim, tells the other (email, thread line), and lets only them contest", () =>
    withClock(async () => {
      const { seer, seeker, id } = await acceptedSession();
      await setServerClock(WINDOW_OPENS);
      const res = await claim(id, seer.token, { note: "  Waited 30 minutes in the room  " });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const booking = res.body as Booking;
      expect(booking.no_show).toMatchObject({
        reported_by: "seer",
        absent: "seeker",
        note: "Waited 30 minutes in the room",
        status: "open",
        contest_note: null,
      });
      const claimedAt = Date.parse(booking.no_show?.reported_at ?? "");
      expect(Date.parse(booking.no_show?.deadline ?? "") - claimedAt).toBe(24 * 3600_000);
      // The parties never read the room's comings and goings.
      expect(booking).not.toHaveProperty("room_presence");
      expect(booking.actions).not.toContain("report_no_show");
      expect(booking.actions).not.toContain("cancel");
      expect((await read(id, seeker.token)).actions).toContain("contest_no_show");

      const mails = await outboxFor(id);
      const told = mails.filter((m) => m.kind === "booking.no_show_reported");
      expect(told.map((m) => m.payload.to)).toEqual([seeker.email]);
      expect(String(told[0]?.payload.text)).toContain("Waited 30 minutes in the room");

      const conversations = await call("GET", "/conversations/", { token: seeker.token });
      const conversationId = (conversations.body.data as Json[])[0]?.id as string;
      const lines = await call("GET", `/conversations/${conversationId}/messages`, {
        token: seeker.token,
      });
      const bodies = (lines.body.data as Json[]).map((line) => String(line.body));
      expect(bodies.some((body) => body.includes("reported that the other did not come"))).toBe(
        true,
      );

      const second = await claim(id, seeker.token);
      expect([second.status, second.body.detail]).toEqual([
        409,
        `A no-show was already reported for this session at ${booking.no_show?.reported_at}`,
      ]);
      const byReporter = await contest(id, seer.token, { note: "Me?" });
      expect([byReporter.status, byReporter.body.detail]).toEqual([
        403,
        "Only the party said to be absent can contest this no-show",
      ]);
      expect((await contest(id, seeker.token, { note: "   " })).status).toBe(422);
      // Nobody completes or cancels a session whose ending a claim decides.
      await setServerClock("2027-03-02T10:30:00Z");
      const complete = await call("POST", `/bookings/${id}/complete`, { token: seer.token });
      expect([complete.status, complete.body.detail]).toEqual([
        409,
        "A no-show reported for this session waits to be settled: it decides how the session ends",
      ]);
    }));

  it("of two claims at once, exactly one is written", () =>
    withClock(async () => {
      const { seer, seeker, id } = await acceptedSession();
      await setServerClock("2027-03-02T09:40:00Z");
      const results = await Promise.all([
        claim(id, seer.token, { note: "Seer first" }),
        claim(id, seeker.token, { note: "Seeker first" }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)?.body as Booking;
      expect((await read(id, seer.token)).no_show).toEqual(winner.no_show);
    }));
});

describe("the claim's end", () => {
  it("uncontested, it stands 24 hours after the claim: the seeker absent, completed, not reviewable", () =>
    withClock(async () => {
      const { seer, seeker, id } = await acceptedSession();
      await setServerClock("2027-03-02T09:20:00Z");
      const claimed = await claim(id, seer.token);
      expect(claimed.status).toBe(200);
      // The server's clock runs on from where it was set: the deadline is 24 h after the claim,
      // which is a moment (on a loaded machine, seconds) after 09:20.
      const noShow = (claimed.body as Booking).no_show as NoShow;
      const deadline = Date.parse(noShow.deadline);
      expect(deadline - Date.parse(noShow.reported_at)).toBe(24 * 60 * 60 * 1000);
      expect(noShow.reported_at.startsWith("2027-03-02T09:2")).toBe(true);
      await setServerClock(new Date(deadline - 60_000));
      expect((await read(id, seeker.token)).no_show?.status).toBe("open");
      await setServerClock(new Date(deadline + 1000));
      await runServerJobs();
      const after = await read(id, seeker.token);
      expect(after.status).toBe("completed");
      expect(after.no_show?.status).toBe("upheld");
      expect(after.actions).not.toContain("review");
      expect(after.actions).not.toContain("contest_no_show");
      const late = await contest(id, seeker.token, { note: "I was there" });
      expect([late.status, late.body.detail]).toEqual([
        409,
        `The time to contest this no-show ended at ${noShow.deadline}`,
      ]);
      const review = await call("POST", `/coaches/${seer.slug}/reviews`, {
        token: seeker.token,
        json: { rating: 1, title: "No", body: "No" },
      });
      expect(review.status).toBe(403);
      const mails = (await outboxFor(id)).filter((m) => m.kind === "booking.no_show_upheld");
      expect(mails.map((m) => m.payload.to).sort()).toEqual([seer.email, seeker.email].sort());
    }));

  it("contested, it waits for the admins (no completion meanwhile); rejected: completed as usual", () =>
    withClock(async () => {
      const { seer, seeker, id } = await acceptedSession();
      await setServerClock("2027-03-02T09:30:00Z");
      expect((await claim(id, seeker.token, { note: "The Seer never came" })).status).toBe(200);
      await setServerClock("2027-03-03T09:00:00Z");
      const contested = await contest(id, seer.token, { note: "I was in the room at 10:00" });
      expect(contested.status, JSON.stringify(contested.body)).toBe(200);
      expect((contested.body as Booking).no_show).toMatchObject({
        status: "contested",
        contest_note: "I was in the room at 10:00",
      });
      const again = await contest(id, seer.token, { note: "Again" });
      expect([again.status, again.body.detail]).toEqual([409, "This no-show is already contested"]);
      expect(
        (await outboxFor(id))
          .filter((m) => m.kind === "booking.no_show_contested")
          .map((m) => m.payload.to),
      ).toEqual([seeker.email]);

      // Long past the time a session completes by itself: it stays accepted while contested.
      await setServerClock("2027-03-05T12:00:00Z");
      await runServerJobs();
      expect((await read(id, seer.token)).status).toBe("accepted");

      const admin = await superuserToken();
      const queue = await call("GET", "/no-shows/", { token: admin });
      expect(queue.status).toBe(200);
      const listed = (queue.body.data as Booking[]).find((b) => b.id === id);
      expect(listed?.no_show).toMatchObject({ status: "contested", note: "The Seer never came" });
      expect(listed?.room_presence).toEqual([]);
      expect((await call("GET", "/no-shows/", { token: seer.token })).status).toBe(403);
      expect((await resolve(id, "rejected", seer.token)).status).toBe(403);
      expect((await resolve(id, "maybe")).status).toBe(422);

      const resolved = await resolve(id, "rejected");
      expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
      expect(resolved.body).toMatchObject({ status: "completed", no_show: { status: "rejected" } });
      expect(resolved.body.room_presence).toEqual([]);
      const twice = await resolve(id, "upheld");
      expect([twice.status, twice.body.detail]).toEqual([
        409,
        "This no-show is already settled (rejected)",
      ]);
      const queueAfter = await call("GET", "/no-shows/", { token: admin });
      expect((queueAfter.body.data as Booking[]).some((b) => b.id === id)).toBe(false);
      // Held after all: the seeker may review it.
      expect((await read(id, seeker.token)).actions).toContain("review");
    }));

  it("upheld by the admins, the Seer absent: cancelled by the Seer", () =>
    withClock(async () => {
      const { seer, seeker, id } = await acceptedSession();
      await setServerClock("2027-03-02T09:30:00Z");
      await claim(id, seeker.token);
      await contest(id, seer.token, { note: "I was there" });
      const upheld = await resolve(id, "upheld");
      expect(upheld.status).toBe(200);
      const after = await read(id, seeker.token);
      expect(after).toMatchObject({
        status: "cancelled",
        cancelled_by: "seer",
        no_show: { status: "upheld", absent: "seer" },
      });
      const unknown = await resolve("00000000-0000-4000-8000-000000000000", "upheld");
      expect(unknown.status).toBe(404);
    }));

  it("an admin who resolves a booking without a claim reads 404 with the reason", () =>
    withClock(async () => {
      const { id } = await acceptedSession();
      const none = await resolve(id, "upheld");
      expect([none.status, none.body.detail]).toEqual([
        404,
        "No no-show was reported for this session",
      ]);
    }));
});

describe("the room's evidence", () => {
  it("keeps when each party entered and left the room, for the admins only, beside a claim", () =>
    withClock(async () => {
      const { seer, seeker, id } = await acceptedSession({ room: true });
      await setServerClock("2027-03-02T08:55:00Z");
      const stream = await openEventStream({
        token: seer.token,
        path: `/bookings/${id}/room/events`,
      });
      expect(stream.response.status).toBe(200);
      await stream.comment();
      stream.close();
      // No claim yet: nothing of it is shown, not even to the admins.
      expect(await read(id, await superuserToken())).not.toHaveProperty("room_presence");
      await setServerClock(WINDOW_OPENS);
      expect((await claim(id, seeker.token, { note: "Nobody came" })).status).toBe(200);
      await expect
        .poll(async () => {
          const admin = await read(id, await superuserToken());
          return admin.room_presence?.map((p) => [p.party, p.left_at !== null]);
        })
        .toEqual([["seer", true]]);
      const admin = await read(id, await superuserToken());
      expect(admin.room_presence?.[0]?.joined_at.startsWith("2027-03-02T08:5")).toBe(true);
      for (const token of [seer.token, seeker.token]) {
        expect(await read(id, token)).not.toHaveProperty("room_presence");
      }
    }));
});

describe("the Seer's record on their page", () => {
  const profileHtml = async (slug: string) => {
    const res = await fetch(`${baseUrl()}/profile/${slug}`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it("says how often they cancel and how soon they answer, the numbers in a tooltip; nothing for a new Seer", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seeker = await newUser();
      const ids: string[] = [];
      // Tuesday 10:00 to 15:00 in Paris: five one-hour sessions.
      for (const hour of ["09", "10", "11", "12", "13"]) {
        const booked = await call("POST", "/bookings/", {
          token: seeker.token,
          json: { coach_slug: seer.slug, start: `2027-03-02T${hour}:00:00.000Z`, hours: 1 },
        });
        expect(booked.status, JSON.stringify(booked.body)).toBe(200);
        ids.push(booked.body.id as string);
      }
      expect(await profileHtml(seer.slug)).not.toContain('data-testid="seer-record"');
      // Each answered about an hour and a half after it was asked.
      await setServerClock("2027-03-01T01:30:00Z");
      for (const id of ids) {
        expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(
          200,
        );
      }
      const [first] = ids;
      await call("POST", `/bookings/${first}/cancel`, { token: seer.token, json: {} });
      await setServerClock("2027-03-02T18:00:00Z");
      const html = await profileHtml(seer.slug);
      expect(html).toContain("Often cancels");
      expect(html).toContain(
        'title="Cancelled or did not come to 1 of 5 sessions in the last 90 days"',
      );
      expect(html).toContain("Usually responds within 2 hours");
      expect(html).toMatch(
        /title="Median time to answer a request: 1 h (29|30) min, over 5 requests in the last 90 days"/,
      );

      // A Seer with one session has no record worth showing.
      const fresh = await publishedSeer();
      expect(await profileHtml(fresh.slug)).not.toContain('data-testid="seer-record"');
    }));
});

describe("the money, with payments on", () => {
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
  const readPaid = async (id: string, token: string) =>
    (await api("GET", `/bookings/${id}`, { token })).body as Booking;

  async function paidSession() {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" }, world.base);
    const created = await api("POST", "/bookings/", {
      token: seeker.token,
      json: { coach_slug: seer.slug, start: START, hours: 1 },
    });
    expect(created.status).toBe(201);
    const id = (created.body as Booking).id;
    await payOnCheckout(
      (created.body as { payment: { checkout_url: string } }).payment.checkout_url,
    );
    await stripe.events();
    const accepted = await api("POST", `/bookings/${id}/accept`, { token: seer.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return { seer, seeker, id };
  }

  it("the Seer did not come: the seeker's payment refunded in full, once", async () => {
    const { seer, seeker, id } = await paidSession();
    await setClock(world, "2027-03-02T09:30:00Z");
    expect((await api("POST", `/bookings/${id}/no-show`, { token: seeker.token })).status).toBe(
      200,
    );
    // Uncontested: it stands at its deadline (the sweep runs every few seconds on this server).
    await setClock(world, "2027-03-03T09:31:00Z");
    await expect
      .poll(async () => (await readPaid(id, seeker.token)).payment?.status, { timeout: 45_000 })
      .toBe("refunded");
    const after = await readPaid(id, seeker.token);
    expect(after).toMatchObject({ status: "cancelled", cancelled_by: "seer" });
    expect(after.payment?.refunded_cents).toBe(6000);
    const ledger = await stripe.ledger();
    const refunds = ledger.refunds.filter(
      (r) => (r.metadata as Json | undefined)?.booking_id === id,
    );
    expect(refunds).toMatchObject([{ amount: 6000, reversed_from_account: 6000 }]);
    expect(ledger.balances[seer.account]?.usd).toBe(0);
    expect(ledger.payouts.filter((p) => p.metadata.booking_id === id)).toEqual([]);
    expect(await emailKeysOf(world, id)).toContain("no_show_upheld:seeker");
  });

  it("the seeker did not come: the payout waits while contested, then the Seer is paid as completed", async () => {
    const { seer, seeker, id } = await paidSession();
    await setClock(world, "2027-03-02T09:30:00Z");
    expect((await api("POST", `/bookings/${id}/no-show`, { token: seer.token })).status).toBe(200);
    await setClock(world, "2027-03-02T12:00:00Z");
    expect(
      (
        await api("POST", `/bookings/${id}/no-show/contest`, {
          token: seeker.token,
          json: { note: "My camera was off but I was there" },
        })
      ).status,
    ).toBe(200);
    // A day after the end, when a completed session is paid out: this one waits.
    await setClock(world, "2027-03-03T10:30:00Z");
    await runServerJobs(world.base);
    await runServerJobs(world.base);
    expect((await readPaid(id, seer.token)).payment?.status).toBe("paid");
    expect((await stripe.ledger()).payouts.filter((p) => p.metadata.booking_id === id)).toEqual([]);
    const resolved = await api("POST", `/bookings/${id}/no-show/resolve`, {
      token: world.adminToken,
      json: { outcome: "upheld" },
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.status).toBe("completed");
    await expect
      .poll(async () => (await readPaid(id, seer.token)).payment?.status, { timeout: 45_000 })
      .toBe("paid_out");
    const payouts = (await stripe.ledger()).payouts.filter((p) => p.metadata.booking_id === id);
    expect(payouts).toMatchObject([{ amount: 5100, account: seer.account }]);
    expect((await stripe.ledger()).refunds.filter((r) => r.metadata?.booking_id === id)).toEqual(
      [],
    );
  });
});
