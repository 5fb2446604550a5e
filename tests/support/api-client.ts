/** Small HTTP helpers for API tests: every call is a real request to the running server. */
import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { workerServer } from "./worker-server";

export const baseUrl = () => workerServer().baseUrl;
export const api = (path: string) => `${baseUrl()}/api/v1${path}`;

export type Json = Record<string, unknown>;

export async function call(
  method: string,
  path: string,
  options: {
    token?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
    base?: string;
  } = {},
): Promise<{ status: number; body: Json & { detail?: unknown }; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${options.base ?? baseUrl()}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML or empty bodies stay as text
  }
  return { status: res.status, body: parsed as Json, headers: res.headers };
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const STRONG_PASSWORD = "Str0ng!Pass";

export async function tokenFor(email: string, password: string, base?: string): Promise<string> {
  const res = await fetch(`${base ?? baseUrl()}/api/v1/login/access-token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: email, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Signs up a fresh user (marketplace shape by default) and returns it with its token. */
export async function newUser(overrides: Json = {}, base?: string) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const password = (overrides.password as string) ?? STRONG_PASSWORD;
  const res = await call("POST", "/users/signup", {
    base,
    json: {
      email,
      password,
      firstname: "Test",
      lastname: "Person",
      country: "USA",
      type: 0,
      ...overrides,
    },
  });
  if (res.status !== 200)
    throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.id as string,
    email,
    password,
    token: res.body.access_token as string,
    user: res.body,
  };
}

export async function superuserToken(): Promise<string> {
  const su = inject("superuser");
  return tokenFor(su.email, su.password);
}
