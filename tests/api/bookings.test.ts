/**
 * Bookings over HTTP: free times, requests, the Seer's answer, time's changes (the server's clock is
 * moved, never slept on), money fixed at the request, emails written to the outbox, verified reviews
 * and 20 simultaneous requests for one time. The listing (tests/support/listings.ts) is in Paris:
 * Mon 09–12 and 13–17, Tue 10–18, 12 h notice, 30-day window, $60/h, 1 or 2 h sessions.
 */
import { describe, expect, it } from "vitest";
import { api, call, type Json, newUser, superuserToken } from "../support/api-client";
import { outboxFor, publishedSeer, setServerClock, withClock } from "../support/bookings";

/** Monday 1 March 2027, 00:00 UTC (01:00 in Paris, CET). */
const T0 = "2027-03-01T00:00:00Z";
/** Tuesday 2 March 2027, 10:00 in Paris. */
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
const TUESDAY_14 = "2027-03-02T13:00:00.000Z";

type Booking = Json & {
  id: string;
  status: string;
  start: string;
  end: string;
  actions: string[];
};

async function book(token: string, slug: string, start: string, extra: Json = {}) {
  return call("POST", "/bookings/", {
    token,
    json: { coach_slug: slug, start, hours: 1, note: "About my career", ...extra },
  });
}

async function requested(start = TUESDAY_10) {
  const seer = await publishedSeer();
  const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" });
  const res = await book(seeker.token, seer.slug, start);
  expect(res.status).toBe(200);
  return { seer, seeker, booking: res.body as Booking };
}

describe("free times", () => {
  it("lists free starts in UTC with the Seer's zone, after notice, on the hour or half hour", () =>
    withClock(async () => {
      // A few minutes before T0: the server's clock runs on while the test works.
      await setServerClock("2027-02-28T23:55:00Z");
      const seer = await publishedSeer();
      const res = await call("GET", `/coaches/${seer.slug}/slots?from=2027-03-01&days=2&hours=1`);
      expect(res.status).toBe(200);
      expect(res.body.timezone).toBe("Europe/Paris");
      const starts = (res.body.data as { start: string; end: string }[]).map((s) => s.start);
      // Monday before 13:00 in Paris is within the 12 h notice; Monday 13:00–16:00, Tuesday 10:00–17:00.
      expect(starts[0]).toBe("2027-03-01T12:00:00.000Z");
      expect(starts).toHaveLength(7 + 15);
      expect(starts).toContain(TUESDAY_10);
      expect((res.body.data as { end: string }[])[0]?.end).toBe("2027-03-01T13:00:00.000Z");
      const two = await call("GET", `/coaches/${seer.slug}/slots?from=2027-03-02&days=1&hours=2`);
      expect((two.body.data as unknown[]).length).toBe(13);
    }));

  it("answers 422 for bad queries, 404 for an unknown coach, nothing for a sample coach", async () => {
    const seer = await publishedSeer();
    for (const query of ["days=32", "days=0", "hours=0", "hours=5", "from=tomorrow", "days=x"]) {
      const res = await call("GET", `/coaches/${seer.slug}/slots?${query}`);
      expect(res.status, query).toBe(422);
    }
    expect((await call("GET", "/coaches/nobody-here/slots")).status).toBe(404);
    const sample = await call("GET", "/coaches/amara-okafor/slots");
    expect(sample.status).toBe(200);
    expect(sample.body.data).toEqual([]);
  });
});

