/**
 * Moving an accepted session over HTTP (lib/bookings/reschedule.ts): a party proposes, the other
 * accepts or declines, the proposer withdraws, time lets it lapse; every refusal by its detail;
 * answers and new requests racing (one wins); the emails with the updated invitation (same UID,
 * SEQUENCE + 1) in each reader's zone; and with payments on, nothing charged again. The listing
 * (tests/support/listings.ts) is in Paris: Mon 09–12 and 13–17, Tue 10–18, 12 h notice, $60/h.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json, newUser, superuserToken } from "../support/api-client";
import {
  type OutboxRow,
  outboxFor,
  publishedSeer,
  runServerJobs,
  setServerClock,
  withClock,
} from "../support/bookings";
import {
  type PaymentsWorld,
  paidSeer,
  payOnCheckout,
  setClock,
  startPaymentsWorld,
  stripeControl,
} from "../support/payments";

/** Monday 1 March 2027, 00:00 UTC. */
const T0 = "2027-03-01T00:00:00Z";
/** Tuesday 2 March 2027: 10:00, 14:00, 15:00 and 16:00 in Paris (CET). */
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
const TUESDAY_14 = "2027-03-02T13:00:00.000Z";
const TUESDAY_15 = "2027-03-02T14:00:00.000Z";
const TUESDAY_16 = "2027-03-02T15:00:00.000Z";
const NEW_YORK = "America/New_York";

type Proposal = { id: string; starts: string[]; proposed_by: string; expires_at: string };
type Booking = Json & {
  id: string;
  start: string;
  end: string;
  status: string;
  reschedule: Proposal | null;
};

const propose = (token: string, id: string, starts: string[]) =>
  call("POST", `/bookings/${id}/reschedule`, { token, json: { starts } });
const answer = (token: string, id: string, what: "decline" | "withdraw") =>
  call("POST", `/bookings/${id}/reschedule/${what}`, { token });
const accept = (token: string, id: string, start: string) =>
  call("POST", `/bookings/${id}/reschedule/accept`, { token, json: { start } });
const read = async (token: string, id: string) =>
  (await call("GET", `/bookings/${id}`, { token })).body as Booking;

/** An accepted 1-hour session on Tuesday 10:00 in Paris, the seeker in New York. */
async function acceptedSession(start = TUESDAY_10) {
  const seer = await publishedSeer();
  const seeker = await newUser({ firstname: "Sam", lastname: "Seeker", timezone: NEW_YORK });
  const made = await call("POST", "/bookings/", {
    token: seeker.token,
    json: { coach_slug: seer.slug, start, hours: 1 },
  });
  expect(made.status).toBe(200);
  const id = made.body.id as string;
  expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(200);
  return { seer, seeker, id };
}

/** The first validation message of a 422. */
const msgOf = (body: Json) => (body.detail as { msg: string }[])[0]?.msg;

/** The calendar part of an outbox email: its lines, unfolded. */
function icsOf(row: OutboxRow | undefined): string[] {
  const event = row?.payload.icalEvent as { content?: string } | undefined;
  return (event?.content ?? "").replace(/\r\n[ \t]/g, "").split("\r\n");
}
const icsField = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

async function threadLines(token: string): Promise<string[]> {
  const list = await call("GET", "/conversations/", { token });
  const id = (list.body.data as { id: string }[])[0]?.id;
  const res = await call("GET", `/conversations/${id}/messages?limit=100`, { token });
  return (res.body.data as { sender: string; body: string }[])
    .filter((line) => line.sender === "system")
    .map((line) => line.body);
}

