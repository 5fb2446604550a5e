import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugify } from "./slug";

describe("slugify", () => {
  it("joins lower-case words with single dashes", () => {
    expect(slugify("Amara Okafor")).toBe("amara-okafor");
    expect(slugify("  Luna   & the  Stars!  ")).toBe("luna-the-stars");
  });

  it("drops accents and keeps digits", () => {
    expect(slugify("Zoë Müller-Señor 3rd")).toBe("zoe-muller-senor-3rd");
  });

  it("falls back to a fixed word when nothing Latin is left", () => {
    expect(slugify("山田 花子")).toBe("seer");
    expect(slugify("!!!")).toBe("seer");
  });

  it("caps the length without a trailing dash", () => {
    const slug = slugify(`${"a".repeat(59)} bcd`);
    expect(slug).toBe("a".repeat(59));
    expect(slugify("x".repeat(200))).toHaveLength(60);
  });
});

describe("firstFreeSlug", () => {
  it("keeps a free base and numbers taken ones from 2", () => {
    expect(firstFreeSlug("luna", () => false)).toBe("luna");
    const taken = new Set(["luna", "luna-2"]);
    expect(firstFreeSlug("luna", (s) => taken.has(s))).toBe("luna-3");
  });
});
