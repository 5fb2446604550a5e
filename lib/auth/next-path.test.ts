import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeNextPath("/items?page=2")).toBe("/items?page=2");
  });

  it("refuses other origins in every spelling", () => {
    for (const next of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil",
    ]) {
      expect(safeNextPath(next)).toBe("/");
    }
  });

  it("falls back when there is no next", () => {
    expect(safeNextPath(null, "/dashboard")).toBe("/dashboard");
  });
});
