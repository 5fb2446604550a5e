/**
 * Where a session happens (issue 21): the Seer's video link and street address, private to the two
 * parties of an accepted session; a Hybrid Seer's seeker chooses online or in person; a changed
 * link or address sends the upcoming accepted sessions an updated invitation (same UID, higher
 * SEQUENCE). Each leak test looks for the private strings themselves in what others can read.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseUrl, call, type Json, newUser, superuserToken } from "../support/api-client";
import { type OutboxRow, outboxFor, setServerClock, withClock } from "../support/bookings";
import { mailContaining, seerWithCompleteListing } from "../support/listings";

const ME = "/users/me/listing";
/** Monday 1 March 2027, 00:00 UTC; the listing (Paris) opens Tuesday 10:00–18:00. */
const T0 = "2027-03-01T00:00:00Z";
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
const TUESDAY_12 = "2027-03-02T11:00:00.000Z";
const TUESDAY_14 = "2027-03-02T13:00:00.000Z";

/** A place nobody else has, so finding it anywhere is a leak of this test's Seer. */
function privatePlace() {
  const tag = randomUUID().slice(0, 8);
  return {
    link: `https://meet.jit.si/secret-room-${tag}`,
    address: `${tag} Rua das Flores Secretas, Lisbon`,
  };
}

type Detail = { loc: (string | number)[]; msg: string; type: string };
const details = (body: Json) => body.detail as Detail[];

/** A published Seer whose listing has `mode` and this private place. */
async function publishedWith(mode: "Remote" | "Hybrid" | "On Site") {
  const place = privatePlace();
  const seer = await seerWithCompleteListing();
  const patched = await call("PATCH", ME, {
    token: seer.token,
    json: { mode, location: "Lisbon", video_url: place.link, address: place.address },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  expect((await call("POST", `${ME}/submit`, { token: seer.token })).status).toBe(200);
  const slug = seer.listing.slug;
  const approved = await call("POST", `/listings/${slug}/approve`, {
    token: await superuserToken(),
  });
  expect(approved.status).toBe(200);
  return { ...seer, slug, place };
}

async function book(token: string, slug: string, start: string, extra: Json = {}) {
  return call("POST", "/bookings/", {
    token,
    json: { coach_slug: slug, start, hours: 1, ...extra },
  });
}

/** Every string the place is made of is absent from `text`. */
function expectNoPlace(text: string, place: { link: string; address: string }, where: string) {
  expect(text, where).not.toContain(place.link);
  expect(text, where).not.toContain(place.address);
  // The link's own room name, whatever escaping a page applies to the rest.
  expect(text, where).not.toContain(place.link.split("/").pop() as string);
}

const asText = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body));

