/**
 * Round trips with the Google and Facebook stand-ins (e2e/support/oauth-providers.mjs) the way a
 * browser makes them: start on our site, the provider's login (answered by URL), our callback with
 * the flow cookie. Plus direct reads of the server's database for "no account was made".
 */
import Database from "better-sqlite3";
import pg from "pg";
import { inject } from "vitest";
import { baseUrl } from "./api-client";
import { workerServer } from "./worker-server";

export type Cookies = Record<string, string>;

export function cookieHeader(cookies: Cookies): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/** Applies a response's Set-Cookie headers to a jar (Max-Age=0 deletes). */
export function keepCookies(jar: Cookies, res: Response): Cookies {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name = "", ...value] = pair.split("=");
    if (/max-age=0/i.test(line)) delete jar[name.trim()];
    else jar[name.trim()] = value.join("=");
  }
  return jar;
}

async function get(url: string, jar: Cookies): Promise<Response> {
  const res = await fetch(url, { redirect: "manual", headers: { Cookie: cookieHeader(jar) } });
  keepCookies(jar, res);
  return res;
}

export type GoogleLogin = {
  email: string;
  sub?: string;
  name?: string;
  emailVerified?: boolean;
  mode?: "expired" | "wrong-nonce" | "foreign-key";
  deny?: boolean;
};
export type FacebookLogin = { name: string; id?: string; email?: string; deny?: boolean };

/** The provider's answer for one person: its login form submitted by URL. */
function providerLogin(
  provider: "google" | "facebook",
  authorize: URL,
  who: GoogleLogin | FacebookLogin,
): URL {
  const url = new URL(authorize);
  const fields: Record<string, string | undefined> = who.deny
    ? { deny: "1" }
    : provider === "google"
      ? {
          login: "1",
          email: who.email,
          name: who.name,
          sub: (who as GoogleLogin).sub,
          email_verified: (who as GoogleLogin).emailVerified === false ? undefined : "1",
          mode: (who as GoogleLogin).mode,
        }
      : { login: "1", name: who.name, email: who.email, id: (who as FacebookLogin).id };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url;
}

export type RoundTrip = {
  /** Where our callback sent the browser (path and query). */
  location: string;
  jar: Cookies;
  /** The callback URL the provider sent the browser to (to replay it). */
  callback: string;
  /** The flow cookie the callback was called with. */
  flowCookie: string;
};

/** Start → provider → callback; `jar` may carry a session (connecting from Settings). */
export async function roundTrip(
  provider: "google" | "facebook",
  who: GoogleLogin | FacebookLogin,
  {
    query = "",
    jar = {},
    beforeCallback,
  }: {
    query?: string;
    jar?: Cookies;
    beforeCallback?: () => Promise<void>;
  } = {},
): Promise<RoundTrip> {
  const start = await get(`${baseUrl()}/api/auth/oauth/${provider}/start${query}`, jar);
  if (start.status !== 303) throw new Error(`start answered ${start.status}`);
  const authorize = new URL(start.headers.get("location") ?? "");
  if (!authorize.href.startsWith("http://127.0.0.1")) {
    return { location: authorize.pathname + authorize.search, jar, callback: "", flowCookie: "" };
  }
  const login = await fetch(providerLogin(provider, authorize, who), { redirect: "manual" });
  const callback = login.headers.get("location") ?? "";
  if (!callback.includes("/callback")) throw new Error(`provider answered ${login.status}`);
  const flowCookie = jar.oauth_flow ?? "";
  await beforeCallback?.();
  const back = await get(callback, jar);
  if (back.status !== 303) throw new Error(`callback answered ${back.status}`);
  return { location: back.headers.get("location") ?? "", jar, callback, flowCookie };
}

/** GET /api/v1/users/me with the session cookie of a jar. */
export async function meWith(
  jar: Cookies,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl()}/api/v1/users/me`, {
    headers: { Cookie: cookieHeader(jar) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Rows of the server's database (read-only), for what the API does not show. */
export async function queryRows<T>(
  sqliteSql: string,
  pgSql: string,
  params: unknown[],
): Promise<T[]> {
  const url = workerServer().databaseUrl;
  if (url.startsWith("sqlite:")) {
    const db = new Database(url.slice("sqlite:".length), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sqliteSql).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(pgSql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function accountExists(email: string): Promise<boolean> {
  const rows = await queryRows(
    "select id from user where email = ?",
    'select id from "user" where email = $1',
    [email.toLowerCase()],
  );
  return rows.length > 0;
}

export async function identitiesOf(userId: string): Promise<{ provider: string }[]> {
  return queryRows(
    "select provider from user_identity where user_id = ?",
    "select provider from user_identity where user_id = $1",
    [userId],
  );
}

/** Makes a provider unreachable (every connection dropped) until `providerUp`. */
export async function providerDown(provider: "google" | "facebook", down = true): Promise<void> {
  const { googleIssuer, facebookBase } = inject("oauth");
  const base = provider === "google" ? googleIssuer : facebookBase;
  await fetch(`${base}/__test/${down ? "down" : "up"}`, { method: "POST" });
}
