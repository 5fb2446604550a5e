import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, type Json, superuserToken } from "../support/api-client";
import { COMPLETE_LISTING, makeJpeg, newSeer, uploadPhoto } from "../support/listings";

type Listing = Json & {
  slug: string;
  hourly_rate: number;
  rating: { average: number; count: number };
};
type Page = {
  data: Listing[];
  count: number;
  facets: Record<
    "time" | "mode" | "location" | "specialty" | "reading_type",
    Record<string, number>
  >;
};

const list = async (query = "") => {
  const res = await call("GET", `/coaches/${query ? `?${query}` : ""}`);
  expect(res.status).toBe(200);
  return res.body as unknown as Page;
};
const slugsOf = (page: Page) => page.data.map((listing) => listing.slug);
const html = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
  return { status: res.status, text: await res.text() };
};

/** A Seer published through the API: signed up, a complete listing, a photo, submitted, approved. */
async function publishedSeer(changes: Json) {
  const seer = await newSeer(`Orla${randomUUID().slice(0, 6)}`, "Quill");
  const patched = await call("PATCH", "/users/me/listing", {
    token: seer.token,
    json: { ...COMPLETE_LISTING, ...changes },
  });
  expect(patched.status).toBe(200);
  expect((await uploadPhoto(seer.token, await makeJpeg())).status).toBe(200);
  expect((await call("POST", "/users/me/listing/submit", { token: seer.token })).status).toBe(200);
  const slug = patched.body.slug as string;
  const approved = await call("POST", `/listings/${slug}/approve`, {
    token: await superuserToken(),
  });
  expect(approved.status).toBe(200);
  return { ...seer, slug };
}