describe("requests", () => {
  it("fixes the money at the request, tells the Seer, and takes the time off the free list", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, booking } = await requested();
      expect(booking).toMatchObject({
        coach_slug: seer.slug,
        seeker_name: "Sam Seeker",
        start: TUESDAY_10,
        end: "2027-03-02T10:00:00.000Z",
        hours: 1,
        hourly_rate: 60,
        total_cents: 6000,
        currency: "USD",
        status: "requested",
        note: "About my career",
        cancelled_by: null,
        reason: null,
        // The earlier of 48 h after the request and 1 h before the start.
        expires_at: "2027-03-02T08:00:00.000Z",
      });
      expect(typeof booking.seer_name).toBe("string");

      const two = await book(seeker.token, seer.slug, TUESDAY_14, { hours: 2 });
      expect(two.body.total_cents).toBe(12000);
      // The Seer raises the rate: requests made before keep their total.
      await call("PATCH", "/users/me/listing", { token: seer.token, json: { hourly_rate: 100 } });
      const again = await call("GET", `/bookings/${booking.id}`, { token: seeker.token });
      expect(again.body).toMatchObject({ hourly_rate: 60, total_cents: 6000 });
      const third = await book(seeker.token, seer.slug, "2027-03-02T15:00:00.000Z");
      expect(third.body.total_cents).toBe(10000);

      const slots = await call("GET", `/coaches/${seer.slug}/slots?from=2027-03-02&days=1`);
      const starts = (slots.body.data as { start: string }[]).map((s) => s.start);
      expect(starts).not.toContain(TUESDAY_10);
      expect(starts).not.toContain("2027-03-02T09:30:00.000Z");

      // The Seer is asked; the seeker is told the request arrived.
      const mails = await outboxFor(booking.id);
      expect(mails.map((m) => m.kind)).toEqual(["booking.requested", "booking.requested"]);
      expect(mails.map((m) => m.payload.to).sort()).toEqual([seer.email, seeker.email].sort());
      for (const mail of mails) {
        expect(String(mail.payload.text)).toContain(`/bookings/${booking.id}`);
      }
    }));

  it("refuses bad shapes (422), taken or ruled-out times (409), oneself (403), sample coaches (409)", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker } = await requested();
      const other = await newUser();
      expect((await call("POST", "/bookings/", { json: {} })).status).toBe(401);
      const shapes: Json[] = [
        { start: "2027-03-02T09:15:00Z" },
        { start: "tuesday" },
        { hours: 3 },
        { hours: 0 },
        { coach_slug: "Bad Slug" },
      ];
      for (const shape of shapes) {
        const res = await book(other.token, seer.slug, TUESDAY_10.replace("09:00", "11:00"), shape);
        expect(res.status, JSON.stringify(shape)).toBe(422);
      }
      const taken = await book(other.token, seer.slug, TUESDAY_10);
      expect(taken.status).toBe(409);
      expect(taken.body.detail).toBe("This time is no longer available");
      // Overlapping by half an hour is taken too.
      expect((await book(other.token, seer.slug, "2027-03-02T09:30:00Z")).status).toBe(409);
      // Within the notice, outside weekly hours, past the window.
      for (const start of [
        "2027-03-01T08:00:00Z",
        "2027-03-03T10:00:00Z",
        "2027-04-06T09:00:00Z",
      ]) {
        expect((await book(other.token, seer.slug, start)).status, start).toBe(409);
      }
      const self = await book(seer.token, seer.slug, "2027-03-02T12:00:00Z");
      expect(self.status).toBe(403);
      expect(self.body.detail).toBe("You cannot book a session with yourself");
      const sample = await book(seeker.token, "amara-okafor", "2027-03-02T12:00:00Z");
      expect(sample.status).toBe(409);
      expect(sample.body.detail).toBe("This Seer does not take bookings on the site yet");
      expect((await book(seeker.token, "nobody-here", "2027-03-02T12:00:00Z")).status).toBe(404);
    }));

  it("20 simultaneous requests for one time give one booking and 19 × 409", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seekers = await Promise.all(Array.from({ length: 20 }, () => newUser()));
      const results = await Promise.all(
        seekers.map((s, i) =>
          // Half ask for 10:00–11:00, half for 10:30–11:30: all overlap, one may win.
          book(s.token, seer.slug, i % 2 ? TUESDAY_10 : "2027-03-02T09:30:00Z"),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const list = await call("GET", "/bookings/?as=seer", { token: seer.token });
      expect(list.body.count).toBe(1);
    }));
});

