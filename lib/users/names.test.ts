import { describe, expect, it } from "vitest";
import { joinNames, splitFullName } from "./names";

describe("splitFullName", () => {
  it("takes the first word as the first name and the rest as the last name", () => {
    expect(splitFullName("Ada Lovelace King")).toEqual({
      firstname: "Ada",
      lastname: "Lovelace King",
    });
  });

  it("keeps a single name as the first name", () => {
    expect(splitFullName("Cher")).toEqual({ firstname: "Cher", lastname: null });
  });

  it("treats blank, null and stray spaces as no name", () => {
    expect(splitFullName("   ")).toEqual({ firstname: null, lastname: null });
    expect(splitFullName(null)).toEqual({ firstname: null, lastname: null });
    expect(splitFullName("  Ada   Lovelace ")).toEqual({ firstname: "Ada", lastname: "Lovelace" });
  });
});

describe("joinNames", () => {
  it("joins first and last name with one space", () => {
    expect(joinNames("Ada", "Lovelace")).toBe("Ada Lovelace");
  });

  it("leaves out a missing part and gives null when both are missing", () => {
    expect(joinNames("Ada", null)).toBe("Ada");
    expect(joinNames(" ", undefined)).toBeNull();
  });
});
