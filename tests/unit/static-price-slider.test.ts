import { describe, expect, it } from "vitest";
import { steppedRange } from "@/components/discover/static-price-slider";

describe("steppedRange (the price slider's keys before Radix has loaded)", () => {
  it("moves a thumb by a step, ten steps with Page keys, to the ends with Home and End", () => {
    expect(steppedRange([25, 75], 0, "ArrowRight")).toEqual([30, 75]);
    expect(steppedRange([25, 75], 0, "ArrowDown")).toEqual([20, 75]);
    expect(steppedRange([25, 75], 1, "PageDown")).toEqual([25, 25]);
    expect(steppedRange([25, 75], 1, "End")).toEqual([25, 100]);
    expect(steppedRange([25, 75], 0, "Home")).toEqual([0, 75]);
  });

  it("never lets a thumb pass the other or leave 0 to 100", () => {
    expect(steppedRange([70, 70], 0, "ArrowRight")).toEqual([70, 70]);
    expect(steppedRange([30, 30], 1, "ArrowLeft")).toEqual([30, 30]);
    expect(steppedRange([0, 50], 0, "PageDown")).toEqual([0, 50]);
    expect(steppedRange([50, 100], 1, "PageUp")).toEqual([50, 100]);
    expect(steppedRange([25, 75], 0, "PageUp")).toEqual([75, 75]);
  });

  it("leaves other keys to the browser", () => {
    expect(steppedRange([25, 75], 0, "Tab")).toBeUndefined();
    expect(steppedRange([25, 75], 1, "a")).toBeUndefined();
  });
});
