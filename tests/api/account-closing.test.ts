/**
 * When an account closes (DELETE /users/me, or a superuser's DELETE /users/{id}): its upcoming
 * requested and accepted sessions are cancelled first, in the same transaction, and the other side
 * is told as for any cancellation (the email, and the .ics CANCEL for an accepted one); the past
 * stays with the other person, who reads the one who left as "Former member". The listing
 * (tests/support/listings.ts) is in Paris: Mon 09–12 and 13–17, Tue 10–18, 12 h notice, 30 days.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, call, type Json, newUser, superuserToken } from "../support/api-client";
import { outboxFor, publishedSeer, setServerClock, withClock } from "../support/bookings";
import { mailContaining, mailsTo } from "../support/listings";

/** Monday 1 March 2027, 00:00 UTC. */
const T0 = "2027-03-01T00:00:00Z";
/** Tuesday 2 March, 10:00 in Paris: the past session (completed at 11:00). */
const PAST = "2027-03-02T09:00:00Z";
const AFTER_PAST = "2027-03-02T10:00:00Z";
/** Monday 8 and Tuesday 9 March, 09:00 and 10:00 in Paris: the upcoming ones. */
const NEXT_MONDAY = "2027-03-08T08:00:00Z";
const NEXT_TUESDAY = "2027-03-09T09:00:00Z";
const NEXT_TUESDAY_LATER = "2027-03-09T13:00:00Z";

const CLOSED = "The account was closed";
const FORMER = "Former member";

type Booking = Json & { id: string; status: string; actions: string[] };
type Party = { token: string };

