import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The catalogue reads the database: a throwaway SQLite one, seeded with the sample coaches.
const dataDir = mkdtempSync(path.join(tmpdir(), "seers-filters-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
// The sample catalogue alone: the demo's published Seer would add to its counts.
process.env.DEMO_ACCOUNTS = "false";

const { getDb } = await import("@/lib/db/client");
const { ensureReady } = await import("@/lib/startup");
const { getCoachFacets, listCoaches, listLocations } = await import("./queries");
const { filtersToQuery } = await import("./filters");
const { discoverFilters } = await import("@/components/discover/discover-params");
const { catalogQuerySchema, readCatalogFilters } = await import("@/lib/catalog/schema");

afterAll(async () => {
  await getDb().destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

let locations: string[] = [];
beforeAll(async () => {
  await ensureReady();
  locations = await listLocations();
});

const params = (query: string) => Object.fromEntries(new URLSearchParams(query));
const parse = (query: string) => discoverFilters(params(query), locations);

describe("one vocabulary for Discover's URL and the API's query", () => {
  const query =
    "q=tarot&category=tarot-reading&location=new-york-city&time=month&min_price=20&max_price=60&mode=remote&specialty=healing&reading_type=numerology&available_now=true";

  it("reads every filter from the URL and writes the same URL back", () => {
    expect(filtersToQuery(parse(query))).toBe(query);
  });

  it("reads a query as the API does: the same names, rules and values", () => {
    const { skip, limit, ...api } = catalogQuerySchema.parse(params(query));
    expect(readCatalogFilters(params(query))).toEqual(api);
    expect(api).toMatchObject({ mode: "Remote", reading_type: "Numerology", time: "month" });
    expect({ skip, limit }).toEqual({ skip: 0, limit: 20 });
  });

  it("ignores values it does not know instead of failing", () => {
    expect(
      parse(
        "mode=teleport&location=mars&min_price=abc&time=yesterday&category=nope&available_now=false",
      ),
    ).toEqual({});
    expect(filtersToQuery(parse("time=anytime&q="))).toBe("");
  });

  it("keeps Discover's earlier spellings (min, max, reading) working", () => {
    expect(filtersToQuery(parse("reading=numerology&min=20&max=60"))).toBe(
      "min_price=20&max_price=60&reading_type=numerology",
    );
  });

  it("puts prices on the slider: its steps, its ends, in order, its top end open", () => {
    expect(parse("min_price=88&max_price=12")).toEqual({ min_price: 10, max_price: 90 });
    expect(parse("min_price=20&max_price=100")).toEqual({ min_price: 20 });
    expect(parse("min_price=0&max_price=50")).toEqual({ max_price: 50 });
    // Both thumbs at the ends is every price: no price filter at all.
    expect(parse("max_price=500")).toEqual({});
    expect(parse("min_price=0&max_price=100")).toEqual({});
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
    expect((await list("min_price=25&max_price=75")).total).toBeLessThan((await list("")).total);
  });

  it("finds coaches by words from their name, craft or place", async () => {
    const byName = await list("q=amara");
    expect(byName.total).toBe(1);
    expect((await list("q=zzzz-no-such-coach")).total).toBe(0);
  });
});
