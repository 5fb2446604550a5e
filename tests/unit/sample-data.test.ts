import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_ART_ALT } from "@/data/categories";
import { COACHES } from "@/data/coaches";
import { EVENTS } from "@/data/events";
import { POSTS } from "@/data/posts";
import { SAMPLE_REVIEWS } from "@/data/reviews";
import { STATS } from "@/data/stats";
import { TESTIMONIALS } from "@/data/testimonials";
import { TIME_FRAME_NAMES, TIME_FRAMES, type TimeFrame } from "@/lib/catalog/filters";
import { type Coach, LOCATIONS, MODES, READING_TYPES, SPECIALTIES } from "@/lib/catalog/types";
import { DAY_MS } from "@/lib/durations";

const PUBLIC = path.resolve(import.meta.dirname, "..", "..", "public");
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

function withinTimeFrame(coach: Coach, frame: TimeFrame) {
  const { days } = TIME_FRAMES[frame];
  return days === undefined || coach.listedDaysAgo <= days;
}

/** SPEC §9's price range, 25..75: the sample prices fall inside and outside it. */
const specRange = COACHES.filter((c) => c.price >= 25 && c.price <= 75);

describe("sample data counts", () => {
  it("has 8 categories, 13 coaches (10 featured, 3 available), 25 events, 3 posts, 3 testimonials and 4 stats", () => {
    expect(CATEGORIES).toHaveLength(8);
    expect(COACHES).toHaveLength(13);
    expect(COACHES.filter((c) => c.featured)).toHaveLength(10);
    const others = COACHES.filter((c) => !c.featured);
    expect(others).toHaveLength(3);
    expect(EVENTS.filter((e) => e.startsInDays > 0)).toHaveLength(17);
    expect(EVENTS.filter((e) => e.startsInDays < 0)).toHaveLength(8);
    expect(POSTS).toHaveLength(3);
    expect(TESTIMONIALS).toHaveLength(3);
    expect(STATS).toHaveLength(4);
  });

  it("keeps slugs and ids unique and kebab-case", () => {
    for (const list of [CATEGORIES, COACHES, EVENTS, POSTS]) {
      const slugs = list.map((x) => x.slug);
      expect(unique(slugs)).toBe(true);
      for (const slug of slugs) expect(slug).toMatch(KEBAB);
    }
    expect(unique(SAMPLE_REVIEWS.map((r) => r.id))).toBe(true);
  });

  it("links coaches, reviews and events to known categories and coaches", () => {
    const categorySlugs = new Set(CATEGORIES.map((c) => c.slug));
    const categoryNames = new Set(CATEGORIES.map((c) => c.name));
    const coachSlugs = new Set(COACHES.map((c) => c.slug));
    for (const c of COACHES) expect(categorySlugs).toContain(c.categorySlug);
    expect(new Set(COACHES.map((c) => c.categorySlug)).size).toBe(8);
    for (const r of SAMPLE_REVIEWS) expect(coachSlugs).toContain(r.coachSlug);
    for (const e of EVENTS) expect(categoryNames).toContain(e.category);
    for (const slug of categorySlugs) expect(CATEGORY_ART_ALT[slug]).toBeDefined();
  });
});

describe("the sample coach (first, at /profile)", () => {
  const coach = COACHES[0] as Coach;
  const reviews = SAMPLE_REVIEWS.filter((r) => r.coachSlug === coach.slug);

  it("matches the spec's prices, colors and gallery", () => {
    expect(coach.featured).toBe(true);
    expect(coach.price).toBe(24);
    expect(coach.service.price).toBe(240);
    expect(coach.service.colorTypes).toEqual(["Green", "Yellow", "Primary"]);
    expect(coach.service.gallery).toHaveLength(4);
  });

  it("has three written reviews that sort differently by date, top and lowest rating", () => {
    expect(reviews).toHaveLength(3);
    const byRecent = [...reviews].sort((a, b) => b.date.localeCompare(a.date)).map((r) => r.rating);
    const byTop = [...reviews].sort((a, b) => b.rating - a.rating).map((r) => r.rating);
    const byLowest = [...reviews].sort((a, b) => a.rating - b.rating).map((r) => r.rating);
    expect(new Set([byRecent, byTop, byLowest].map((o) => o.join())).size).toBe(3);
  });

  it("shows the 60/20/10/7/3 distribution once the written reviews are added", () => {
    const counts = { ...coach.ratingBreakdown };
    for (const r of reviews) counts[r.rating] += 1;
    const total = counts[5] + counts[4] + counts[3] + counts[2] + counts[1];
    const pct = ([5, 4, 3, 2, 1] as const).map((s) => Math.round((counts[s] / total) * 100));
    expect(pct).toEqual([60, 20, 10, 7, 3]);
  });
});

