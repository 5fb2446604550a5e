import { describe, expect, inject, it } from "vitest";
import { baseUrl, call, type Json, newUser, superuserToken } from "../support/api-client";
import {
  COMPLETE_LISTING,
  mailContaining,
  makeJpeg,
  newSeer,
  nthMail,
  seerWithCompleteListing,
  uploadPhoto,
} from "../support/listings";
import { mimePart } from "../support/mail-catcher";

const ME = "/users/me/listing";
type Detail = { type: string; loc: (string | number)[]; msg: string; input: unknown }[];

const admin = () => superuserToken();
const detailOf = (res: { body: Json }) => res.body.detail as Detail;
const statusOf = async (token: string) => (await call("GET", ME, { token })).body.status as string;

describe("who may use the listing routes", () => {
  const seerRoutes: [string, string][] = [
    ["GET", ME],
    ["PATCH", ME],
    ["POST", `${ME}/photos`],
    ["PUT", `${ME}/photos`],
    ["DELETE", `${ME}/photos/${crypto.randomUUID()}`],
    ["POST", `${ME}/submit`],
    ["POST", `${ME}/pause`],
    ["POST", `${ME}/resume`],
  ];
  const adminRoutes: [string, string][] = [
    ["GET", "/listings/"],
    ["POST", "/listings/amara-okafor/approve"],
    ["POST", "/listings/amara-okafor/reject"],
    ["POST", "/listings/amara-okafor/unpublish"],
  ];

  it("answers 401 to a visitor on every route", async () => {
    for (const [method, path] of [...seerRoutes, ...adminRoutes]) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("answers 403 to a seeker (account type 0) on the Seer's routes", async () => {
    const seeker = await newUser({ type: 0 });
    for (const [method, path] of seerRoutes) {
      const json = method === "GET" ? undefined : {};
      const res = await call(method, path, { token: seeker.token, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.detail).toBe("Only Seers have a listing");
    }
  });

  it("answers 403 to a Seer or seeker on the reviewers' routes", async () => {
    const seer = await newSeer();
    const seeker = await newUser();
    for (const token of [seer.token, seeker.token]) {
      for (const [method, path] of adminRoutes) {
        const json = method === "GET" ? undefined : { reason: "x" };
        const res = await call(method, path, { token, json });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
  });
});

describe("a Seer's own listing", () => {
  it("starts as a draft named after the Seer, with the defaults, on first read", async () => {
    const seer = await newSeer("Orla", "Quinn");
    const first = await call("GET", ME, { token: seer.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: "draft",
      review_note: null,
      display_name: "Orla Quinn",
      headline: "",
      bio: "",
      category: null,
      specialties: [],
      reading_types: [],
      languages: [],
      years_experience: null,
      mode: null,
      location: null,
      hourly_rate: null,
      session_hours: [1],
      photos: [],
      timezone: null,
      weekly_hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      days_off: [],
      min_notice_hours: 24,
      booking_window_days: 60,
    });
    expect(first.body.slug).toMatch(/^orla-quinn(-\d+)?$/);
    const again = await call("GET", ME, { token: seer.token });
    expect(again.body.slug).toBe(first.body.slug);
  });

  it("gives same-named Seers -2, -3 and keeps the sample coaches' slugs free", async () => {
    const name = `Nyx${crypto.randomUUID().slice(0, 6)}`;
    const slugs: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const seer = await newSeer(name, "Moon");
      slugs.push((await call("GET", ME, { token: seer.token })).body.slug);
    }
    const base = `${name.toLowerCase()}-moon`;
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);

    const namesake = await newSeer("Amara", "Okafor");
    const slug = (await call("GET", ME, { token: namesake.token })).body.slug;
    expect(slug).toMatch(/^amara-okafor-\d+$/);
  });

  it("saves every writable field and answers with them (rate in whole dollars)", async () => {
    const seer = await newSeer();
    const res = await call("PATCH", ME, {
      token: seer.token,
      json: { ...COMPLETE_LISTING, display_name: "Luna Vale" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...COMPLETE_LISTING, display_name: "Luna Vale" });
    expect((await call("GET", ME, { token: seer.token })).body).toEqual(res.body);
  });

  it("changes only the fields sent, drops repeats and sorts the hours", async () => {
    const seer = await newSeer();
    await call("PATCH", ME, { token: seer.token, json: COMPLETE_LISTING });
    const res = await call("PATCH", ME, {
      token: seer.token,
      json: {
        specialties: ["Healing", "Healing"],
        session_hours: [3, 1, 3],
        days_off: ["2026-12-31", "2026-12-24", "2026-12-31"],
        weekly_hours: {
          ...COMPLETE_LISTING.weekly_hours,
          fri: [
            ["14:00", "18:00"],
            ["08:00", "12:00"],
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.headline).toBe(COMPLETE_LISTING.headline);
    expect(res.body.specialties).toEqual(["Healing"]);
    expect(res.body.session_hours).toEqual([1, 3]);
    expect(res.body.days_off).toEqual(["2026-12-24", "2026-12-31"]);
    expect((res.body.weekly_hours as Json).fri).toEqual([
      ["08:00", "12:00"],
      ["14:00", "18:00"],
    ]);
  });

  it("lets the slug follow the display name while the listing was never published", async () => {
    const seer = await newSeer();
    const tag = crypto.randomUUID().slice(0, 6);
    const res = await call("PATCH", ME, {
      token: seer.token,
      json: { display_name: `Stella ${tag} Mar` },
    });
    expect(res.body.slug).toBe(`stella-${tag}-mar`);
  });

  const weekWith = (mon: unknown) => ({ ...COMPLETE_LISTING.weekly_hours, mon });
  const badInputs: [string, unknown][] = [
    ["display_name", ""],
    ["display_name", "x".repeat(81)],
    ["headline", "x".repeat(81)],
    ["bio", "x".repeat(3001)],
    ["category", "crystal-balls"],
    ["specialties", ["Card Tricks"]],
    ["specialties", "Healing"],
    ["reading_types", ["Tea Leaves"]],
    ["languages", Array.from({ length: 11 }, (_, i) => `Language ${i}`)],
    ["languages", [""]],
    ["years_experience", -1],
    ["years_experience", 81],
    ["years_experience", 2.5],
    ["mode", "Online"],
    ["location", "x"],
    ["location", "x".repeat(81)],
    ["hourly_rate", 4],
    ["hourly_rate", 501],
    ["hourly_rate", 59.5],
    ["hourly_rate", "60"],
    ["session_hours", []],
    ["session_hours", [5]],
    ["session_hours", [0]],
    ["session_description", "x".repeat(2001)],
    ["timezone", "Mars/Olympus_Mons"],
    ["timezone", "CEST"],
    [
      "weekly_hours",
      weekWith([
        ["09:00", "12:00"],
        ["11:00", "14:00"],
      ]),
    ],
    ["weekly_hours", weekWith([["12:00", "09:00"]])],
    ["weekly_hours", weekWith([["25:00", "26:00"]])],
    ["weekly_hours", weekWith([["9:00", "12:00"]])],
    ["weekly_hours", { mon: [] }],
    ["days_off", ["2026-02-30"]],
    ["days_off", ["24/12/2026"]],
    ["min_notice_hours", -1],
    ["min_notice_hours", 24 * 14 + 1],
    ["booking_window_days", 0],
    ["booking_window_days", 366],
    ["status", "published"],
    ["slug", "my-own-slug"],
    ["owner_email", "x@example.com"],
  ];

  it("refuses each out-of-bounds or unknown field with a 422 that names it", async () => {
    const seer = await newSeer();
    const before = (await call("GET", ME, { token: seer.token })).body;
    for (const [field, value] of badInputs) {
      const res = await call("PATCH", ME, { token: seer.token, json: { [field]: value } });
      const label = `${field} = ${JSON.stringify(value).slice(0, 60)}`;
      expect(res.status, label).toBe(422);
      const locs = detailOf(res).map((d) => d.loc);
      expect(
        locs.some((loc) => loc[0] === "body" && (loc[1] === field || loc.length === 1)),
        `${label}: ${JSON.stringify(locs)}`,
      ).toBe(true);
    }
    expect((await call("GET", ME, { token: seer.token })).body).toEqual(before);
  });

  it("refuses a body that is not a JSON object", async () => {
    const seer = await newSeer();
    expect((await call("PATCH", ME, { token: seer.token, json: [1] })).status).toBe(422);
    const text = await call("PATCH", ME, {
      token: seer.token,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(text.status).toBe(422);
  });
});

describe("submitting for review", () => {
  it("lists every missing field of an incomplete listing (422) and stays a draft", async () => {
    const seer = await newSeer();
    const res = await call("POST", `${ME}/submit`, { token: seer.token });
    expect(res.status).toBe(422);
    const detail = detailOf(res);
    expect(detail.map((d) => d.loc[1])).toEqual([
      "headline",
      "bio",
      "category",
      "specialties",
      "languages",
      "years_experience",
      "mode",
      "location",
      "hourly_rate",
      "session_description",
      "photos",
      "timezone",
      "weekly_hours",
    ]);
    for (const item of detail) {
      expect(item).toEqual({
        type: "missing",
        loc: ["body", item.loc[1]],
        msg: expect.stringMatching(/^[A-Z].+[a-z]$/),
        input: null,
      });
    }
    expect(detail.find((d) => d.loc[1] === "bio")?.msg).toBe(
      "Write a bio of at least 50 characters",
    );
    expect(await statusOf(seer.token)).toBe("draft");
  });

  it("names only what is still missing", async () => {
    const seer = await newSeer();
    await call("PATCH", ME, { token: seer.token, json: { ...COMPLETE_LISTING, mode: "Hybrid" } });
    const res = await call("POST", `${ME}/submit`, { token: seer.token });
    expect(res.status).toBe(422);
    expect(detailOf(res).map((d) => d.loc[1])).toEqual(["location", "photos"]);
  });
});

describe("the review, end to end", () => {
  it("goes draft → pending → published ⇄ paused → rejected (unpublished) → pending → rejected, with 409s and emails", async () => {
    const su = await admin();
    const seer = await seerWithCompleteListing();
    const slug = seer.listing.slug;

    // Not yet submitted: the Seer cannot pause or resume, the admin cannot decide.
    expect((await call("POST", `${ME}/pause`, { token: seer.token })).status).toBe(409);
    expect((await call("POST", `${ME}/resume`, { token: seer.token })).status).toBe(409);
    expect((await call("POST", `/listings/${slug}/approve`, { token: su })).status).toBe(409);

    const submitted = await call("POST", `${ME}/submit`, { token: seer.token });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe("pending");
    const again = await call("POST", `${ME}/submit`, { token: seer.token });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(
      "Only a draft or rejected listing can be submitted (this one is pending)",
    );
    expect((await call("POST", `${ME}/pause`, { token: seer.token })).status).toBe(409);
    expect(
      (await call("POST", `/listings/${slug}/unpublish`, { token: su, json: { reason: "x" } }))
        .status,
    ).toBe(409);

    // Every superuser hears of it, with a link to the review page.
    const adminMail = await mailContaining(inject("superuser").email, seer.email);
    const adminHtml = mimePart(adminMail, "text/html");
    expect(adminHtml).toContain(`href="${baseUrl()}/admin/listings"`);
    expect(mimePart(adminMail, "text/plain")).toContain(seer.email);
    expect(mimePart(adminMail, "text/plain")).toContain(`${baseUrl()}/admin/listings`);

    const queue = await call("GET", "/listings/?status=pending&limit=100", { token: su });
    expect(queue.status).toBe(200);
    const mine = (queue.body.data as Json[]).find((l) => l.slug === slug);
    expect(mine).toMatchObject({ status: "pending", owner_email: seer.email });
    expect(mine?.submitted_at).toEqual(expect.any(String));

    const approved = await call("POST", `/listings/${slug}/approve`, { token: su });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("published");
    expect((await call("POST", `/listings/${slug}/approve`, { token: su })).status).toBe(409);
    const approvedMail = await nthMail(seer.email, 0);
    expect(mimePart(approvedMail, "text/html")).toContain(`href="${baseUrl()}/profile/${slug}"`);

    // Published: edits show at once and it stays published; the slug no longer follows the name.
    const edited = await call("PATCH", ME, {
      token: seer.token,
      json: { headline: "Now also numerology", display_name: "A Brand New Name" },
    });
    expect(edited.body).toMatchObject({
      status: "published",
      headline: "Now also numerology",
      display_name: "A Brand New Name",
      slug,
    });
    expect((await call("POST", `${ME}/submit`, { token: seer.token })).status).toBe(409);
    expect((await call("POST", `${ME}/resume`, { token: seer.token })).status).toBe(409);

    const paused = await call("POST", `${ME}/pause`, { token: seer.token });
    expect(paused.body.status).toBe("paused");
    expect((await call("POST", `${ME}/pause`, { token: seer.token })).status).toBe(409);
    expect(
      (await call("POST", `/listings/${slug}/reject`, { token: su, json: { reason: "x" } })).status,
    ).toBe(409);
    const resumed = await call("POST", `${ME}/resume`, { token: seer.token });
    expect(resumed.body.status).toBe("published");

    // An admin takes it down with a reason: the Seer reads it in the listing and by email.
    const noReason = await call("POST", `/listings/${slug}/unpublish`, { token: su, json: {} });
    expect(noReason.status).toBe(422);
    expect(detailOf(noReason)[0]?.loc).toEqual(["body", "reason"]);
    const blank = await call("POST", `/listings/${slug}/unpublish`, {
      token: su,
      json: { reason: "   " },
    });
    expect(blank.status).toBe(422);
    const unpublished = await call("POST", `/listings/${slug}/unpublish`, {
      token: su,
      json: { reason: "Your photos show another person." },
    });
    expect(unpublished.body).toMatchObject({
      status: "rejected",
      review_note: "Your photos show another person.",
    });
    const unpublishedMail = await nthMail(seer.email, 1);
    expect(mimePart(unpublishedMail, "text/plain")).toContain("Your photos show another person.");
    expect(mimePart(unpublishedMail, "text/html")).toContain(`href="${baseUrl()}/listing"`);

    // Rejected: the Seer edits and submits again; the admin rejects, and the reason is escaped in HTML.
    expect((await call("POST", `${ME}/pause`, { token: seer.token })).status).toBe(409);
    await call("PATCH", ME, { token: seer.token, json: { headline: "Fixed photos" } });
    const resubmitted = await call("POST", `${ME}/submit`, { token: seer.token });
    expect(resubmitted.body.status).toBe("pending");
    const reason = 'Please remove <script>alert("x")</script> & the phone number';
    const rejected = await call("POST", `/listings/${slug}/reject`, {
      token: su,
      json: { reason },
    });
    expect(rejected.body).toMatchObject({ status: "rejected", review_note: reason });
    const rejectedMail = await nthMail(seer.email, 2);
    const html = mimePart(rejectedMail, "text/html");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;");
    expect(mimePart(rejectedMail, "text/plain")).toContain(reason);
    expect((await call("POST", `/listings/${slug}/approve`, { token: su })).status).toBe(409);

    const approvedAgain = await call("POST", `${ME}/submit`, { token: seer.token });
    expect(approvedAgain.body.status).toBe("pending");
    const published = await call("POST", `/listings/${slug}/approve`, { token: su });
    expect(published.body).toMatchObject({ status: "published", review_note: null });
  });

  it("escapes the Seer's name in the reviewers' email", async () => {
    const seer = await seerWithCompleteListing();
    await call("PATCH", ME, { token: seer.token, json: { display_name: "Eve <img src=x>" } });
    expect((await call("POST", `${ME}/submit`, { token: seer.token })).status).toBe(200);
    const mail = await mailContaining(inject("superuser").email, seer.email);
    const html = mimePart(mail, "text/html");
    expect(html).not.toContain("<img src=x>");
    expect(html).toContain("Eve &#60;img src=x&#62;");
  });

  it("answers 404 for an unknown slug and 422 for a malformed one", async () => {
    const su = await admin();
    const unknown = await call("POST", "/listings/no-such-seer-here/approve", { token: su });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Listing not found");
    const reject = await call("POST", "/listings/no-such-seer-here/reject", {
      token: su,
      json: { reason: "x" },
    });
    expect(reject.status).toBe(404);
    expect((await call("POST", "/listings/Bad%20Slug!/approve", { token: su })).status).toBe(422);
  });
});

describe("the reviewers' list", () => {
  it("filters by state, pages with skip and limit, and counts", async () => {
    const su = await admin();
    const draft = await newSeer();
    await call("GET", ME, { token: draft.token });
    const all = await call("GET", "/listings/", { token: su });
    expect(all.status).toBe(200);
    expect(all.body.count).toEqual(expect.any(Number));
    expect((all.body.data as Json[]).length).toBe(Math.min(50, Number(all.body.count)));

    const drafts = await call("GET", "/listings/?status=draft&limit=100", { token: su });
    const rows = drafts.body.data as Json[];
    expect(rows.every((l) => l.status === "draft")).toBe(true);
    expect(rows.some((l) => l.owner_email === draft.email)).toBe(true);

    const page = await call("GET", "/listings/?status=draft&skip=1&limit=1", { token: su });
    expect(page.body.count).toBe(drafts.body.count);
    expect((page.body.data as Json[]).length).toBe(Number(drafts.body.count) > 1 ? 1 : 0);

    for (const query of ["status=live", "limit=0", "limit=101", "skip=-1", "limit=ten"]) {
      expect((await call("GET", `/listings/?${query}`, { token: su })).status, query).toBe(422);
    }
  });
});

describe("one Seer's listing is theirs alone", () => {
  it("keeps another Seer from deleting or reordering its photos", async () => {
    const owner = await newSeer();
    const other = await newSeer();
    const uploaded = await uploadPhoto(owner.token, await makeJpeg({ width: 64, height: 64 }));
    const photoId = (uploaded.body.photos as Json[])[0]?.id as string;

    const del = await call("DELETE", `${ME}/photos/${photoId}`, { token: other.token });
    expect(del.status).toBe(404);
    const order = await call("PUT", `${ME}/photos`, {
      token: other.token,
      json: { ids: [photoId] },
    });
    expect(order.status).toBe(422);
    const mine = await call("GET", ME, { token: owner.token });
    expect((mine.body.photos as Json[]).map((p) => p.id)).toEqual([photoId]);
    expect((await call("GET", ME, { token: other.token })).body.photos).toEqual([]);
  });
});
