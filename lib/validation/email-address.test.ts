import { describe, expect, it } from "vitest";
import { emailField } from "./email";
import { isEmailAddress } from "./email-address";

describe("isEmailAddress", () => {
  const cases = [
    "ada@example.com",
    "a.b+tag@sub.example.org",
    "not-an-email",
    "name@",
    "name@example",
    "two@@example.com",
    ".dot@example.com",
    "a..b@example.com",
    `${"a".repeat(250)}@example.com`,
    "o'brien@example.ie",
    "x-@example.co",
  ];
  it.each(cases)("agrees with the API's rule on %s", (value) => {
    expect(isEmailAddress(value)).toBe(emailField.safeParse(value).success);
  });
});
