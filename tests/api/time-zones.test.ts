/**
 * Each account's time zone (an IANA name): given at sign-up, read and changed on /users/me, and
 * the zone every booking email and invitation states its times in, the reader's first and the
 * other party's second. The seeker also hears that their request arrived and by when it is answered.
 */
import { describe, expect, it } from "vitest";
import { call, type Json, newUser, STRONG_PASSWORD, uniqueEmail } from "../support/api-client";
import { outboxFor, publishedSeer, setServerClock, withClock } from "../support/bookings";
import { mailContaining } from "../support/listings";

/** Monday 1 March 2027, 00:00 UTC; US daylight saving time starts on the 14th. */
const T0 = "2027-03-01T00:00:00Z";
/** Tuesday 2 March 2027, 17:00 in Paris (the listing's zone): 11:00 AM in New York, 8:00 AM in LA. */
const START = "2027-03-02T16:00:00.000Z";
const NEW_YORK = "America/New_York";
const LOS_ANGELES = "America/Los_Angeles";

/** A mail's text with the calendar's escapes and folded lines undone, read as one line. */
const plain = (text: unknown) =>
  String(text)
    .replace(/\r\n[ \t]/g, "")
    .replace(/\\([,;\\])/g, "$1")
    .replace(/\\n/g, " ")
    .replace(/\s+/g, " ");

/** One property of an iCalendar file (e.g. DESCRIPTION), unfolded and unescaped. */
const icsProperty = (ics: string, name: string) =>
  plain(
    ics
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n")
      .find((line) => line.startsWith(`${name}:`)),
  );

/** Whether `first` appears in `text`, and `second` after it. */
function inOrder(text: string, first: string, second: string) {
  const a = text.indexOf(first);
  const b = text.indexOf(second, a + first.length);
  return a >= 0 && b > a;
}

const NY_TIMES = `11:00 AM – 12:00 PM (${NEW_YORK})`;
const LA_TIMES = `8:00 AM – 9:00 AM (${LOS_ANGELES})`;

