/**
 * What one person may send another, and blocks (issue 36). An event's attendees are emailed only
 * of a change of its time or place, at most 3 times in 24 hours per event (a 4th is 429 saying
 * when, counted in the edit's own transaction); an event's place has the listing's length limits;
 * a Seer's place while booked sessions are held there, and a party's proposals of a new time for a
 * session, change likewise at most 3 times in 24 hours. A Seer's block keeps the blocked person
 * from the seats and waitlists of their events and from their private place, whichever way the
 * two people's conversation runs; a seeker's block keeps the host's "Email attendees" from them.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import { outboxMatching, publishedSeer, setServerClock, withClock } from "../support/bookings";

const ME = "/users/me/events";
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Monday 1 March 2027, 00:00 UTC (the Seers' listings are in Paris, CET). */
const T0 = "2027-03-01T00:00:00.000Z";
const shifted = (from: string, ms: number) => new Date(Date.parse(from) + ms).toISOString();

const link = () => `https://meet.jit.si/circle-${randomUUID().slice(0, 8)}`;
const secretAddress = () => `${randomUUID().slice(0, 8)} Secret Lane, Lisbon`;

/** A published event of a new published Seer, `days` after `from`. */
async function hostedEvent(overrides: Json = {}, from = new Date().toISOString(), days = 10) {
  const host = await publishedSeer();
  const created = await call("POST", ME, {
    token: host.token,
    json: {
      title: `Full Moon Circle ${randomUUID().slice(0, 6)}`,
      description: "A small circle under the full Moon, with a guided writing practice.",
      category: "astrology",
      starts_at: shifted(from, days * DAY),
      ends_at: shifted(from, days * DAY + 2 * HOUR),
      timezone: "Europe/Paris",
      mode: "online",
      video_url: link(),
      capacity: 10,
      ...overrides,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const slug = created.body.slug as string;
  expect((await call("POST", `${ME}/${slug}/publish`, { token: host.token })).status).toBe(200);
  return { host, slug };
}

const take = (slug: string, token: string) => call("POST", `/events/${slug}/seats`, { token });
const edit = (token: string, slug: string, json: Json) =>
  call("PATCH", `${ME}/${slug}`, { token, json });

/** The event emails of `kind` written to `to`, oldest first. */
async function eventMails(to: string, kind: string) {
  const rows = await outboxMatching("event-%");
  return rows.filter((row) => row.payload.to === to && row.kind === kind);
}

/** `blocker` blocks `other` in their conversation, opened by `opener` with `seer`'s listing. */
async function block(
  opener: { token: string },
  seer: { slug: string },
  blocker: { token: string },
) {
  const opened = await call("POST", "/conversations/", {
    token: opener.token,
    json: { coach_slug: seer.slug, body: "Hello, a question about your circles." },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const id = opened.body.id as string;
  expect((await call("POST", `/conversations/${id}/block`, { token: blocker.token })).status).toBe(
    200,
  );
}

/** The instant a 429's detail names, checked against its Retry-After. */
function nextAllowed(res: { body: Json; headers: Headers }, pattern: RegExp): number {
  const named = pattern.exec(String(res.body.detail))?.[1];
  expect(named, String(res.body.detail)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  return Date.parse(named as string);
}

const CHANGE_LIMIT =
  /^You can change an event's time or place at most 3 times in 24 hours: the next change can be made at (\S+)$/;
const PLACE_LIMIT =
  /^You can change the place of your booked sessions at most 3 times in 24 hours: the next change can be made at (\S+)$/;
const PROPOSAL_LIMIT =
  /^A new time can be proposed for a session at most 3 times in 24 hours: the next proposal can be made at (\S+)$/;

describe("an event's changes", () => {
  it("email the seated only of a new time or place, not of a new title, description or cover", async () => {
    const { host, slug } = await hostedEvent();
    const seeker = await newUser();
    await take(slug, seeker.token);
    for (const json of [
      { title: "Full Moon Circle, renamed" },
      { description: "A quieter circle than before, with a long guided writing practice." },
      { title: "Full Moon Circle, once more", description: "The same circle, said once more." },
    ]) {
      expect((await edit(host.token, slug, json)).status).toBe(200);
    }
    expect((await call("DELETE", `${ME}/${slug}/cover`, { token: host.token })).status).toBe(200);
    expect(await eventMails(seeker.email, "event.updated")).toHaveLength(0);
    expect((await edit(host.token, slug, { video_url: link() })).status).toBe(200);
    expect(await eventMails(seeker.email, "event.updated")).toHaveLength(1);
  });

  it("of time or place, are at most 3 in 24 hours per event, counted under the event's lock (429 saying when)", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { host, slug } = await hostedEvent({}, T0);
      // Before anyone has a seat, a change tells nobody: it does not count.
      for (let i = 0; i < 4; i++) {
        expect((await edit(host.token, slug, { video_url: link() })).status).toBe(200);
      }
      const seeker = await newUser();
      await take(slug, seeker.token);
      const first = await edit(host.token, slug, { video_url: link() });
      expect(first.status).toBe(200);
      // Three at once when two remain: exactly two get through.
      const racing = await Promise.all(
        [1, 2, 3].map((i) =>
          edit(host.token, slug, { starts_at: shifted(T0, 10 * DAY + i * 60_000) }),
        ),
      );
      expect(racing.map((res) => res.status).sort()).toEqual([200, 200, 429]);
      const refused = racing.find((res) => res.status === 429);
      if (!refused) throw new Error("no 429");
      const next = nextAllowed(refused, CHANGE_LIMIT);
      // 24 hours after the first change (the clock runs on from T0 while the test runs).
      expect(next).toBeGreaterThanOrEqual(Date.parse(T0) + DAY);
      expect(next).toBeLessThan(Date.parse(T0) + DAY + 5 * 60_000);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(DAY / 1000 - 300);
      expect(retryAfter).toBeLessThanOrEqual(DAY / 1000);
      expect(await eventMails(seeker.email, "event.updated")).toHaveLength(3);

      // A new place is refused too, and nothing of the refused change is kept; a title is no news.
      const place = await edit(host.token, slug, {
        mode: "in_person",
        address: secretAddress(),
        city: "Lisbon",
      });
      expect(place.status).toBe(429);
      expect((await call("GET", `${ME}/${slug}`, { token: host.token })).body.mode).toBe("online");
      expect((await edit(host.token, slug, { title: "Full Moon Circle, again" })).status).toBe(200);

      // At the time the detail named, the next one goes through.
      await setServerClock(new Date(next + 1000));
      expect((await edit(host.token, slug, { video_url: link() })).status).toBe(200);
      expect(await eventMails(seeker.email, "event.updated")).toHaveLength(4);
    }));

  it("keep the place within the listing's length limits (422)", async () => {
    const { host, slug } = await hostedEvent();
    const longAddress = `${"12 Rue des Lilas ".repeat(12)}Paris`;
    expect(longAddress.length).toBeGreaterThan(200);
    const longLink = `https://meet.jit.si/${"a".repeat(490)}`;
    const cases: [string, Json, string][] = [
      [
        "POST",
        { mode: "in_person", video_url: null, address: longAddress, city: "Paris" },
        "address",
      ],
      ["PATCH", { mode: "in_person", address: longAddress, city: "Paris" }, "address"],
      ["PATCH", { video_url: longLink }, "video_url"],
    ];
    for (const [method, json, field] of cases) {
      const res =
        method === "POST"
          ? await call("POST", ME, {
              token: host.token,
              json: {
                title: "A circle too far",
                description: "A circle whose address is far too long to be real.",
                category: "astrology",
                starts_at: shifted(new Date().toISOString(), 10 * DAY),
                ends_at: shifted(new Date().toISOString(), 10 * DAY + HOUR),
                timezone: "Europe/Paris",
                capacity: 10,
                ...json,
              },
            })
          : await edit(host.token, slug, json);
      expect(res.status, `${method} ${field}`).toBe(422);
      expect(res.body.detail).toEqual([
        expect.objectContaining({
          type: "string_too_long",
          loc: ["body", field],
          msg: `String should have at most ${field === "address" ? 200 : 500} characters`,
        }),
      ]);
    }
  });
});

describe("a Seer's place", () => {
  it("changes at most 3 times in 24 hours while booked sessions are held there (429 saying when)", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seeker = await newUser();
      const made = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T09:00:00Z", hours: 1 },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const id = made.body.id as string;
      expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(
        200,
      );
      const move = (video_url: string) =>
        call("PATCH", "/users/me/listing", { token: seer.token, json: { video_url } });
      const links = [link(), link(), link()];
      for (const url of links) expect((await move(url)).status).toBe(200);
      const fourth = await move(link());
      expect(fourth.status).toBe(429);
      const next = nextAllowed(fourth, PLACE_LIMIT);
      expect(next).toBeGreaterThanOrEqual(Date.parse(T0) + DAY);
      expect(next).toBeLessThan(Date.parse(T0) + DAY + 5 * 60_000);
      const listing = await call("GET", "/users/me/listing", { token: seer.token });
      expect(listing.body.video_url).toBe(links[2]);
      const updates = (await outboxMatching(`booking:${id}:%`)).filter(
        (row) => row.kind === "booking.updated" && row.payload.to === seeker.email,
      );
      expect(updates).toHaveLength(3);
      // Other fields are no news: they change as often as the Seer likes.
      expect(
        (
          await call("PATCH", "/users/me/listing", {
            token: seer.token,
            json: { headline: "Tarot for clear choices" },
          })
        ).status,
      ).toBe(200);
      // At the time the detail named, the next one goes through.
      await setServerClock(new Date(next + 1000));
      expect((await move(link())).status).toBe(200);
    }));
});

describe("a Seer's block", () => {
  it("keeps the blocked from their events' seats and waitlist, and their place from a seat taken before", async () => {
    const address = secretAddress();
    const { host, slug } = await hostedEvent({
      mode: "in_person",
      video_url: null,
      address,
      city: "Lisbon",
      capacity: 2,
    });
    const [early, stays, waiting, next, stranger] = await Promise.all(
      ["Early", "Stays", "Waiting", "Next", "Stranger"].map((firstname) => newUser({ firstname })),
    );
    if (!early || !stays || !waiting || !next || !stranger) throw new Error("no seekers");

    // Blocked before any place: a free seat is refused.
    await block(stranger, host, host);
    const refused = await take(slug, stranger.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      "This Seer has blocked you: you cannot take a seat or join the waitlist at their events",
    );

    expect((await take(slug, early.token)).body.status).toBe("seated");
    expect((await take(slug, stays.token)).body.status).toBe("seated");
    expect((await take(slug, waiting.token)).body).toEqual({ status: "waitlisted", position: 1 });
    expect((await take(slug, next.token)).body).toEqual({ status: "waitlisted", position: 2 });
    await block(early, host, host);
    await block(waiting, host, host);

    // A freed seat passes the blocked person waiting over.
    expect((await call("DELETE", `/events/${slug}/seats/me`, { token: stays.token })).status).toBe(
      200,
    );
    const seen = async (token: string) => (await call("GET", `/events/${slug}`, { token })).body;
    expect(((await seen(next.token)).my_seat as Json).status).toBe("seated");
    expect(((await seen(waiting.token)).my_seat as Json).status).toBe("waitlisted");

    // A seat taken before the block stands, but its person is no longer given the place.
    const mine = await seen(early.token);
    expect((mine.my_seat as Json).status).toBe("seated");
    expect(JSON.stringify(mine)).not.toContain(address);
    expect((await seen(next.token)).address).toBe(address);
    const moved = secretAddress();
    expect((await edit(host.token, slug, { address: moved })).status).toBe(200);
    const [toEarly] = await eventMails(early.email, "event.updated");
    const [toNext] = await eventMails(next.email, "event.updated");
    expect(JSON.stringify(toNext?.payload)).toContain(moved);
    expect(toEarly).toBeDefined();
    expect(JSON.stringify(toEarly?.payload)).not.toContain(moved);
    expect(JSON.stringify(toEarly?.payload)).not.toContain("Secret Lane");

    // Given back, the waitlist place cannot be taken again.
    expect(
      (await call("DELETE", `/events/${slug}/seats/me`, { token: waiting.token })).status,
    ).toBe(200);
    const again = await take(slug, waiting.token);
    expect(again.status).toBe(403);
    expect(again.body.detail).toBe(refused.body.detail);
  });

  it("holds whichever way the conversation runs: a Seer who wrote to another Seer as a seeker and blocked them", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { host, slug } = await hostedEvent({}, T0);
      const other = await publishedSeer();
      // The host opened the conversation with the other Seer's listing, and blocked them there.
      await block(host, other, host);
      const seat = await take(slug, other.token);
      expect(seat.status).toBe(403);
      expect(seat.body.detail).toBe(
        "This Seer has blocked you: you cannot take a seat or join the waitlist at their events",
      );
      const booking = await call("POST", "/bookings/", {
        token: other.token,
        json: { coach_slug: host.slug, start: "2027-03-02T09:00:00Z", hours: 1 },
      });
      expect(booking.status).toBe(403);
      expect(booking.body.detail).toBe(
        "This Seer has blocked you: you cannot request a booking with them",
      );
    }));
});