describe("Discover filters", () => {
  const options: [string, (c: Coach) => boolean][] = [
    ...TIME_FRAME_NAMES.filter((t) => t !== "anytime").map(
      (t) => [t, (c: Coach) => withinTimeFrame(c, t)] as [string, (c: Coach) => boolean],
    ),
    ...MODES.map((m) => [m, (c: Coach) => c.mode === m] as [string, (c: Coach) => boolean]),
    ...LOCATIONS.map((l) => [l, (c: Coach) => c.location === l] as [string, (c: Coach) => boolean]),
    ...SPECIALTIES.map(
      (s) => [s, (c: Coach) => c.specialties.includes(s)] as [string, (c: Coach) => boolean],
    ),
    ...READING_TYPES.map(
      (r) => [r, (c: Coach) => c.readingTypes.includes(r)] as [string, (c: Coach) => boolean],
    ),
  ];

  // Discover's default view shows every price: every coach.
  it.each(options)("option %s matches some but not all coaches in the default view", (_, test) => {
    const matches = COACHES.filter(test).length;
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThan(COACHES.length);
  });

  it("spreads prices inside and outside the default 25..75 range", () => {
    for (const c of COACHES) {
      expect(c.price).toBeGreaterThanOrEqual(10);
      expect(c.price).toBeLessThanOrEqual(95);
    }
    expect(specRange.length).toBeGreaterThanOrEqual(3);
    expect(COACHES.length - specRange.length).toBeGreaterThanOrEqual(3);
    expect(COACHES.some((c) => c.listedDaysAgo > 30)).toBe(true);
  });

  it("gives every coach 1-3 specialties and reading types, a 2-3 paragraph bio and a 3-4 image gallery", () => {
    for (const c of COACHES) {
      expect(c.specialties.length).toBeGreaterThanOrEqual(1);
      expect(c.specialties.length).toBeLessThanOrEqual(3);
      expect(c.readingTypes.length).toBeGreaterThanOrEqual(1);
      expect(c.readingTypes.length).toBeLessThanOrEqual(3);
      expect(c.bio.length).toBeGreaterThanOrEqual(2);
      expect(c.bio.length).toBeLessThanOrEqual(3);
      expect(c.service.gallery.length).toBeGreaterThanOrEqual(3);
      expect(c.service.gallery.length).toBeLessThanOrEqual(4);
      expect(SAMPLE_REVIEWS.filter((r) => r.coachSlug === c.slug).length).toBeLessThanOrEqual(3);
    }
  });
});

describe("events, reviews and posts", () => {
  it("puts every event on its own day within the expected windows", () => {
    expect(unique(EVENTS.map((e) => String(e.startsInDays)))).toBe(true);
    for (const e of EVENTS) {
      if (e.startsInDays > 0) expect(e.startsInDays).toBeGreaterThanOrEqual(3);
      if (e.startsInDays > 0) expect(e.startsInDays).toBeLessThanOrEqual(120);
      if (e.startsInDays < 0) expect(e.startsInDays).toBeGreaterThanOrEqual(-200);
      if (e.startsInDays < 0) expect(e.startsInDays).toBeLessThanOrEqual(-5);
      expect(e.time).toMatch(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
      expect(e.address).toMatch(/, (CA|NY) \d{5}$/);
    }
  });

  it("dates reviews and posts with valid ISO dates within one year of each other", () => {
    const dates = [...SAMPLE_REVIEWS.map((r) => r.date), ...POSTS.map((p) => p.publishedAt)];
    for (const d of dates) {
      expect(d).toMatch(ISO_DATE);
      expect(Number.isNaN(Date.parse(d))).toBe(false);
    }
    const times = dates.map((d) => Date.parse(d));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(365 * DAY_MS);
  });

  it.each(POSTS.map((p) => [p.slug, p] as const))(
    "post %s is a short readable article",
    (_, post) => {
      const paragraphs = post.body.filter((p) => !p.startsWith("## "));
      const headings = post.body.filter((p) => p.startsWith("## "));
      const words = paragraphs.join(" ").split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(700);
      expect(paragraphs.length).toBeGreaterThanOrEqual(5);
      expect(paragraphs.length).toBeLessThanOrEqual(9);
      expect(headings.length).toBeGreaterThanOrEqual(1);
      expect(headings.length).toBeLessThanOrEqual(3);
      expect(post.body[0]?.startsWith("## ")).toBe(false);
    },
  );
});

describe("images", () => {
  const images: [string, string][] = [
    ...CATEGORIES.map((c) => [c.image, c.imageAlt] as [string, string]),
    ...COACHES.flatMap((c) => [
      [c.image, c.imageAlt] as [string, string],
      [c.avatar, `Avatar of ${c.name}`] as [string, string],
      ...c.service.gallery.map((g) => [g.src, g.alt] as [string, string]),
    ]),
    ...EVENTS.map((e) => [e.image, e.imageAlt] as [string, string]),
    ...POSTS.map((p) => [p.image, p.imageAlt] as [string, string]),
    ...SAMPLE_REVIEWS.map((r) => [r.avatar, r.author] as [string, string]),
    ...TESTIMONIALS.map((t) => [t.avatar, t.author] as [string, string]),
  ];

  it.each(images)("%s exists, is a small SVG with a viewBox and has alt text", (src, alt) => {
    expect(src).toMatch(/^\/images\/[a-z]+\/[a-z0-9-]+\.svg$/);
    const file = path.join(PUBLIC, src);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(20 * 1024);
    expect(readFileSync(file, "utf8")).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(alt.trim().length).toBeGreaterThan(3);
  });

  it("keeps the generated illustrations (not portraits) under 10 KB", () => {
    const art = images
      .map(([src]) => src)
      .filter((src) => !/^\/images\/(coaches|avatars|people)\//.test(src));
    for (const src of art) expect(statSync(path.join(PUBLIC, src)).size).toBeLessThan(10 * 1024);
  });
});