describe("the video link and the address on the listing", () => {
  it("refuses anything but an https link, with exact messages", async () => {
    const seer = await seerWithCompleteListing();
    const refused: [string, string][] = [
      ["javascript:alert(1)", "Use a link that starts with https://"],
      ["http://zoom.us/j/123456789", "Use a link that starts with https://"],
      ["data:text/html,<script>alert(1)</script>", "Use a link that starts with https://"],
      [
        "//zoom.us/j/123456789",
        "Enter the full link to your meeting room, such as https://meet.jit.si/your-room",
      ],
      [
        "/rooms/mine",
        "Enter the full link to your meeting room, such as https://meet.jit.si/your-room",
      ],
      ["https://iris:secret@zoom.us/j/1", "Leave any user name or password out of the link"],
    ];
    for (const [link, msg] of refused) {
      const res = await call("PATCH", ME, { token: seer.token, json: { video_url: link } });
      expect(res.status, link).toBe(422);
      expect(details(res.body), link).toEqual([
        expect.objectContaining({ loc: ["body", "video_url"], msg }),
      ]);
    }
    // Nothing refused was stored.
    const kept = await call("GET", ME, { token: seer.token });
    expect(kept.body.video_url).toBe("https://meet.jit.si/luna-vale-readings");

    const saved = await call("PATCH", ME, {
      token: seer.token,
      json: { video_url: "  HTTPS://Zoom.US/j/987654321?pwd=Xy  " },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.video_url).toBe("https://zoom.us/j/987654321?pwd=Xy");
    const cleared = await call("PATCH", ME, { token: seer.token, json: { video_url: null } });
    expect(cleared.body.video_url).toBeNull();
  });

  it("keeps a one-line street address, and asks for a real one", async () => {
    const seer = await seerWithCompleteListing();
    const short = await call("PATCH", ME, { token: seer.token, json: { address: "Oak" } });
    expect(short.status).toBe(422);
    expect(details(short.body)[0]).toMatchObject({
      loc: ["body", "address"],
      msg: "Enter the street address where you meet seekers",
    });
    const twoLines = await call("PATCH", ME, {
      token: seer.token,
      json: { address: "4 Elm Street\nSpringfield" },
    });
    expect(details(twoLines.body)[0]?.msg).toBe("Write the address on one line");
    const saved = await call("PATCH", ME, {
      token: seer.token,
      json: { address: "  4 Elm Street, Springfield  " },
    });
    expect(saved.body.address).toBe("4 Elm Street, Springfield");
    expect((await call("GET", ME, { token: seer.token })).body.address).toBe(
      "4 Elm Street, Springfield",
    );
  });

  it("is needed before submitting: a link for Remote and Hybrid, an address for On Site and Hybrid", async () => {
    const missingOf = async (changes: Json) => {
      const seer = await seerWithCompleteListing();
      await call("PATCH", ME, { token: seer.token, json: { location: "Lisbon", ...changes } });
      const res = await call("POST", `${ME}/submit`, { token: seer.token });
      return res.status === 200 ? [] : details(res.body).map((d) => [d.loc[1], d.msg]);
    };
    const link = ["video_url", "Add the video link seekers join online sessions with"];
    const address = ["address", "Add the street address where you meet seekers"];
    expect(await missingOf({ mode: "Remote", video_url: null })).toEqual([link]);
    expect(await missingOf({ mode: "Remote", address: null })).toEqual([]);
    expect(await missingOf({ mode: "On Site", address: null })).toEqual([address]);
    expect(await missingOf({ mode: "On Site", video_url: null })).toEqual([]);
    expect(await missingOf({ mode: "Hybrid", video_url: null, address: null })).toEqual([
      link,
      address,
    ]);
  });

  it("shows the place to superusers reviewing listings", async () => {
    const seer = await publishedWith("Hybrid");
    const su = await superuserToken();
    const list = await call("GET", "/listings/?status=published&limit=100", { token: su });
    const mine = (list.body.data as Json[]).find((l) => l.slug === seer.slug);
    expect(mine).toMatchObject({ video_url: seer.place.link, address: seer.place.address });
  });
});

describe("reviewing a listing", () => {
  it("shows the admins its video choice, link and address, and nobody else", async () => {
    const place = privatePlace();
    const seer = await seerWithCompleteListing();
    const patched = await call("PATCH", ME, {
      token: seer.token,
      json: { mode: "Hybrid", location: "Lisbon", video_url: place.link, address: place.address },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await call("POST", `${ME}/submit`, { token: seer.token })).status).toBe(200);
    const queue = "/listings/?status=pending&limit=100";

    const su = await superuserToken();
    const review = await call("GET", queue, { token: su });
    const mine = (review.body.data as Json[]).find((l) => l.slug === seer.listing.slug);
    expect(mine).toMatchObject({ video: "link", video_url: place.link, address: place.address });

    // Anyone else: refused, with no trace of the place; the listing is not public while pending.
    const other = await newUser({ type: 1 });
    for (const token of [other.token, seer.token]) {
      const res = await call("GET", queue, { token });
      expect(res.status).toBe(403);
      expectNoPlace(asText(res.body), place, "GET /listings/ as a non-admin");
    }
    const visitor = await call("GET", queue);
    expect(visitor.status).toBe(401);
    const page = await fetch(`${baseUrl()}/profile/${seer.listing.slug}`);
    expect(page.status).toBe(404);
    expectNoPlace(await page.text(), place, "the pending listing's coach page");
    const coach = await call("GET", `/coaches/${seer.listing.slug}`, { token: other.token });
    expect(coach.status).toBe(404);
    expectNoPlace(asText(coach.body), place, "GET /coaches/{slug} while pending");
  });
});

describe("the place stays private", () => {
  it("is never in the catalogue API, the public pages or anyone else's reading", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedWith("Hybrid");
      const { place, slug } = seer;

      // The catalogue and the public pages, for visitors and for the Seer themself.
      const visitor = [
        await call("GET", `/coaches/?q=${slug.split("-")[0]}&limit=100`),
        await call("GET", "/coaches/?mode=Hybrid&limit=100"),
        await call("GET", `/coaches/${slug}`),
        await call("GET", `/coaches/${slug}`, { token: seer.token }),
      ];
      expect(visitor.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      for (const res of visitor) expectNoPlace(asText(res.body), place, "catalogue");
      for (const path of [`/profile/${slug}`, "/discover?mode=Hybrid", "/discover"]) {
        const page = await fetch(`${baseUrl()}${path}`);
        expect(page.status, path).toBe(200);
        expectNoPlace(await page.text(), place, path);
      }

      // Requested: not yet for the seeker, nor on the Seer's own copy of the booking.
      const seeker = await newUser({ firstname: "Pia", lastname: "Private" });
      const made = await book(seeker.token, slug, TUESDAY_10, { mode: "online" });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(made.body).toMatchObject({ mode: "online", place: null });
      const path = `/bookings/${made.body.id as string}`;
      for (const token of [seeker.token, seer.token]) {
        const res = await call("GET", path, { token });
        expect(res.body.place).toBeNull();
        expectNoPlace(asText(res.body), place, "requested booking");
        expectNoPlace(
          asText((await call("GET", `${path}/calendar.ics`, { token })).body),
          place,
          "requested .ics",
        );
      }

      // Accepted: its two parties read it; another seeker and a superuser looking on do not.
      const accepted = await call("POST", `${path}/accept`, { token: seer.token });
      expect(accepted.body.place).toEqual({ video: "link", video_url: place.link, address: null });
      const mine = await call("GET", path, { token: seeker.token });
      expect(mine.body.place).toEqual({ video: "link", video_url: place.link, address: null });
      const ics = await call("GET", `${path}/calendar.ics`, { token: seeker.token });
      expect(asText(ics.body).replace(/\r\n[ \t]/g, "")).toContain(`LOCATION:${place.link}`);

      const other = await newUser({ firstname: "Oto", lastname: "Other" });
      const theirs = await book(other.token, slug, TUESDAY_14, { mode: "in_person" });
      expect(theirs.status).toBe(200);
      for (const res of [
        await call("GET", path, { token: other.token }),
        await call("GET", `${path}/calendar.ics`, { token: other.token }),
        await call("GET", "/bookings/", { token: other.token }),
        await call("GET", `/bookings/${theirs.body.id as string}`, { token: other.token }),
      ]) {
        expectNoPlace(asText(res.body), place, "another seeker");
      }
      expect((await call("GET", path, { token: other.token })).status).toBe(404);

      const su = await superuserToken();
      const looking = await call("GET", path, { token: su });
      expect(looking.status).toBe(200);
      expect(looking.body).toMatchObject({ status: "accepted", place: null });
      expectNoPlace(asText(looking.body), place, "superuser's look");
      expectNoPlace(
        asText((await call("GET", `${path}/calendar.ics`, { token: su })).body),
        place,
        "superuser's .ics",
      );

      // The requests' emails never carry it; the acceptance email to the seeker does.
      const mails = await outboxFor(made.body.id as string);
      const requestedMail = mails.find((m) => m.kind === "booking.requested");
      expectNoPlace(asText(requestedMail?.payload), place, "request email");
      const acceptedMail = mails.find((m) => m.kind === "booking.accepted");
      expect(acceptedMail?.payload.to).toBe(seeker.email);
      expect(asText(acceptedMail?.payload)).toContain(place.link);
      expectNoPlace(
        asText((await outboxFor(theirs.body.id as string))[0]?.payload),
        place,
        "their request",
      );
    }));
});

