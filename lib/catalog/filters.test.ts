import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS, facetCounts, listCoaches } from "./coaches";
import { filtersToQuery, parseFilters } from "./filters";

const parse = (query: string) =>
  parseFilters(Object.fromEntries(new URLSearchParams(query)), CATEGORY_SLUGS);

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

describe("listCoaches and facetCounts", () => {
  const everything = parse("");

  it("shows 10 featured and 3 available coaches with no filter", () => {
    const list = listCoaches(everything);
    expect(list.featured).toHaveLength(10);
    expect(list.available).toHaveLength(3);
  });

  it("counts each option as the number of coaches that choosing it would show", () => {
    const counts = facetCounts(everything);
    for (const [mode, count] of Object.entries(counts.mode)) {
      const filtered = listCoaches(parse(`mode=${mode.toLowerCase().replace(" ", "-")}`));
      expect(filtered.total).toBe(count);
    }
  });

  it("keeps the other filters when counting one group's options", () => {
    const filters = parse("location=bay-area");
    const counts = facetCounts(filters);
    const remoteInBayArea = listCoaches(parse("location=bay-area&mode=remote")).total;
    expect(counts.mode.Remote).toBe(remoteInBayArea);
    // The location group itself is counted without the chosen location.
    expect(counts.location["Bay Area"]).toBe(listCoaches(filters).total);
  });

  it("narrows by price only once a range is chosen", () => {
    expect(listCoaches(parse("min=25&max=75")).total).toBeLessThan(listCoaches(everything).total);
  });

  it("finds coaches by words from their name, craft or place", () => {
    const byName = listCoaches(parse("q=amara"));
    expect(byName.total).toBe(1);
    expect(listCoaches(parse("q=zzzz-no-such-coach")).total).toBe(0);
  });
});
