import { describe, expect, it } from "vitest";
import { afterSignupPath, nextFromQuery, safeNextPath, withNext } from "./next-path";

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

describe("nextFromQuery and withNext", () => {
  it("keeps a path on this site and passes it on encoded", () => {
    const next = nextFromQuery("/profile/iris?hours=2&start=2026-12-01T09%3A00%3A00.000Z");
    expect(next).toBe("/profile/iris?hours=2&start=2026-12-01T09%3A00%3A00.000Z");
    expect(withNext("/signup", next)).toBe(
      "/signup?next=%2Fprofile%2Firis%3Fhours%3D2%26start%3D2026-12-01T09%253A00%253A00.000Z",
    );
  });

  it("drops a missing or off-site next, and the link carries nothing", () => {
    for (const next of [undefined, ["/a", "/b"], "//evil.example", "https://evil.example"]) {
      expect(nextFromQuery(next)).toBeNull();
    }
    expect(withNext("/login", null)).toBe("/login");
  });
});

describe("afterSignupPath", () => {
  it("goes where the person was going, whoever they are", () => {
    expect(afterSignupPath(0, "/profile/iris?hours=1")).toBe("/profile/iris?hours=1");
    expect(afterSignupPath(1, "/profile/iris?hours=1")).toBe("/profile/iris?hours=1");
  });

  it("sends a new Seer to the listing's first step and a seeker home", () => {
    expect(afterSignupPath(1, null)).toBe("/listing?step=about");
    expect(afterSignupPath(0, null)).toBe("/");
  });
});