async function book(seeker: Party, slug: string, start: string): Promise<Booking> {
  const res = await call("POST", "/bookings/", {
    token: seeker.token,
    json: { coach_slug: slug, start, hours: 1 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Booking;
}

async function act(who: Party, booking: Booking, action: string) {
  const res = await call("POST", `/bookings/${booking.id}/${action}`, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const read = async (who: Party, booking: Booking) =>
  (await call("GET", `/bookings/${booking.id}`, { token: who.token })).body as Booking;

/** A session of `seeker` with `seer` that took place (on PAST) and that the seeker reviewed. */
async function pastReviewedSession(seer: Party & { slug: string }, seeker: Party, body: string) {
  await setServerClock(T0);
  const past = await book(seeker, seer.slug, PAST);
  await act(seer, past, "accept");
  await setServerClock(AFTER_PAST);
  await act(seer, past, "complete");
  const review = await call("POST", `/coaches/${seer.slug}/reviews`, {
    token: seeker.token,
    json: { rating: 5, title: "Clear", body },
  });
  expect(review.status).toBe(200);
  return { past, review: review.body as Json & { id: string } };
}

const upcomingSessions = async (who: Party) => {
  const res = await call("GET", "/users/me/deletion", { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.upcoming_sessions;
};

/** The cancellation emails written for a booking, by recipient. */
async function cancellations(booking: Booking) {
  return (await outboxFor(booking.id)).filter((m) => m.kind === "booking.cancelled");
}

/** Whether the catalogue lists the Seer's listing when searched by their name. */
async function foundOnDiscover(seer: { slug: string; user: Json }) {
  const name = encodeURIComponent(String(seer.user.firstname));
  const res = await call("GET", `/coaches/?q=${name}&limit=100`);
  expect(res.status).toBe(200);
  return (res.body.data as Json[]).some((coach) => coach.slug === seer.slug);
}

async function page(path: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { Cookie: `access_token=${token}` } });
  expect(res.status, path).toBe(200);
  return res.text();
}

describe("GET /users/me/deletion", () => {
  it("needs a session and counts nothing for an account without sessions", async () => {
    expect((await call("GET", "/users/me/deletion")).status).toBe(401);
    expect(await upcomingSessions(await newUser())).toBe(0);
  });
});

describe("a Seer who closes their account", () => {
  it("cancels their upcoming sessions, tells each seeker, and leaves the seekers their past", () =>
    withClock(async () => {
      const seer = await publishedSeer();
      const other = await publishedSeer();
      const sam = await newUser({ firstname: "Sam", lastname: "Seeker" });
      const kim = await newUser({ firstname: "Kim", lastname: "Seeker" });
      const { past, review } = await pastReviewedSession(seer, sam, "Kind and precise");

      const accepted = await book(sam, seer.slug, NEXT_MONDAY);
      await act(seer, accepted, "accept");
      const requested = await book(kim, seer.slug, NEXT_TUESDAY);
      const declined = await book(kim, seer.slug, NEXT_TUESDAY_LATER);
      await act(seer, declined, "decline");
      // Sam's session with another Seer is no business of this closing.
      const elsewhere = await book(sam, other.slug, NEXT_MONDAY);
      await act(other, elsewhere, "accept");

      expect(await upcomingSessions(seer)).toBe(2);
      expect(await upcomingSessions(kim)).toBe(1);
      expect(await foundOnDiscover(seer)).toBe(true);
      const closed = await call("DELETE", "/users/me", { token: seer.token });
      expect(closed.status).toBe(200);
      expect(closed.body).toEqual({ message: "User deleted successfully" });

      // Both upcoming sessions are cancelled by the Seer, for the account's closing.
      const after = await read(sam, accepted);
      expect(after).toMatchObject({
        status: "cancelled",
        cancelled_by: "seer",
        reason: CLOSED,
        seer_name: FORMER,
        coach_slug: null,
        seeker_name: "Sam Seeker",
        actions: [],
      });
      expect(await read(kim, requested)).toMatchObject({
        status: "cancelled",
        cancelled_by: "seer",
        reason: CLOSED,
        seer_name: FORMER,
      });
      expect(await read(kim, declined)).toMatchObject({ status: "declined", seer_name: FORMER });
      expect(await read(sam, elsewhere)).toMatchObject({ status: "accepted" });

      // The seekers are told as for any cancellation; the one who left is not written to.
      const [toSam, ...more] = await cancellations(accepted);
      expect(more).toEqual([]);
      expect(toSam?.payload.to).toBe(sam.email);
      expect(String(toSam?.payload.html)).toContain(CLOSED);
      const invite = toSam?.payload.icalEvent as { method: string; content: string };
      expect(invite.method).toBe("CANCEL");
      expect(invite.content).toContain("METHOD:CANCEL");
      expect(invite.content).toContain(`UID:${accepted.id}@seers`);
      expect(invite.content).toContain("SEQUENCE:1");
      const toKim = await cancellations(requested);
      expect(toKim.map((m) => m.payload.to)).toEqual([kim.email]);
      // A request never reached a calendar: nothing to withdraw from one.
      expect(toKim[0]?.payload.icalEvent).toBeUndefined();
      const mail = await mailContaining(sam.email, "METHOD:CANCEL");
      expect(mail.body).toContain(CLOSED);
      expect(mailsTo(seer.email).some((m) => m.body.includes(CLOSED))).toBe(false);

      // The past stays readable, with the Seer as "Former member" and nothing left to do.
      expect(await read(sam, past)).toMatchObject({
        status: "completed",
        seer_name: FORMER,
        coach_slug: null,
        actions: [],
      });
      const mine = await call("GET", "/bookings/?as=seeker", { token: sam.token });
      expect(mine.body.count).toBe(3);
      // Kim's conversation with the Seer ends with the cancellation, the Seer now "Former member".
      const talks = await call("GET", "/conversations/", { token: kim.token });
      expect(talks.body.data).toEqual([
        expect.objectContaining({
          other: { name: FORMER, coach_slug: null },
          last_message: expect.objectContaining({
            sender: "system",
            body: expect.stringContaining(CLOSED),
          }),
        }),
      ]);
      const dashboard = await page("/dashboard", sam.token);
      expect(dashboard).toContain("Kind and precise");
      expect(dashboard).toContain(FORMER);
      expect(review.id).toBeTruthy();

      // The listing left the catalogue with its Seer.
      expect((await call("GET", `/coaches/${seer.slug}`)).status).toBe(404);
      expect(await foundOnDiscover(seer)).toBe(false);
      // Nothing left to cancel for the seekers either.
      expect(await upcomingSessions(kim)).toBe(0);
      expect(await upcomingSessions(sam)).toBe(1);
    }));

  it("is the same when a superuser deletes the Seer", () =>
    withClock(async () => {
      await setServerClock(AFTER_PAST);
      const seer = await publishedSeer();
      const sam = await newUser({ firstname: "Sam", lastname: "Seeker" });
      const accepted = await book(sam, seer.slug, NEXT_MONDAY);
      await act(seer, accepted, "accept");

      const deleted = await call("DELETE", `/users/${seer.id}`, {
        token: await superuserToken(),
      });
      expect(deleted.status).toBe(200);
      expect(await read(sam, accepted)).toMatchObject({
        status: "cancelled",
        cancelled_by: "seer",
        reason: CLOSED,
        seer_name: FORMER,
      });
      const sent = await cancellations(accepted);
      expect(sent.map((m) => m.payload.to)).toEqual([sam.email]);
      expect(sent[0]?.payload.icalEvent).toMatchObject({ method: "CANCEL" });
      expect((await call("GET", `/coaches/${seer.slug}`)).status).toBe(404);
    }));
});

describe("a seeker who closes their account", () => {
  it("cancels their requests and sessions, tells the Seer, and their review stays as Former member", () =>
    withClock(async () => {
      const seer = await publishedSeer();
      const sam = await newUser({ firstname: "Sam", lastname: "Seeker" });
      const { past, review } = await pastReviewedSession(seer, sam, "Worth every minute");
      const requested = await book(sam, seer.slug, NEXT_MONDAY);
      const accepted = await book(sam, seer.slug, NEXT_TUESDAY);
      await act(seer, accepted, "accept");

      expect(await upcomingSessions(sam)).toBe(2);
      expect((await call("DELETE", "/users/me", { token: sam.token })).status).toBe(200);

      for (const booking of [requested, accepted]) {
        expect(await read(seer, booking)).toMatchObject({
          status: "cancelled",
          cancelled_by: "seeker",
          reason: CLOSED,
          seeker_name: FORMER,
          coach_slug: seer.slug,
          actions: [],
        });
        const sent = await cancellations(booking);
        expect(sent.map((m) => m.payload.to)).toEqual([seer.email]);
      }
      expect((await cancellations(requested))[0]?.payload.icalEvent).toBeUndefined();
      const cancel = (await cancellations(accepted))[0]?.payload.icalEvent as { content: string };
      expect(cancel.content).toContain("METHOD:CANCEL");
      await mailContaining(seer.email, `UID:${accepted.id}@seers`);

      // The past session and the review stay with the Seer; the seeker is "Former member".
      expect(await read(seer, past)).toMatchObject({
        status: "completed",
        seeker_name: FORMER,
        actions: [],
      });
      const theirs = await call("GET", "/bookings/?as=seer", { token: seer.token });
      expect(theirs.body.count).toBe(3);
      const reviews = await call("GET", `/coaches/${seer.slug}/reviews`);
      const kept = (reviews.body.data as Json[]).find((r) => r.id === review.id);
      expect(kept).toMatchObject({
        author: FORMER,
        author_id: null,
        body: "Worth every minute",
        verified: true,
      });
      expect(await upcomingSessions(seer)).toBe(0);
    }));
});