describe("a seeker moves a session", () => {
  it("proposes one free time; the Seer accepts: same booking, new times, old slot free, one email each with SEQUENCE + 1", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, id } = await acceptedSession();
      const proposed = await propose(seeker.token, id, [TUESDAY_14]);
      expect(proposed.status).toBe(201);
      expect(proposed.body).toMatchObject({
        starts: [TUESDAY_14],
        proposed_by: "seeker",
        // The earlier of 48 h later and 1 h before the (current) start.
        expires_at: "2027-03-02T08:00:00.000Z",
      });
      // Both parties read the open proposal with the booking.
      for (const token of [seer.token, seeker.token]) {
        expect((await read(token, id)).reschedule).toEqual(proposed.body);
      }
      const toSeer = (await outboxFor(id)).find((m) => m.kind === "booking.reschedule_proposed");
      expect(toSeer?.payload.to).toBe(seer.email);
      expect(String(toSeer?.payload.text)).toContain("2:00 PM – 3:00 PM (Europe/Paris)");

      const moved = await accept(seer.token, id, TUESDAY_14);
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        id,
        status: "accepted",
        start: TUESDAY_14,
        end: "2027-03-02T14:00:00.000Z",
        reschedule: null,
      });
      const slots = await call("GET", `/coaches/${seer.slug}/slots?from=2027-03-02&days=1`);
      const starts = (slots.body.data as { start: string }[]).map((s) => s.start);
      expect(starts).toContain(TUESDAY_10);
      expect(starts).not.toContain(TUESDAY_14);

      const mails = await outboxFor(id);
      const invite = icsOf(mails.find((m) => m.kind === "booking.accepted"));
      const updates = mails.filter((m) => m.kind === "booking.reschedule_accepted");
      expect(updates.map((m) => m.payload.to).sort()).toEqual([seer.email, seeker.email].sort());
      for (const update of updates) {
        const lines = icsOf(update);
        expect(lines).toContain("METHOD:REQUEST");
        expect(icsField(lines, "UID")).toBe(icsField(invite, "UID"));
        expect(icsField(lines, "SEQUENCE")).toBe(String(Number(icsField(invite, "SEQUENCE")) + 1));
        expect(icsField(lines, "DTSTART")).toBe("20270302T130000Z");
        // Each in their own zone first: 8:00 AM in New York (EST), 2:00 PM in Paris.
        const first =
          update.payload.to === seeker.email
            ? "8:00 AM – 9:00 AM (America/New_York)"
            : "2:00 PM – 3:00 PM (Europe/Paris)";
        expect(String(update.payload.text)).toContain(
          `the 1-hour session, Tuesday, March 2, 2027, ${first}`,
        );
      }
      // The thread tells the story in each reader's zone.
      const seekerLines = await threadLines(seeker.token);
      expect(
        seekerLines.some((l) =>
          l.startsWith("Sam Seeker asked to move the session to Tuesday, March 2, 2027, 8:00 AM"),
        ),
      ).toBe(true);
      expect(
        seekerLines.some((l) =>
          /accepted the new time: the 1-hour session on Tuesday, March 2, 2027, 8:00 AM/.test(l),
        ),
      ).toBe(true);
      const seerLines = await threadLines(seer.token);
      expect(
        seerLines.some((l) =>
          l.includes("asked to move the session to Tuesday, March 2, 2027, 2:00 PM"),
        ),
      ).toBe(true);
    }));

  it("the Seer offers up to three times; the seeker takes one; a second answer finds none open", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, id } = await acceptedSession();
      const offered = await propose(seer.token, id, [TUESDAY_16, TUESDAY_14, TUESDAY_15]);
      expect(offered.status).toBe(201);
      expect(offered.body.starts).toEqual([TUESDAY_14, TUESDAY_15, TUESDAY_16]);
      expect(offered.body.proposed_by).toBe("seer");
      const notOffered = await accept(seeker.token, id, "2027-03-02T10:00:00Z");
      expect(notOffered.status).toBe(422);
      expect(msgOf(notOffered.body)).toBe("Choose one of the times proposed");
      const taken = await accept(seeker.token, id, TUESDAY_15);
      expect(taken.status).toBe(200);
      expect(taken.body.start).toBe(TUESDAY_15);
      const again = await accept(seeker.token, id, TUESDAY_16);
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe("No new time is proposed for this session");
    }));

  it("declined or withdrawn: the session stays as it was, the proposer is told, and a new proposal may follow", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, id } = await acceptedSession();
      await propose(seeker.token, id, [TUESDAY_14]);
      const declined = await answer(seer.token, id, "decline");
      expect(declined.status).toBe(200);
      expect(declined.body).toMatchObject({ start: TUESDAY_10, reschedule: null });
      const told = (await outboxFor(id)).filter((m) => m.kind === "booking.reschedule_declined");
      expect(told.map((m) => m.payload.to)).toEqual([seeker.email]);

      expect((await propose(seer.token, id, [TUESDAY_15])).status).toBe(201);
      const withdrawn = await answer(seer.token, id, "withdraw");
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body).toMatchObject({ start: TUESDAY_10, reschedule: null });
      const lines = await threadLines(seeker.token);
      expect(lines.some((l) => l.includes("declined the new time: the session stays on"))).toBe(
        true,
      );
      expect(lines.some((l) => l.includes("withdrew the new time"))).toBe(true);
    }));
});