describe("an account's time zone", () => {
  it("is taken at sign-up in either shape and shown on GET /users/me; none is null", async () => {
    const marketplace = await newUser({ timezone: NEW_YORK });
    expect(marketplace.user.timezone).toBe(NEW_YORK);
    const me = await call("GET", "/users/me", { token: marketplace.token });
    expect(me.body.timezone).toBe(NEW_YORK);

    const template = await call("POST", "/users/signup", {
      json: { email: uniqueEmail("tz"), password: STRONG_PASSWORD, timezone: "Asia/Tokyo" },
    });
    expect(template.status).toBe(200);
    expect(template.body.timezone).toBe("Asia/Tokyo");

    const none = await call("POST", "/users/signup", {
      json: { email: uniqueEmail("tz"), password: STRONG_PASSWORD },
    });
    expect(none.body.timezone).toBeNull();
  });

  it("is changed with PATCH /users/me; a zone that does not exist is a 422 saying so", async () => {
    const user = await newUser();
    expect(user.user.timezone).toBeNull();
    const changed = await call("PATCH", "/users/me", {
      token: user.token,
      json: { timezone: "Europe/Lisbon" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.timezone).toBe("Europe/Lisbon");
    expect((await call("GET", "/users/me", { token: user.token })).body.timezone).toBe(
      "Europe/Lisbon",
    );

    for (const timezone of ["Mars/Olympus_Mons", "EST", "", 42]) {
      const bad = await call("PATCH", "/users/me", { token: user.token, json: { timezone } });
      expect(bad.status, String(timezone)).toBe(422);
      const [issue] = bad.body.detail as { loc: string[]; msg: string }[];
      expect(issue?.loc).toEqual(["body", "timezone"]);
      if (typeof timezone === "string") expect(issue?.msg).toMatch(/time zone such as/);
    }
    const signup = await call("POST", "/users/signup", {
      json: { email: uniqueEmail("tz"), password: STRONG_PASSWORD, timezone: "Nowhere/Town" },
    });
    expect(signup.status).toBe(422);
    // Unchanged by the refusals.
    expect((await call("GET", "/users/me", { token: user.token })).body.timezone).toBe(
      "Europe/Lisbon",
    );
  });
});

/** A Seer in Los Angeles (their listing works in Paris hours) and a seeker in New York. */
async function partiesInTwoZones() {
  const seer = await publishedSeer();
  const patched = await call("PATCH", "/users/me", {
    token: seer.token,
    json: { timezone: LOS_ANGELES },
  });
  expect(patched.status).toBe(200);
  const seeker = await newUser({ firstname: "Nia", lastname: "York", timezone: NEW_YORK });
  return { seer, seeker };
}

async function bookAt(token: string, slug: string) {
  const res = await call("POST", "/bookings/", {
    token,
    json: { coach_slug: slug, start: START, hours: 1 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Json & { id: string };
}

describe("booking emails in each reader's zone", () => {
  it("tell the seeker in New York time first and the Seer in Los Angeles time first", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker } = await partiesInTwoZones();
      const booking = await bookAt(seeker.token, seer.slug);

      const requested = await outboxFor(booking.id);
      const toSeer = requested.find((m) => m.payload.to === seer.email);
      const toSeeker = requested.find((m) => m.payload.to === seeker.email);
      expect(inOrder(plain(toSeer?.payload.text), LA_TIMES, NY_TIMES)).toBe(true);
      expect(inOrder(plain(toSeeker?.payload.text), NY_TIMES, LA_TIMES)).toBe(true);
      // The same in the HTML part.
      expect(inOrder(plain(toSeeker?.payload.html), NY_TIMES, LA_TIMES)).toBe(true);

      // The invitation the seeker gets on acceptance describes the session in their zone first.
      await call("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
      const accepted = (await outboxFor(booking.id)).find((m) => m.kind === "booking.accepted");
      expect(inOrder(plain(accepted?.payload.text), NY_TIMES, LA_TIMES)).toBe(true);
      const invite = accepted?.payload.icalEvent as { content: string };
      expect(inOrder(icsProperty(invite.content, "DESCRIPTION"), NY_TIMES, LA_TIMES)).toBe(true);

      // Cancelled: each party's email and withdrawal in their own zone first.
      await call("POST", `/bookings/${booking.id}/cancel`, { token: seer.token });
      const cancels = (await outboxFor(booking.id)).filter((m) => m.kind === "booking.cancelled");
      const cancelTo = (to: string) => cancels.find((m) => m.payload.to === to)?.payload;
      expect(inOrder(plain(cancelTo(seer.email)?.text), LA_TIMES, NY_TIMES)).toBe(true);
      const seerCalendar = String((cancelTo(seer.email)?.icalEvent as Json | undefined)?.content);
      expect(inOrder(icsProperty(seerCalendar, "DESCRIPTION"), LA_TIMES, NY_TIMES)).toBe(true);
      expect(inOrder(plain(cancelTo(seeker.email)?.text), NY_TIMES, LA_TIMES)).toBe(true);

      // The parties' own .ics download speaks to whoever downloads it.
      const ics = await call("GET", `/bookings/${booking.id}/calendar.ics`, { token: seer.token });
      expect(inOrder(icsProperty(String(ics.body), "DESCRIPTION"), LA_TIMES, NY_TIMES)).toBe(true);
    }));

  it("state one zone only when both parties share it, and UTC for an account with none", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      await call("PATCH", "/users/me", { token: seer.token, json: { timezone: NEW_YORK } });
      /** The acceptance email `seeker` gets for a session at START. */
      const acceptanceFor = async (seeker: { token: string; email: string }) => {
        const booking = await bookAt(seeker.token, seer.slug);
        await call("POST", `/bookings/${booking.id}/accept`, { token: seer.token });
        const mails = await outboxFor(booking.id);
        const mail = mails.find(
          (m) => m.kind === "booking.accepted" && m.payload.to === seeker.email,
        );
        return { id: booking.id, text: plain(mail?.payload.text) };
      };

      const neighbour = await newUser({ timezone: NEW_YORK });
      const same = await acceptanceFor(neighbour);
      expect(same.text).toContain(NY_TIMES);
      expect(same.text.split(`(${NEW_YORK})`)).toHaveLength(2);
      await call("POST", `/bookings/${same.id}/cancel`, { token: neighbour.token });

      // A template client's account that never reported a zone reads UTC.
      const zoneless = await acceptanceFor(await newUser());
      expect(zoneless.text).toContain("4:00 PM – 5:00 PM (UTC); for ");
      expect(zoneless.text).toContain(`that is ${NY_TIMES}`);
    }));
});

describe("the seeker's request received email", () => {
  it("says what happens next and by when the Seer answers, in the seeker's zone", () =>
    withClock(async () => {
      await setServerClock(T0);
      const { seer, seeker } = await partiesInTwoZones();
      const booking = await bookAt(seeker.token, seer.slug);
      // Expires 1 h before the start (sooner than 48 h after the request): 10:00 AM in New York.
      expect(booking.expires_at).toBe("2027-03-02T15:00:00.000Z");

      const received = (await outboxFor(booking.id)).filter(
        (m) => m.dedupe_key === `booking:${booking.id}:requested:seeker`,
      );
      expect(received).toHaveLength(1);
      const mail = received[0]?.payload;
      expect(mail?.to).toBe(seeker.email);
      expect(String(mail?.subject)).toMatch(/request .*received/i);
      const text = plain(mail?.text);
      expect(text).toContain(`by Tuesday, March 2, 2027, 10:00 AM (${NEW_YORK})`);
      expect(text).toMatch(/accepts? or declines?/);
      expect(text).toMatch(/expires/);
      expect(text).toContain(`/bookings/${booking.id}`);

      // It leaves through the outbox and reaches the seeker's mailbox.
      const delivered = await mailContaining(seeker.email, booking.id);
      expect(delivered.subject).toMatch(/received/i);
    }));
});
