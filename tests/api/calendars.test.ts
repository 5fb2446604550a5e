/**
 * A Seer's own calendars, read side (issue 38), over HTTP against a real CalDAV server (the
 * suite's Radicale) and a local iCal address: connecting (by host through .well-known and by full
 * address), refusals that keep nothing, each kind of event as busy times seen through the public
 * free times, a request for a time that became busy, the clash at acceptance, the 5-minute read by
 * the test clock, the error state with one email, disconnecting, and who may see what. The
 * listing (tests/support/listings.ts) is in Paris: Mon 09–12 and 13–17, Tue 10–18, 12 h notice.
 * Every test moves the clock forward from the last (reads depend on "now").
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import {
  outboxMatching,
  publishedSeer,
  runServerJobs,
  setServerClock,
  withClock,
} from "../support/bookings";
import { newSeer } from "../support/listings";
import {
  makeRadicaleCalendar,
  putRadicaleEvent,
  type RadicaleAccount,
  radicaleAccount,
} from "../support/radicale";

/** Monday 1 March 2027, 00:00 UTC; each test runs some minutes later than the one before. */
const T0 = Date.parse("2027-03-01T00:00:00Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

const PARIS_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:STANDARD",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
].join("\r\n");

const vcalendar = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//seers tests//EN",
    PARIS_VTIMEZONE,
    ...events.map((lines) =>
      ["BEGIN:VEVENT", "DTSTAMP:20270101T000000Z", ...lines, "END:VEVENT"].join("\r\n"),
    ),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** One event (UTC) as its own calendar object. */
const utcEvent = (uid: string, start: string, end: string) =>
  vcalendar([`UID:${uid}`, `DTSTART:${start}`, `DTEND:${end}`]);

type Connection = Json & {
  id: string;
  status: string;
  error: string | null;
  calendars: { url: string; name: string; busy: boolean }[];
};

let seer: Awaited<ReturnType<typeof publishedSeer>>;
let seeker: Awaited<ReturnType<typeof newUser>>;
let account: RadicaleAccount;
let workUrl: string;
let icsServer: Server;
let icsBase: string;
let icsDown = false;
/** Every answer's text: none may hold a password or an iCal address's secret path. */
const answers: string[] = [];
const ICS_SECRET_PATH = "/private-7f3a9c1e/basic.ics";
/** Another Seer's iCal address, and how often it was read. */
const OTHER_PATH = "/private-other/basic.ics";
let otherReads = 0;

const ICS_TEXT = vcalendar(
  // An IANA zone with no VTIMEZONE: Monday 15 March 05:00 in New York (EDT) is 09:00 UTC.
  ["UID:ny@example.com", "DTSTART;TZID=America/New_York:20270315T050000", "DURATION:PT1H"],
  // All day on Tuesday 16 March, in the Seer's zone.
  ["UID:allday@example.com", "DTSTART;VALUE=DATE:20270316", "DTEND;VALUE=DATE:20270317"],
);

async function api(method: string, path: string, token: string, json?: unknown) {
  const res = await call(method, path, { token, json });
  answers.push(JSON.stringify(res.body));
  return res;
}

async function freeStarts(from: string, days: number): Promise<string[]> {
  const res = await call("GET", `/coaches/${seer.slug}/slots?from=${from}&days=${days}&hours=1`);
  expect(res.status).toBe(200);
  return (res.body.data as { start: string }[]).map((slot) => new Date(slot.start).toISOString());
}

const iso = (text: string) => new Date(text).toISOString();