describe("reminders", () => {
  it("a session moved after its reminder is reminded again for the new time", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, id } = await acceptedSession();
      // 23 h before Tuesday 10:00 in Paris: both reminded.
      await setServerClock("2027-03-01T10:00:00Z");
      await runServerJobs();
      const reminders = async () =>
        (await outboxFor(id)).filter((m) => m.kind === "booking.reminder");
      expect(await reminders()).toHaveLength(2);
      // Moved to Tuesday 16:00 (29 h ahead): reminded again 24 h before it, once each.
      await propose(seeker.token, id, [TUESDAY_16]);
      expect((await accept(seer.token, id, TUESDAY_16)).status).toBe(200);
      await runServerJobs();
      expect(await reminders()).toHaveLength(2);
      await setServerClock("2027-03-01T15:30:00Z");
      await runServerJobs();
      await runServerJobs();
      const again = (await reminders()).slice(2);
      expect(again.map((m) => m.payload.to).sort()).toEqual([seer.email, seeker.email].sort());
      expect(String(again[0]?.payload.text)).toContain("March 2, 2027");
    }));
});

describe("refusals", () => {
  it("names each: who may, how many, which times, one open at a time, until the start", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, id } = await acceptedSession();
      const stranger = await newUser();
      const admin = await superuserToken();
      expect((await propose(stranger.token, id, [TUESDAY_14])).status).toBe(404);
      expect((await accept(stranger.token, id, TUESDAY_14)).status).toBe(404);
      const byAdmin = await propose(admin, id, [TUESDAY_14]);
      expect(byAdmin.status).toBe(403);
      expect(byAdmin.body.detail).toBe("Not enough permissions");
      expect(
        (await call("POST", `/bookings/${id}/reschedule`, { json: { starts: [TUESDAY_14] } }))
          .status,
      ).toBe(401);

      const two = await propose(seeker.token, id, [TUESDAY_14, TUESDAY_15]);
      expect(two.status).toBe(422);
      expect(msgOf(two.body)).toBe("Propose one new time");
      expect(
        (
          await propose(seer.token, id, [
            TUESDAY_14,
            TUESDAY_15,
            TUESDAY_16,
            "2027-03-02T16:00:00Z",
          ])
        ).status,
      ).toBe(422);
      expect((await propose(seeker.token, id, [])).status).toBe(422);
      expect((await propose(seeker.token, id, ["tuesday"])).status).toBe(422);
      const same = await propose(seeker.token, id, [TUESDAY_10]);
      expect(same.status).toBe(422);
      expect(msgOf(same.body)).toBe(
        "Propose a time other than the session's current one, each time once",
      );
      // Monday 12:30 in Paris is outside the Seer's hours; Wednesday they take none.
      for (const start of ["2027-03-01T11:30:00.000Z", "2027-03-03T09:00:00.000Z"]) {
        const notFree = await propose(seeker.token, id, [start]);
        expect(notFree.status, start).toBe(422);
        expect(msgOf(notFree.body)).toBe(`${start} is not one of the Seer's free times`);
      }
      // Another seeker's request takes Tuesday 14:00.
      const other = await newUser();
      await call("POST", "/bookings/", {
        token: other.token,
        json: { coach_slug: seer.slug, start: TUESDAY_14, hours: 1 },
      });
      expect((await propose(seeker.token, id, [TUESDAY_14])).status).toBe(422);
      // Half an hour later overlaps only the session itself: that is a move.
      const half = await propose(seeker.token, id, ["2027-03-02T09:30:00.000Z"]);
      expect(half.status).toBe(201);

      const second = await propose(seer.token, id, [TUESDAY_15]);
      expect(second.status).toBe(409);
      expect(second.body.detail).toBe(
        "A new time is already proposed for this session: answer or withdraw it first",
      );
      const own = await accept(seeker.token, id, "2027-03-02T09:30:00.000Z");
      expect(own.status).toBe(403);
      expect(own.body.detail).toBe(
        "You proposed this new time: only the other party can accept or decline it",
      );
      expect((await answer(seeker.token, id, "decline")).status).toBe(403);
      const notMine = await answer(seer.token, id, "withdraw");
      expect(notMine.status).toBe(403);
      expect(notMine.body.detail).toBe("Only the party who proposed the new time can withdraw it");
      expect((await accept(seer.token, id, "soon")).status).toBe(422);

      // Less than an hour before the start: too late to move; after the start: started.
      await setServerClock("2027-03-02T08:30:00Z");
      expect((await read(seer.token, id)).reschedule).toBeNull();
      const close = await propose(seer.token, id, [TUESDAY_15]);
      expect(close.status).toBe(409);
      expect(close.body.detail).toBe(
        "Less than 1 hour before the start, a session can no longer be moved: it could not be answered in time",
      );
      await setServerClock("2027-03-02T09:10:00Z");
      const started = await propose(seeker.token, id, [TUESDAY_15]);
      expect(started.status).toBe(409);
      expect(started.body.detail).toBe("This session has started: it can no longer be moved");
    }));

  it("only an accepted session moves", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seeker = await newUser();
      const made = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: TUESDAY_10, hours: 1 },
      });
      const id = made.body.id as string;
      const res = await propose(seeker.token, id, [TUESDAY_14]);
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe("Only an accepted session can be moved (this one is requested)");
      expect((await answer(seer.token, id, "decline")).body.detail).toBe(
        "Only an accepted session can be moved (this one is requested)",
      );
      await call("POST", `/bookings/${id}/cancel`, { token: seeker.token });
      expect((await propose(seeker.token, id, [TUESDAY_14])).body.detail).toBe(
        "Only an accepted session can be moved (this one is cancelled)",
      );
    }));
});