describe("the public catalogue", () => {
  it("lists the seeded sample coaches in order, with ratings and facets", async () => {
    const page = await list("limit=13");
    expect(page.count).toBeGreaterThanOrEqual(13);
    expect(slugsOf(page)[0]).toBe("amara-okafor");
    const amara = page.data[0] as Listing;
    expect(amara).toMatchObject({
      status: "published",
      hourly_rate: 24,
      category: "tarot-reading",
    });
    expect(amara.rating.count).toBeGreaterThanOrEqual(100);
    expect(Object.keys(page.facets.location).slice(0, 3)).toEqual([
      "Bay Area",
      "New York City",
      "Los Angeles",
    ]);
    expect(Object.keys(page.facets.mode)).toEqual(["Remote", "Hybrid", "On Site"]);
  });

  it("pages with skip and limit without repeating a coach", async () => {
    const first = await list("limit=5");
    const second = await list("skip=5&limit=5");
    expect(first.data).toHaveLength(5);
    expect(second.count).toBe(first.count);
    expect(slugsOf(second).some((slug) => slugsOf(first).includes(slug))).toBe(false);
  });

  it("filters by each field, and each facet counts what choosing its option would list", async () => {
    const all = await list();
    for (const [mode, count] of Object.entries(all.facets.mode)) {
      expect((await list(`mode=${encodeURIComponent(mode)}`)).count).toBe(count);
    }
    for (const [specialty, count] of Object.entries(all.facets.specialty)) {
      expect((await list(`specialty=${encodeURIComponent(specialty)}`)).count).toBe(count);
    }
    const bayArea = await list("location=Bay%20Area");
    expect(bayArea.count).toBe(all.facets.location["Bay Area"]);
    // The location group is counted without its own choice; the others keep it.
    expect(bayArea.facets.location["New York City"]).toBe(all.facets.location["New York City"]);
    const remoteInBay = await list("location=Bay%20Area&mode=remote");
    expect(remoteInBay.count).toBe(bayArea.facets.mode.Remote);
    expect((await list("q=amara")).data.map((l) => l.slug)).toContain("amara-okafor");
    expect((await list("q=zzzz-no-such-coach")).count).toBe(0);
    expect((await list("category=astrology")).data.every((l) => l.category === "astrology")).toBe(
      true,
    );
    const cheap = await list("min_price=20&max_price=30");
    expect(cheap.data.every((l) => l.hourly_rate >= 20 && l.hourly_rate <= 30)).toBe(true);
    expect((await list("time=week")).count).toBe(all.facets.time.week);
  });

  it("answers 422, never 500, for query values it cannot use", async () => {
    for (const query of [
      "mode=teleport",
      "category=nope",
      "specialty=Cooking",
      "reading_type=tea-leaves",
      "min_price=-1",
      "max_price=abc",
      "min_price=50&max_price=10",
      "skip=-3",
      "limit=0",
      "limit=1000",
      "time=yesterday",
      `q=${"x".repeat(101)}`,
    ]) {
      const res = await call("GET", `/coaches/?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.detail, query).toBeDefined();
    }
    expect((await call("GET", "/coaches/Bad%20Slug!")).status).toBe(422);
    expect((await call("GET", "/coaches/no-such-coach")).status).toBe(404);
  });

  it("keeps Discover's page in the URL: a page that is not there leads back to page 1", async () => {
    for (const query of ["page=abc", "page=0", "page=1", "page=9999"]) {
      const res = await fetch(`${baseUrl()}/discover?${query}`, { redirect: "manual" });
      expect(res.status, query).toBe(307);
      expect(new URL(res.headers.get("location") ?? "", baseUrl()).pathname).toBe("/discover");
    }
    const first = await html("/discover");
    expect(first.text).toContain("Featured Coaches");
  });

  it("reads one published coach by slug", async () => {
    const res = await call("GET", "/coaches/amara-okafor");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: "amara-okafor", display_name: "Amara Okafor" });
  });
});

describe("a Seer published through the API", () => {
  const city = `Testville ${randomUUID().slice(0, 6)}`;
  let seer: Awaited<ReturnType<typeof publishedSeer>>;
  beforeAll(async () => {
    seer = await publishedSeer({
      mode: "On Site",
      location: city,
      category: "numerology",
      specialties: ["Sacred Sites Travel"],
      reading_types: ["Palmistry"],
      hourly_rate: 300,
    });
  });

  it("appears under every filter it matches, with counts that agree", async () => {
    const queries = [
      "",
      `location=${encodeURIComponent(city)}`,
      "mode=On%20Site",
      "category=numerology",
      "specialty=Sacred%20Sites%20Travel",
      "reading_type=Palmistry",
      "time=week",
      "min_price=100",
      `q=${seer.slug.split("-")[0]}`,
    ];
    for (const query of queries) {
      const page = await list(`${query}&limit=100`);
      expect(slugsOf(page), query).toContain(seer.slug);
    }
    const mine = await list(`location=${encodeURIComponent(city)}`);
    expect(mine.count).toBe(1);
    const everywhere = await list();
    expect(everywhere.facets.location[city]).toBe(1);
    expect(everywhere.facets.reading_type.Palmistry).toBe(
      (await list("reading_type=Palmistry")).count,
    );
    expect((await list("min_price=200&max_price=250")).data.map((l) => l.slug)).not.toContain(
      seer.slug,
    );
  });

  it("shows on Discover, inside the slider's top range and its own city, and on its profile", async () => {
    const discover = await html(
      `/discover?location=${encodeURIComponent(city.toLowerCase().replace(/\s+/g, "-"))}`,
    );
    expect(discover.status).toBe(200);
    expect(discover.text).toContain(`/profile/${seer.slug}`);
    // $300 an hour: the slider's top end, 100, means "100 and above" (no max_price).
    const top = await html("/discover?min_price=100");
    expect(top.text).toContain(`/profile/${seer.slug}`);
    const profile = await html(`/profile/${seer.slug}`);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain("A session with Orla");
    expect((await html("/sitemap.xml")).text).toContain(`/profile/${seer.slug}`);
  });

  it("disappears everywhere once paused, and its profile answers 404 (the owner still reads it)", async () => {
    expect((await call("POST", "/users/me/listing/pause", { token: seer.token })).status).toBe(200);
    expect(slugsOf(await list("limit=100&mode=On%20Site"))).not.toContain(seer.slug);
    expect((await list()).facets.location[city]).toBeUndefined();
    expect((await call("GET", `/coaches/${seer.slug}`)).status).toBe(404);
    const own = await call("GET", `/coaches/${seer.slug}`, { token: seer.token });
    expect(own.status).toBe(200);
    expect(own.body.status).toBe("paused");
    const admin = await call("GET", `/coaches/${seer.slug}`, { token: await superuserToken() });
    expect(admin.status).toBe(200);
    expect((await html(`/profile/${seer.slug}`)).status).toBe(404);
    expect((await html("/discover?min_price=100")).text).not.toContain(`/profile/${seer.slug}`);
    expect((await html("/sitemap.xml")).text).not.toContain(`/profile/${seer.slug}`);
    const saved = await call("PUT", `/users/me/saved-coaches/${seer.slug}`, { token: seer.token });
    expect(saved.status).toBe(404);
    const review = await call("POST", `/coaches/${seer.slug}/reviews`, {
      token: seer.token,
      json: { rating: 5, body: "Lovely" },
    });
    expect(review.status).toBe(404);
  });
});