describe("online or in person", () => {
  it("is the seeker's choice with a Hybrid Seer, and fixed by the others", () =>
    withClock(async () => {
      await setServerClock(T0);
      const hybrid = await publishedWith("Hybrid");
      const seeker = await newUser();
      const none = await book(seeker.token, hybrid.slug, TUESDAY_10);
      expect(none.status).toBe(422);
      expect(details(none.body)).toEqual([
        expect.objectContaining({
          loc: ["body", "mode"],
          msg: 'This Seer meets online and in person: choose "online" or "in_person"',
        }),
      ]);
      const odd = await book(seeker.token, hybrid.slug, TUESDAY_10, { mode: "teleport" });
      expect(odd.status).toBe(422);
      expect(details(odd.body)[0]?.loc).toEqual(["body", "mode"]);

      const inPerson = await book(seeker.token, hybrid.slug, TUESDAY_10, { mode: "in_person" });
      expect(inPerson.status).toBe(200);
      expect(inPerson.body).toMatchObject({ mode: "in_person", place: null });
      const accepted = await call("POST", `/bookings/${inPerson.body.id as string}/accept`, {
        token: hybrid.token,
      });
      expect(accepted.body.place).toEqual({
        video: null,
        video_url: null,
        address: hybrid.place.address,
      });
      const ics = asText(
        (
          await call("GET", `/bookings/${inPerson.body.id as string}/calendar.ics`, {
            token: seeker.token,
          })
        ).body,
      ).replace(/\r\n[ \t]/g, "");
      expect(ics).toContain("LOCATION:");
      expect(ics).toContain("Rua das Flores Secretas");
      expect(ics).toContain("https://www.openstreetmap.org/search?query=");
      expect(ics).not.toContain(hybrid.place.link);

      const remote = await publishedWith("Remote");
      const wrong = await book(seeker.token, remote.slug, TUESDAY_10, { mode: "in_person" });
      expect(wrong.status).toBe(422);
      expect(details(wrong.body)[0]).toMatchObject({
        loc: ["body", "mode"],
        msg: "This Seer holds sessions online only",
      });
      const implied = await book(seeker.token, remote.slug, TUESDAY_10);
      expect(implied.body.mode).toBe("online");

      const onSite = await publishedWith("On Site");
      const online = await book(seeker.token, onSite.slug, TUESDAY_10, { mode: "online" });
      expect(details(online.body)[0]?.msg).toBe("This Seer holds sessions in person only");
      const there = await book(seeker.token, onSite.slug, TUESDAY_10, { mode: "in_person" });
      expect(there.body.mode).toBe("in_person");
    }));
});