describe("the Seer's answer and the parties", () => {
  it("shows a booking to its parties and superusers only; the right party acts, once", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, booking } = await requested();
      const stranger = await newUser();
      const path = `/bookings/${booking.id}`;
      expect((await call("GET", path, { token: stranger.token })).status).toBe(404);
      expect((await call("GET", path, { token: seer.token })).status).toBe(200);
      expect((await call("GET", path, { token: await superuserToken() })).status).toBe(200);
      expect((await call("GET", path)).status).toBe(401);
      expect((await call("GET", "/bookings/not-a-uuid", { token: seer.token })).status).toBe(422);
      expect((await call("POST", `${path}/accept`, { token: stranger.token })).status).toBe(404);

      const bySeeker = await call("POST", `${path}/accept`, { token: seeker.token });
      expect(bySeeker.status).toBe(403);
      expect(bySeeker.body.detail).toBe("Only the Seer can accept this booking");
      const early = await call("POST", `${path}/complete`, { token: seer.token });
      expect(early.status).toBe(409);

      const accepted = await call("POST", `${path}/accept`, { token: seer.token });
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe("accepted");
      const twice = await call("POST", `${path}/accept`, { token: seer.token });
      expect(twice.status).toBe(409);
      expect(twice.body.detail).toBe(
        "Only a requested booking can be accepted (this one is accepted)",
      );
      const declined = await call("POST", `${path}/decline`, { token: seer.token });
      expect(declined.status).toBe(409);

      const mails = await outboxFor(booking.id);
      const invite = mails.find((m) => m.kind === "booking.accepted");
      expect(invite?.payload.to).toBe(seeker.email);
      const ical = invite?.payload.icalEvent as { method: string; content: string };
      expect(ical.method).toBe("REQUEST");
      expect(ical.content).toContain(`UID:${booking.id}@seers`);
      expect(ical.content).toContain("METHOD:REQUEST");

      const ics = await fetch(api(`${path}/calendar.ics`), {
        headers: { Authorization: `Bearer ${seeker.token}` },
      });
      expect(ics.status).toBe(200);
      expect(ics.headers.get("content-type")).toContain("text/calendar");
      expect(await ics.text()).toContain(`UID:${booking.id}@seers`);
      expect((await call("GET", `${path}/calendar.ics`, { token: stranger.token })).status).toBe(
        404,
      );

      // Cancelled by the seeker more than 24 h ahead: free, both told, same UID, higher SEQUENCE.
      const cancelled = await call("POST", `${path}/cancel`, {
        token: seeker.token,
        json: { reason: "Something came up" },
      });
      expect(cancelled.body).toMatchObject({
        status: "cancelled",
        cancelled_by: "seeker",
        reason: "Something came up",
        cancellation_terms: null,
      });
      const cancels = (await outboxFor(booking.id)).filter((m) => m.kind === "booking.cancelled");
      expect(cancels.map((m) => m.payload.to).sort()).toEqual([seer.email, seeker.email].sort());
      const cancel = cancels[0]?.payload.icalEvent as { method: string; content: string };
      expect(cancel.method).toBe("CANCEL");
      expect(cancel.content).toContain(`UID:${booking.id}@seers`);
      expect(cancel.content).toContain("SEQUENCE:1");
      expect(String(cancels[0]?.payload.html)).toContain("Something came up");
    }));

  it("lets the Seer decline with a reason and the seeker withdraw; lists by role and status", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, booking } = await requested();
      const second = (await book(seeker.token, seer.slug, TUESDAY_14)).body as Booking;
      const declined = await call("POST", `/bookings/${booking.id}/decline`, {
        token: seer.token,
        json: { reason: "<b>Away</b> that day" },
      });
      expect(declined.body).toMatchObject({ status: "declined", reason: "<b>Away</b> that day" });
      const mail = (await outboxFor(booking.id)).find((m) => m.kind === "booking.declined");
      expect(String(mail?.payload.html)).toContain("&#60;b&#62;Away");
      const bySeer = await call("POST", `/bookings/${second.id}/cancel`, { token: seer.token });
      expect(bySeer.status).toBe(403);
      const withdrawn = await call("POST", `/bookings/${second.id}/cancel`, {
        token: seeker.token,
      });
      expect(withdrawn.body).toMatchObject({ status: "cancelled", cancelled_by: "seeker" });
      // A request never reached a calendar: its cancellation emails carry no CANCEL invitation.
      const withdrawals = (await outboxFor(second.id)).filter(
        (m) => m.kind === "booking.cancelled",
      );
      expect(withdrawals).toHaveLength(2);
      expect(withdrawals.every((m) => m.payload.icalEvent === undefined)).toBe(true);
      const tooLong = await call("POST", `/bookings/${second.id}/cancel`, {
        token: seeker.token,
        json: { reason: "x".repeat(1001) },
      });
      expect(tooLong.status).toBe(422);

      const mine = await call("GET", "/bookings/?as=seeker", { token: seeker.token });
      expect(mine.body.count).toBe(2);
      const theirs = await call("GET", "/bookings/?as=seer&status=declined", { token: seer.token });
      expect((theirs.body.data as Booking[]).map((b) => b.id)).toEqual([booking.id]);
      expect((await call("GET", "/bookings/?as=nobody", { token: seer.token })).status).toBe(422);
      const page = await call("GET", "/bookings/?skip=1&limit=1", { token: seeker.token });
      expect(page.body).toMatchObject({ count: 2 });
      expect(page.body.data).toHaveLength(1);
    }));

  it("sends with each booking what the reader may do with it now (`actions`)", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, booking } = await requested();
      const path = `/bookings/${booking.id}`;
      const actionsFor = async (token: string) => (await call("GET", path, { token })).body.actions;
      const listedFor = async (token: string, as: "seeker" | "seer") =>
        ((await call("GET", `/bookings/?as=${as}`, { token })).body.data as Booking[]).find(
          (b) => b.id === booking.id,
        )?.actions;

      // Requested: the Seer answers, the seeker may withdraw; an admin looking on may do nothing.
      expect(booking.actions).toEqual(["cancel"]);
      expect(await actionsFor(seeker.token)).toEqual(["cancel"]);
      expect(await actionsFor(seer.token)).toEqual(["accept", "decline"]);
      expect(await listedFor(seer.token, "seer")).toEqual(["accept", "decline"]);
      expect(await actionsFor(await superuserToken())).toEqual([]);

      // Accepted: either side may cancel until the end; then the Seer completes it.
      const accepted = await call("POST", `${path}/accept`, { token: seer.token });
      expect(accepted.body.actions).toEqual(["cancel"]);
      expect(await actionsFor(seeker.token)).toEqual(["cancel"]);
      expect(await listedFor(seeker.token, "seeker")).toEqual(["cancel"]);
      await setServerClock("2027-03-02T10:00:00Z");
      // Ended: either side may also say the other did not come, until 24 h after the end.
      expect(await actionsFor(seer.token)).toEqual(["complete", "report_no_show"]);
      expect(await actionsFor(seeker.token)).toEqual(["report_no_show"]);
      const late = await call("POST", `${path}/cancel`, { token: seeker.token });
      expect(late.status).toBe(409);
      expect(late.body.detail).toBe("A session that has ended can no longer be cancelled");

      // Completed: the seeker may review the Seer.
      const completed = await call("POST", `${path}/complete`, { token: seer.token });
      expect(completed.body.actions).toEqual(["report_no_show"]);
      expect(await actionsFor(seeker.token)).toEqual(["review", "report_no_show"]);
    }));
});