beforeAll(async () => {
  [seer, seeker] = await Promise.all([publishedSeer(), newUser({ firstname: "Sam" })]);
  account = radicaleAccount(inject("radicale"));
  workUrl = await makeRadicaleCalendar(account, "work", "Work");
  const put = (name: string, ...events: string[][]) =>
    putRadicaleEvent(account, "work", name, vcalendar(...events));
  await Promise.all([
    put("utc", ["UID:utc@example.com", "DTSTART:20270302T090000Z", "DTEND:20270302T100000Z"]),
    // Floating: 13:00 wherever the Seer is (Paris: 12:00 UTC).
    put("floating", [
      "UID:floating@example.com",
      "DTSTART:20270302T130000",
      "DTEND:20270302T140000",
    ]),
    // The calendar's own VTIMEZONE: 17:00 in Paris is 16:00 UTC.
    put("zoned", [
      "UID:zoned@example.com",
      "DTSTART;TZID=Europe/Paris:20270302T170000",
      "DTEND;TZID=Europe/Paris:20270302T180000",
    ]),
    put("free", [
      "UID:free@example.com",
      "DTSTART:20270302T140000Z",
      "DTEND:20270302T150000Z",
      "TRANSP:TRANSPARENT",
    ]),
    put("cancelled", [
      "UID:cancelled@example.com",
      "DTSTART:20270302T150000Z",
      "DTEND:20270302T160000Z",
      "STATUS:CANCELLED",
    ]),
    // The product's own session, written back into the calendar: never busy.
    put("ours", ["UID:3f1e2d@seers", "DTSTART:20270302T103000Z", "DTEND:20270302T113000Z"]),
    // Mondays 14:00 in Paris, three times; the second is removed, the third moved to 16:00.
    put(
      "weekly",
      [
        "UID:weekly@example.com",
        "DTSTART;TZID=Europe/Paris:20270301T140000",
        "DTEND;TZID=Europe/Paris:20270301T150000",
        "RRULE:FREQ=WEEKLY;COUNT=3",
        "EXDATE;TZID=Europe/Paris:20270308T140000",
      ],
      [
        "UID:weekly@example.com",
        "RECURRENCE-ID;TZID=Europe/Paris:20270315T140000",
        "DTSTART;TZID=Europe/Paris:20270315T160000",
        "DTEND;TZID=Europe/Paris:20270315T170000",
      ],
    ),
  ]);
  icsServer = createServer((req, res) => {
    if (req.url === OTHER_PATH) {
      otherReads += 1;
      res.writeHead(200, { "content-type": "text/calendar" }).end(vcalendar());
    } else if (req.url === ICS_SECRET_PATH) {
      if (icsDown) return void req.socket.destroy();
      res.writeHead(200, { "content-type": "text/calendar" }).end(ICS_TEXT);
    } else {
      res.writeHead(200, { "content-type": "text/html" }).end("<html>Not a calendar</html>");
    }
  });
  await new Promise<void>((resolve) => icsServer.listen(0, "127.0.0.1", resolve));
  icsBase = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // Other files' jobs on this server would otherwise read these connections at their clocks.
  const left = await call("GET", "/users/me/calendars", { token: seer.token });
  for (const connection of (left.body.data as Connection[] | undefined) ?? []) {
    await call("DELETE", `/users/me/calendars/${connection.id}`, { token: seer.token });
  }
  await new Promise((resolve) => icsServer?.close(resolve));
  for (const text of answers) {
    expect(text).not.toContain(account.password);
    expect(text).not.toContain(ICS_SECRET_PATH);
  }
});

