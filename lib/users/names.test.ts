import { describe, expect, it } from "vitest";
import { displayName, joinNames, splitFullName } from "./names";

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

describe("displayName", () => {
  it("prefers the full name, then first and last names, then the email", () => {
    const email = "ada@example.com";
    expect(displayName({ email, full_name: "Ada Lovelace", firstname: "A", lastname: "L" })).toBe(
      "Ada Lovelace",
    );
    expect(displayName({ email, full_name: " ", firstname: "Ada", lastname: null })).toBe("Ada");
    expect(displayName({ email, full_name: null, firstname: null, lastname: null })).toBe(email);
  });
});
