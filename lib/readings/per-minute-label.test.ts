import { describe, expect, it } from "vitest";
import { perMinuteLabel as badgeLabel } from "./per-minute-label";
import { perMinuteLabel } from "./rules";

describe("the badge's price per minute", () => {
  it("reads as the rules write it", () => {
    for (const cents of [50, 199, 250, 2000]) expect(badgeLabel(cents)).toBe(perMinuteLabel(cents));
    expect(badgeLabel(199)).toBe("$1.99/min");
  });
});