describe("a Seer's calendars", () => {
  let caldavId = "";
  let icsId = "";

  it("connects by full address, stops counting a calendar, disconnects: busy times go at once", async () => {
    await withClock(async () => {
      await setServerClock(at(0));
      const made = await api("POST", "/users/me/calendars", seer.token, {
        kind: "caldav",
        url: `${account.url}/${account.username}/`,
        username: account.username,
        password: account.password,
      });
      expect(made.status).toBe(201);
      const connection = made.body as Connection;
      expect(connection).toMatchObject({
        kind: "caldav",
        username: account.username,
        status: "ok",
        error: null,
        write_to: null,
        calendars: [{ url: workUrl, name: "Work", busy: true }],
      });
      expect(await freeStarts("2027-03-02", 1)).not.toContain(iso("2027-03-02T09:00:00Z"));

      const off = await api("PATCH", `/users/me/calendars/${connection.id}`, seer.token, {
        calendars: [{ url: workUrl, busy: false }],
      });
      expect(off.status).toBe(200);
      expect((off.body as Connection).calendars[0]?.busy).toBe(false);
      expect(await freeStarts("2027-03-02", 1)).toContain(iso("2027-03-02T09:00:00Z"));
      const on = await api("PATCH", `/users/me/calendars/${connection.id}`, seer.token, {
        calendars: [{ url: workUrl, busy: true }],
        write_to: workUrl,
      });
      expect(on.body).toMatchObject({ write_to: workUrl, calendars: [{ busy: true }] });
      expect(await freeStarts("2027-03-02", 1)).not.toContain(iso("2027-03-02T09:00:00Z"));

      const gone = await api("DELETE", `/users/me/calendars/${connection.id}`, seer.token);
      expect(gone.status).toBe(200);
      expect(await freeStarts("2027-03-02", 1)).toContain(iso("2027-03-02T09:00:00Z"));
      const list = await api("GET", "/users/me/calendars", seer.token);
      expect(list.body).toEqual({ data: [], count: 0 });
    });
  });

  it("refuses what cannot be read with a 422 that says why, and keeps nothing", async () => {
    const wrong = await api("POST", "/users/me/calendars", seer.token, {
      kind: "caldav",
      url: account.url,
      username: account.username,
      password: "not-the-password",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe(
      "The calendar server refused this user name and password (iCloud, Fastmail and others need an app password)",
    );
    const notCalendar = await api("POST", "/users/me/calendars", seer.token, {
      kind: "ics",
      url: `${icsBase}/page.html`,
    });
    expect(notCalendar.status).toBe(422);
    expect(notCalendar.body.detail).toBe("No calendar was found at this address");
    expect((await api("GET", "/users/me/calendars", seer.token)).body).toEqual({
      data: [],
      count: 0,
    });
  });

  it("reads every kind of event by host (.well-known) and by iCal address", async () => {
    await withClock(async () => {
      await setServerClock(at(1));
      const caldav = await api("POST", "/users/me/calendars", seer.token, {
        kind: "caldav",
        url: account.url,
        username: account.username,
        password: account.password,
      });
      expect(caldav.status).toBe(201);
      caldavId = (caldav.body as Connection).id;
      const ics = await api("POST", "/users/me/calendars", seer.token, {
        kind: "ics",
        url: `${icsBase}${ICS_SECRET_PATH}`,
      });
      expect(ics.status).toBe(201);
      expect(ics.body).toMatchObject({ kind: "ics", url: icsBase, username: null, status: "ok" });
      icsId = (ics.body as Connection).id;

      const starts = await freeStarts("2027-03-01", 16);
      const busy = (time: string) => expect(starts).not.toContain(iso(time));
      const free = (time: string) => expect(starts).toContain(iso(time));
      busy("2027-03-02T09:00:00Z"); // UTC
      busy("2027-03-02T12:00:00Z"); // floating, in Paris
      busy("2027-03-02T16:00:00Z"); // TZID with the calendar's VTIMEZONE
      free("2027-03-02T14:00:00Z"); // transparent
      free("2027-03-02T15:00:00Z"); // cancelled
      free("2027-03-02T10:30:00Z"); // the product's own UID
      busy("2027-03-01T13:00:00Z"); // weekly, first
      free("2027-03-08T13:00:00Z"); // EXDATE
      free("2027-03-15T13:00:00Z"); // moved away by its override...
      busy("2027-03-15T15:00:00Z"); // ...to here
      busy("2027-03-15T09:00:00Z"); // IANA TZID without VTIMEZONE (New York)
      free("2027-03-15T08:00:00Z");
      expect(starts.some((start) => start.startsWith("2027-03-16"))).toBe(false); // all day
      expect(starts.some((start) => start.startsWith("2027-03-09"))).toBe(true);
    });
  });

  it("refuses a request for a time that became busy since the last read", async () => {
    await withClock(async () => {
      await setServerClock(at(3));
      await putRadicaleEvent(
        account,
        "work",
        "later",
        utcEvent("later@example.com", "20270309T100000Z", "20270309T110000Z"),
      );
      // Not read yet: still shown free; the request reads again first (the last read is 2 min old).
      expect(await freeStarts("2027-03-09", 1)).toContain(iso("2027-03-09T10:00:00Z"));
      const refused = await api("POST", "/bookings/", seeker.token, {
        coach_slug: seer.slug,
        start: "2027-03-09T10:00:00Z",
        hours: 1,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe("This time is no longer available");
    });
  });

  it("tells the Seer who accepts a time now busy in their calendar, and lets them decide", async () => {
    await withClock(async () => {
      await setServerClock(at(5));
      const made = await api("POST", "/bookings/", seeker.token, {
        coach_slug: seer.slug,
        start: "2027-03-09T14:00:00Z",
        hours: 1,
      });
      expect(made.status).toBe(200);
      const id = made.body.id as string;
      await putRadicaleEvent(
        account,
        "work",
        "dentist",
        utcEvent("dentist@example.com", "20270309T143000Z", "20270309T150000Z"),
      );
      await setServerClock(at(7));
      const clash = await api("POST", `/bookings/${id}/accept`, seer.token);
      expect(clash.status).toBe(409);
      expect(clash.body.detail).toBe(
        "This time is now busy in your own calendar. Accept anyway with confirm_clash, or decline.",
      );
      const accepted = await api("POST", `/bookings/${id}/accept`, seer.token, {
        confirm_clash: true,
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe("accepted");
    });
  });

  it("reads again every 5 minutes by the product's clock", async () => {
    await withClock(async () => {
      await setServerClock(at(8));
      await putRadicaleEvent(
        account,
        "work",
        "yoga",
        utcEvent("yoga@example.com", "20270309T160000Z", "20270309T170000Z"),
      );
      await runServerJobs();
      expect(await freeStarts("2027-03-09", 1)).toContain(iso("2027-03-09T16:00:00Z"));
      await setServerClock(at(13));
      await runServerJobs();
      expect(await freeStarts("2027-03-09", 1)).not.toContain(iso("2027-03-09T16:00:00Z"));
    });
  });

  it("keeps the last busy times of a calendar that cannot be read, says why, emails once", async () => {
    await withClock(async () => {
      icsDown = true;
      try {
        await setServerClock(at(20));
        await runServerJobs();
        await setServerClock(at(30));
        await runServerJobs();
        const list = await api("GET", "/users/me/calendars", seer.token);
        const ics = (list.body.data as Connection[]).find((c) => c.id === icsId);
        expect(ics).toMatchObject({
          status: "error",
          error: "The calendar server did not answer",
        });
        expect(await freeStarts("2027-03-16", 1)).toEqual([]);
        expect(await outboxMatching(`calendar:${icsId}:error:%`)).toHaveLength(1);
      } finally {
        icsDown = false;
      }
      await setServerClock(at(40));
      await runServerJobs();
      const list = await api("GET", "/users/me/calendars", seer.token);
      const ics = (list.body.data as Connection[]).find((c) => c.id === icsId);
      expect(ics).toMatchObject({ status: "ok", error: null });
      // The clock runs on from where it was set.
      const read = Date.parse(ics?.last_synced_at as string);
      expect(read - at(40).getTime()).toBeGreaterThanOrEqual(0);
      expect(read - at(40).getTime()).toBeLessThan(60_000);
    });
  });

  it("goes with an account that closes", async () => {
    await withClock(async () => {
      await setServerClock(at(50));
      const other = await newSeer();
      const made = await api("POST", "/users/me/calendars", other.token, {
        kind: "ics",
        url: `${icsBase}${OTHER_PATH}`,
      });
      expect(made.status).toBe(201);
      expect(otherReads).toBe(1);
      expect((await call("DELETE", "/users/me", { token: other.token })).status).toBe(200);
      await setServerClock(at(60));
      await runServerJobs();
      expect(otherReads).toBe(1);
    });
  });

  it("is the Seer's own: 404 for anyone else's id, 403 for a seeker", async () => {
    const other = await newSeer();
    const patched = await api("PATCH", `/users/me/calendars/${caldavId}`, other.token, {
      write_to: null,
    });
    expect(patched.status).toBe(404);
    expect(patched.body.detail).toBe("Calendar connection not found");
    expect((await api("DELETE", `/users/me/calendars/${caldavId}`, other.token)).status).toBe(404);
    expect((await api("GET", "/users/me/calendars", other.token)).body).toEqual({
      data: [],
      count: 0,
    });
    expect((await api("GET", "/users/me/calendars", seeker.token)).status).toBe(403);
    expect(
      (await api("POST", "/users/me/calendars", seeker.token, { kind: "ics", url: icsBase }))
        .status,
    ).toBe(403);
  });
});
