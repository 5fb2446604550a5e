/**
 * Sessions and data for the items and admin tests: sign a browser context in, make a superuser
 * of the test's own (through the seeded one), and create items through the API.
 */
import { randomUUID } from "node:crypto";
import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./accounts";
import { baseURL, SUPERUSER } from "./e2e-env";

export type Credentials = { email: string; password: string };

/** Signs the page's browser context in through the BFF, as /login does (the cookie lands there). */
export async function signIn(page: Page, who: Credentials): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { email: who.email, password: who.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * An API client signed in as `who` (cookie session), apart from any browser; `base` is the
 * server's (the payments server's for e2e/payments.spec.ts).
 */
export async function apiAs(
  playwright: PlaywrightWorkerArgs["playwright"],
  who: Credentials,
  base = baseURL,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: base });
  const response = await api.post("/api/auth/login", {
    data: { email: who.email, password: who.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

export type ManagedUser = Credentials & { id: string; fullName: string };

/**
 * A user made by the seeded superuser. Each admin test signs in as a superuser of its own, so
 * its row sits near the top of the newest-first list whatever other tests do meanwhile.
 */
export async function createUserAsAdmin(
  playwright: PlaywrightWorkerArgs["playwright"],
  options: { superuser?: boolean; fullName?: string } = {},
): Promise<ManagedUser> {
  const admin = await apiAs(playwright, SUPERUSER);
  const user = {
    email: uniqueEmail(options.superuser ? "admin" : "member"),
    password: PASSWORD,
    fullName: options.fullName ?? `Member ${randomUUID().slice(0, 6)}`,
  };
  const response = await admin.post("/api/v1/users/", {
    data: {
      email: user.email,
      password: user.password,
      full_name: user.fullName,
      is_superuser: options.superuser ?? false,
      is_active: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  await admin.dispose();
  return { ...user, id };
}

export type CreatedItem = { id: string; title: string; description: string | null };

/** Creates an item as whoever `api` (or the page's context) is signed in as. */
export async function createItem(
  api: APIRequestContext,
  title: string,
  description: string | null = null,
): Promise<CreatedItem> {
  const response = await api.post("/api/v1/items/", { data: { title, description } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CreatedItem;
}

/** A title no other test uses, so a row can be found by it. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}
