import { describe, expect, it } from "vitest";
import { EMAIL_FORMAT_MESSAGE } from "@/lib/validation/email";
import { STRONG_PASSWORD_MESSAGE } from "@/lib/validation/passwords";
import { loginFormSchema, templateSignupFormSchema } from "./schema";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("login form rules", () => {
  it("accepts a well-formed email and a strong password", () => {
    expect(
      loginFormSchema.safeParse({
        email: "ada.l-x_1@mail.example.org",
        password: "Str0ng!pw",
        type: 0,
      }).success,
    ).toBe(true);
  });

  it("refuses email shapes the marketplace rule excludes", () => {
    for (const email of [
      "ada@example",
      "ada+tag@example.com",
      "ada@example.c",
      "ada@example.abcdefghi",
      "@example.com",
    ]) {
      expect(
        firstMessage(loginFormSchema.safeParse({ email, password: "Str0ng!pw", type: 0 })),
      ).toBe(EMAIL_FORMAT_MESSAGE);
    }
  });

  it("asks for lower, upper, digit and symbol in eight or more characters", () => {
    for (const password of [
      "short1!A",
      "alllower1!",
      "ALLUPPER1!",
      "NoDigits!!",
      "NoSymbol12",
      "Sh0rt!",
    ]) {
      const result = loginFormSchema.safeParse({ email: "a@b.co", password, type: 0 });
      if (password === "short1!A") expect(result.success).toBe(true);
      else expect(firstMessage(result)).toBe(STRONG_PASSWORD_MESSAGE);
    }
  });
});

describe("template sign-up form rules", () => {
  it("says when the passwords do not match", () => {
    const result = templateSignupFormSchema.safeParse({
      email: "a@b.co",
      full_name: "Ada Lovelace",
      password: "longenough",
      confirm_password: "different1",
    });
    expect(firstMessage(result)).toBe("The passwords do not match");
  });

  it("names each missing field as the template does", () => {
    const result = templateSignupFormSchema.safeParse({
      email: "",
      full_name: "",
      password: "",
      confirm_password: "",
    });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Email is required",
        "Full Name is required",
        "Password is required",
        "Password confirmation is required",
      ]),
    );
  });
});