describe("time and races", () => {
  it("lapses unanswered at its expiry: reads show none at once, the sweep writes it, a new one may follow", () =>
    withClock(async () => {
      await setServerClock(T0);
      // A session a week later: the 48 h rule comes first.
      const { seer, seeker, id } = await acceptedSession("2027-03-09T09:00:00.000Z");
      const proposed = await propose(seeker.token, id, ["2027-03-09T13:00:00.000Z"]);
      // 48 h after the proposal (the server's clock ran on a little since T0).
      const after48h =
        Date.parse(proposed.body.expires_at as string) - Date.parse("2027-03-03T00:00:00Z");
      expect(after48h).toBeGreaterThanOrEqual(0);
      expect(after48h).toBeLessThan(60_000);
      await setServerClock("2027-03-03T00:01:00Z");
      expect((await read(seer.token, id)).reschedule).toBeNull();
      expect((await accept(seer.token, id, "2027-03-09T13:00:00.000Z")).status).toBe(409);
      await runServerJobs();
      const lines = await threadLines(seeker.token);
      expect(lines.some((l) => l.includes("The new time was not answered in time"))).toBe(true);
      expect((await propose(seeker.token, id, ["2027-03-09T14:00:00.000Z"])).status).toBe(201);
    }));

  it("an acceptance and a withdrawal at once: one wins", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, id } = await acceptedSession();
      await propose(seeker.token, id, [TUESDAY_14]);
      const [accepted, withdrawn] = await Promise.all([
        accept(seer.token, id, TUESDAY_14),
        answer(seeker.token, id, "withdraw"),
      ]);
      expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
      const after = await read(seeker.token, id);
      expect(after.start).toBe(accepted.status === 200 ? TUESDAY_14 : TUESDAY_10);
      expect(after.reschedule).toBeNull();
    }));

  it("an acceptance and a new request for the same time at once: one wins", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, id } = await acceptedSession();
      await propose(seer.token, id, [TUESDAY_14]);
      const other = await newUser();
      const [moved, requested] = await Promise.all([
        accept(seeker.token, id, TUESDAY_14),
        call("POST", "/bookings/", {
          token: other.token,
          json: { coach_slug: seer.slug, start: TUESDAY_14, hours: 1 },
        }),
      ]);
      expect([moved.status, requested.status].sort()).toEqual([200, 409]);
      if (moved.status === 409) {
        expect(moved.body.detail).toBe(
          "This time is no longer free: the session stays at its time. Ask for another time.",
        );
        expect((await read(seeker.token, id)).start).toBe(TUESDAY_10);
      } else {
        expect(requested.body.detail).toBe("This time is no longer available");
      }
    }));
});