describe("the place in the emails", () => {
  it("the acceptance email and the reminder carry the link, or the address with its map", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedWith("Hybrid");
      const seeker = await newUser({ firstname: "Rita", lastname: "Remind" });
      const online = await book(seeker.token, seer.slug, TUESDAY_10, { mode: "online" });
      const inPerson = await book(seeker.token, seer.slug, TUESDAY_14, { mode: "in_person" });
      for (const res of [online, inPerson]) {
        await call("POST", `/bookings/${res.body.id as string}/accept`, { token: seer.token });
      }
      const map = `https://www.openstreetmap.org/search?query=${encodeURIComponent(seer.place.address)}`;
      const acceptedIn = (await outboxFor(inPerson.body.id as string)).find(
        (m) => m.kind === "booking.accepted",
      );
      expect(String(acceptedIn?.payload.text)).toContain(`In person, at ${seer.place.address}.`);
      expect(String(acceptedIn?.payload.html)).toContain(`href="${map}"`);
      expect(icsField(icsOf(acceptedIn), "LOCATION")).toBe(seer.place.address.replace(",", "\\,"));
      expect(asText(acceptedIn?.payload)).not.toContain(seer.place.link);

      // 23 hours before the first session: the sweep (run by any read) sends both reminders.
      await setServerClock("2027-03-01T10:00:00Z");
      await call("GET", "/bookings/", { token: seeker.token });
      const reminders = (await outboxFor(online.body.id as string)).filter(
        (m) => m.kind === "booking.reminder",
      );
      expect(reminders.map((m) => m.payload.to).sort()).toEqual([seer.email, seeker.email].sort());
      for (const reminder of reminders) {
        expect(String(reminder.payload.text)).toContain(`Video session: ${seer.place.link}`);
        expect(asText(reminder.payload)).not.toContain(seer.place.address);
      }
    }));
});