describe("time's changes", () => {
  it("expires an unanswered request on time and tells the seeker", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, booking } = await requested();
      await setServerClock("2027-03-02T07:59:59Z");
      expect(
        (await call("GET", `/bookings/${booking.id}`, { token: seer.token })).body.status,
      ).toBe("requested");
      await setServerClock("2027-03-02T08:00:00Z");
      const read = await call("GET", `/bookings/${booking.id}`, { token: seeker.token });
      expect(read.body.status).toBe("expired");
      const accept = await call("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
      expect(accept.status).toBe(409);
      const mails = await outboxFor(booking.id);
      expect(mails.filter((m) => m.kind === "booking.expired").map((m) => m.payload.to)).toEqual([
        seeker.email,
      ]);
    }));

  it("reminds both 24 h before, completes by itself 24 h after the end, and then allows one review", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, booking } = await requested();
      await call("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
      const noReview = await call("POST", `/coaches/${seer.slug}/reviews`, {
        token: seeker.token,
        json: { rating: 5, body: "Lovely" },
      });
      expect(noReview.status).toBe(403);
      expect(noReview.body.detail).toBe(
        "Only a seeker with a completed session with this Seer can review them",
      );

      // 24 h before Tuesday 10:00 in Paris the reminders are due. The clock runs on after it is
      // set, so "just before" is 30 s before: a busy machine can take seconds to answer.
      await setServerClock("2027-03-01T08:59:30Z");
      await call("GET", "/bookings/", { token: seeker.token });
      expect((await outboxFor(booking.id)).map((m) => m.kind)).not.toContain("booking.reminder");
      await setServerClock("2027-03-01T09:00:00Z");
      await call("GET", "/bookings/", { token: seeker.token });
      const reminders = (await outboxFor(booking.id)).filter((m) => m.kind === "booking.reminder");
      expect(reminders.map((m) => m.dedupe_key).sort()).toEqual([
        `booking:${booking.id}:reminder:seeker`,
        `booking:${booking.id}:reminder:seer`,
      ]);

      await setServerClock("2027-03-03T09:59:30Z");
      expect(
        (await call("GET", `/bookings/${booking.id}`, { token: seer.token })).body.status,
      ).toBe("accepted");
      await setServerClock("2027-03-03T10:00:00Z");
      expect(
        (await call("GET", `/bookings/${booking.id}`, { token: seer.token })).body.status,
      ).toBe("completed");

      const review = await call("POST", `/coaches/${seer.slug}/reviews`, {
        token: seeker.token,
        json: { rating: 5, title: "Clear", body: "Lovely" },
      });
      expect(review.status).toBe(200);
      expect(review.body).toMatchObject({ booking_id: booking.id, verified: true, reply: null });
      const again = await call("POST", `/coaches/${seer.slug}/reviews`, {
        token: seeker.token,
        json: { rating: 4, body: "Again" },
      });
      expect(again.status).toBe(409);

      const replyPath = `/coaches/${seer.slug}/reviews/${review.body.id}/reply`;
      const foreign = await call("POST", replyPath, { token: seeker.token, json: { body: "Me" } });
      expect(foreign.status).toBe(403);
      expect(
        (await call("POST", replyPath, { token: seer.token, json: { body: "" } })).status,
      ).toBe(422);
      const reply = await call("POST", replyPath, {
        token: seer.token,
        json: { body: "Thank you" },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ reply: "Thank you", verified: true });
      const twice = await call("POST", replyPath, { token: seer.token, json: { body: "Again" } });
      expect(twice.status).toBe(409);
      const list = await call("GET", `/coaches/${seer.slug}/reviews`);
      expect((list.body.data as Json[])[0]).toMatchObject({ reply: "Thank you", verified: true });
    }));

  it("lets the Seer complete after the end; a late seeker cancellation states the terms; no reminder once cancelled", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker, booking } = await requested();
      await call("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
      await setServerClock("2027-03-02T10:00:00Z");
      const done = await call("POST", `/bookings/${booking.id}/complete`, { token: seer.token });
      expect(done.body.status).toBe("completed");
      const late = await call("POST", `/bookings/${booking.id}/cancel`, { token: seeker.token });
      expect(late.status).toBe(409);

      // Booked on Monday for the next Monday: cancelled 2 h before by the seeker.
      await setServerClock(T0);
      const next = (await book(seeker.token, seer.slug, "2027-03-08T08:00:00Z")).body as Booking;
      await call("POST", `/bookings/${next.id}/accept`, { token: seer.token });
      await setServerClock("2027-03-08T06:00:00Z");
      const cancelled = await call("POST", `/bookings/${next.id}/cancel`, { token: seeker.token });
      expect(cancelled.body.status).toBe("cancelled");
      expect(cancelled.body.cancellation_terms).toMatch(/may ask you to pay/);

      const third = (await book(seeker.token, seer.slug, "2027-03-15T08:00:00Z")).body as Booking;
      await call("POST", `/bookings/${third.id}/accept`, { token: seer.token });
      await call("POST", `/bookings/${third.id}/cancel`, { token: seer.token });
      await setServerClock("2027-03-14T09:00:00Z");
      await call("GET", "/bookings/", { token: seer.token });
      const kinds = (await outboxFor(third.id)).map((m) => m.kind);
      expect(kinds).not.toContain("booking.reminder");
    }));
});