describe("with card payments on", () => {
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

  it("moving charges nothing again; a later cancellation is measured from the new start", async () => {
    await setClock(world, T0);
    const seer = await paidSeer(world);
    const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" }, world.base);
    const made = await api("POST", "/bookings/", {
      token: seeker.token,
      json: { coach_slug: seer.slug, start: TUESDAY_10, hours: 1 },
    });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    await payOnCheckout((made.body.payment as { checkout_url: string }).checkout_url);
    await stripe.events();
    expect((await api("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(200);
    const before = await stripe.ledger();
    const intent = before.sessions.find((s) => s.metadata.booking_id === id)?.payment_intent;

    expect(
      (
        await api("POST", `/bookings/${id}/reschedule`, {
          token: seeker.token,
          json: { starts: [TUESDAY_14] },
        })
      ).status,
    ).toBe(201);
    const moved = await api("POST", `/bookings/${id}/reschedule/accept`, {
      token: seer.token,
      json: { start: TUESDAY_14 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      start: TUESDAY_14,
      payment: { status: "paid", amount_cents: 6000 },
    });
    const after = await stripe.ledger();
    const count = (l: typeof before) => ({
      sessions: l.sessions.length,
      transfers: l.transfers.filter((t) => t.payment_intent === intent).length,
      refunds: l.refunds.filter((r) => r.payment_intent === intent).length,
    });
    expect(count(after)).toEqual(count(before));
    const captures = (await stripe.requests()).filter(
      (r) => r.path === `/v1/payment_intents/${intent}/capture`,
    );
    expect(captures).toHaveLength(1);

    // 23 h before the old start, 27 h before the new one: the seeker's cancellation is free.
    await setClock(world, "2027-03-01T10:00:00Z");
    expect((await api("POST", `/bookings/${id}/cancel`, { token: seeker.token })).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            (await api("GET", `/bookings/${id}`, { token: seeker.token })).body.payment as {
              status: string;
            }
          ).status,
      )
      .toBe("refunded");
    expect(
      (await stripe.ledger()).refunds.filter((r) => r.payment_intent === intent),
    ).toMatchObject([{ amount: 6000 }]);
  });
});