/** The calendar part of an outbox email: its lines, unfolded. */
function icsOf(row: OutboxRow | undefined): string[] {
  const event = row?.payload.icalEvent as { content?: string } | undefined;
  return (event?.content ?? "").replace(/\r\n[ \t]/g, "").split("\r\n");
}
const icsField = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

describe("a changed place", () => {
  it("sends each upcoming accepted session held there an updated invitation: same UID, higher SEQUENCE", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedWith("Hybrid");
      const seeker = await newUser({ firstname: "Uma", lastname: "Update" });
      const ids: Record<string, string> = {};
      for (const [name, start, mode] of [
        ["online", TUESDAY_10, "online"],
        ["inPerson", TUESDAY_12, "in_person"],
        ["requested", TUESDAY_14, "online"],
      ] as const) {
        const res = await book(seeker.token, seer.slug, start, { mode });
        expect(res.status).toBe(200);
        ids[name] = res.body.id as string;
      }
      for (const name of ["online", "inPerson"]) {
        await call("POST", `/bookings/${ids[name]}/accept`, { token: seer.token });
      }
      const invite = icsOf(
        (await outboxFor(ids.online as string)).find((m) => m.kind === "booking.accepted"),
      );
      expect(icsField(invite, "SEQUENCE")).toBe("0");

      const newLink = `https://whereby.com/new-room-${randomUUID().slice(0, 8)}`;
      const changed = await call("PATCH", ME, { token: seer.token, json: { video_url: newLink } });
      expect(changed.status).toBe(200);

      const updates = (await outboxFor(ids.online as string)).filter(
        (m) => m.kind === "booking.updated",
      );
      expect(updates.map((m) => m.payload.to).sort()).toEqual([seer.email, seeker.email].sort());
      for (const update of updates) {
        const lines = icsOf(update);
        expect(lines).toContain("METHOD:REQUEST");
        expect(icsField(lines, "UID")).toBe(icsField(invite, "UID"));
        expect(Number(icsField(lines, "SEQUENCE"))).toBeGreaterThan(
          Number(icsField(invite, "SEQUENCE")),
        );
        expect(icsField(lines, "LOCATION")).toBe(newLink);
        expect(asText(update.payload)).not.toContain(seer.place.link);
      }
      // The in-person session keeps its place; a request was never in a calendar. (A request
      // writes two emails: the Seer's request and the seeker's "request received".)
      const kinds = async (id: string) => [...new Set((await outboxFor(id)).map((m) => m.kind))];
      expect(await kinds(ids.inPerson as string)).toEqual([
        "booking.requested",
        "booking.accepted",
      ]);
      expect(await kinds(ids.requested as string)).toEqual(["booking.requested"]);
      // Saving the same link again is no news.
      await call("PATCH", ME, {
        token: seer.token,
        json: { video_url: newLink, headline: "Same" },
      });
      expect(
        (await outboxFor(ids.online as string)).filter((m) => m.kind === "booking.updated"),
      ).toHaveLength(2);

      // A new address updates the in-person session, one SEQUENCE further each time.
      for (const [n, street] of ["9 Rua Nova, Lisbon", "10 Rua Nova, Lisbon"].entries()) {
        await call("PATCH", ME, { token: seer.token, json: { address: street } });
        const rows = (await outboxFor(ids.inPerson as string)).filter(
          (m) => m.kind === "booking.updated" && m.payload.to === seeker.email,
        );
        expect(rows).toHaveLength(n + 1);
        const lines = icsOf(rows.at(-1));
        expect(icsField(lines, "SEQUENCE")).toBe(String(n + 1));
        expect(icsField(lines, "LOCATION")).toBe(street.replace(",", "\\,"));
      }
      const seekerCopy = await call("GET", `/bookings/${ids.inPerson}`, { token: seeker.token });
      expect(seekerCopy.body.place).toEqual({
        video: null,
        video_url: null,
        address: "10 Rua Nova, Lisbon",
      });

      // And the email itself arrives, through the outbox.
      const mail = await mailContaining(seeker.email, "New video link for your session");
      expect(mail.body).toContain(newLink);
      expect(mail.body).toContain("text/calendar");
    }));
});