describe("a seeker's block", () => {
  it("keeps the host's Email attendees away from them; their seat and its updates stand", async () => {
    const { host, slug } = await hostedEvent();
    const [reads, blocks] = await Promise.all([newUser(), newUser()]);
    if (!reads || !blocks) throw new Error("no seekers");
    await take(slug, reads.token);
    await take(slug, blocks.token);
    await block(blocks, host, blocks);
    const sent = await call("POST", `${ME}/${slug}/message`, {
      token: host.token,
      json: { subject: "What to bring", body: "Bring a notebook and a warm layer, please." },
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ recipients: 1 });
    expect(await eventMails(reads.email, "event.message")).toHaveLength(1);
    expect(await eventMails(blocks.email, "event.message")).toHaveLength(0);
    // The block protects the one who set it: their seat is still theirs, and so is its news.
    expect((await edit(host.token, slug, { video_url: link() })).status).toBe(200);
    expect(await eventMails(blocks.email, "event.updated")).toHaveLength(1);
  });
});

describe("proposals to move a session", () => {
  it("are at most 3 in 24 hours per booking, whoever proposes (429 saying when)", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seeker = await newUser();
      // Monday 8 March 2027, 10:00 in Paris; the new time offered is 14:00 (the Seer's hours).
      const made = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-08T09:00:00Z", hours: 1 },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const id = made.body.id as string;
      expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(
        200,
      );
      const propose = (token: string) =>
        call("POST", `/bookings/${id}/reschedule`, {
          token,
          json: { starts: ["2027-03-08T13:00:00Z"] },
        });
      const withdraw = (token: string) =>
        call("POST", `/bookings/${id}/reschedule/withdraw`, { token });
      for (let i = 0; i < 3; i++) {
        expect((await propose(seeker.token)).status).toBe(201);
        expect((await withdraw(seeker.token)).status).toBe(200);
      }
      const fourth = await propose(seeker.token);
      expect(fourth.status).toBe(429);
      const next = nextAllowed(fourth, PROPOSAL_LIMIT);
      expect(next).toBeGreaterThanOrEqual(Date.parse(T0) + DAY);
      expect(next).toBeLessThan(Date.parse(T0) + DAY + 5 * 60_000);
      const proposed = (await outboxMatching(`booking:${id}:%`)).filter(
        (row) => row.kind === "booking.reschedule_proposed",
      );
      expect(proposed).toHaveLength(3);

      // The cap is the booking's: the other party's 4th is refused too.
      expect((await propose(seer.token)).status).toBe(429);

      // At the time the detail named, the next one goes through.
      await setServerClock(new Date(next + 1000));
      expect((await propose(seeker.token)).status).toBe(201);
    }));
});
