/** Fresh accounts for each test, made through the API so a test that is not about sign-up stays fast. */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";

/** Meets every screen's rules: 8+ characters with lower, upper, digit and symbol. */
export const PASSWORD = "Journey#2024";
export const NEW_PASSWORD = "Renewed!Path9";

export type AccountType = 0 | 1;

export type Account = {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  type: AccountType;
  /** What the header shows for the account: "First Last". */
  name: string;
};

/** An address no other test (or earlier run) uses; it passes the /login and /signup email rule. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}.${randomUUID().slice(0, 12)}@example.com`;
}

/** A made-up person with a name of their own, so the header shows whose session it is. */
export function newPerson(type: AccountType = 0): Account {
  const tag = randomUUID().slice(0, 6);
  const firstname = type === 1 ? "Iris" : "Noah";
  const lastname = `Tester${tag}`;
  return {
    email: uniqueEmail(type === 1 ? "seer" : "user"),
    password: PASSWORD,
    firstname,
    lastname,
    type,
    name: `${firstname} ${lastname}`,
  };
}

/** Registers an account through the provider API (POST /api/v1/users/signup). */
export async function createAccount(
  request: APIRequestContext,
  type: AccountType = 0,
): Promise<Account> {
  const account = newPerson(type);
  const response = await request.post("/api/v1/users/signup", {
    data: {
      email: account.email,
      password: account.password,
      firstname: account.firstname,
      lastname: account.lastname,
      country: "USA",
      type: account.type,
      newsletter: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}
