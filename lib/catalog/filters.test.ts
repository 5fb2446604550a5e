import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The catalogue reads the database: a throwaway SQLite one, seeded with the sample coaches.
const dataDir = mkdtempSync(path.join(tmpdir(), "seers-filters-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { getDb } = await import("@/lib/db/client");
const { ensureReady } = await import("@/lib/startup");
const { getCoachFacets, listCategorySlugs, listCoaches } = await import("./queries");
const { filtersToQuery, parseFilters } = await import("./filters");

afterAll(async () => {
  await getDb().destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

let categorySlugs: string[] = [];
beforeAll(async () => {
  await ensureReady();
  categorySlugs = await listCategorySlugs();
});

const parse = (query: string) =>
  parseFilters(Object.fromEntries(new URLSearchParams(query)), categorySlugs);
describe("parseFilters", () => {
  it("reads every filter from the URL and writes the same URL back", () => {
    const query =
      "q=tarot&category=tarot-reading&location=new-york-city&time=month&min=20&max=60&mode=remote&specialty=healing&reading=numerology";
    expect(filtersToQuery(parse(query))).toBe(query);
  });

  it("ignores values it does not know instead of failing", () => {
    expect(parse("mode=teleport&location=mars&min=abc&time=yesterday&category=nope")).toEqual({
      q: undefined,
      category: undefined,
      location: undefined,
      timeFrame: "Anytime",
      price: undefined,
      mode: undefined,
      specialty: undefined,
      reading: undefined,
    });
  });

  it("snaps prices to the slider's step, keeps them in range and in order", () => {
    expect(parse("min=88&max=12").price).toEqual({ min: 10, max: 90 });
    expect(parse("max=500").price).toEqual({ min: 0, max: 100 });
  });
});

describe("listCoaches and getCoachFacets", () => {
  const list = (query: string) => listCoaches({ filters: parse(query) });
  const facets = (query: string) => getCoachFacets({ filters: parse(query) });

  it("shows 10 featured and 3 available coaches with no filter", async () => {
    const found = await list("");
    expect(found.featured).toHaveLength(10);
    expect(found.available).toHaveLength(3);
  });

  it("counts each option as the number of coaches that choosing it would show", async () => {
    const counts = await facets("");
    for (const [mode, count] of Object.entries(counts.mode)) {
      const filtered = await list(`mode=${mode.toLowerCase().replace(" ", "-")}`);
      expect(filtered.total).toBe(count);
    }
  });

  it("keeps the other filters when counting one group's options", async () => {
    const counts = await facets("location=bay-area");
    const remoteInBayArea = (await list("location=bay-area&mode=remote")).total;
    expect(counts.mode.Remote).toBe(remoteInBayArea);
    // The location group itself is counted without the chosen location.
    expect(counts.location["Bay Area"]).toBe((await list("location=bay-area")).total);
  });

  it("narrows by price only once a range is chosen", async () => {
    expect((await list("min=25&max=75")).total).toBeLessThan((await list("")).total);
  });

  it("finds coaches by words from their name, craft or place", async () => {
    const byName = await list("q=amara");
    expect(byName.total).toBe(1);
    expect((await list("q=zzzz-no-such-coach")).total).toBe(0);
  });
});
