/**
 * Property-based bad input (fast-check): every /api/v1 route gets malformed and hostile requests.
 * Invariants: never a 5xx, never a stack trace or SQL in the answer, every 4xx in the documented
 * `{detail}` shape, and afterwards the database holds exactly what the accepted requests wrote.
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowHeader, methodsAt } from "@/lib/api/route-table";
import { API_ROUTES } from "@/lib/api/routes";
import { api, baseUrl, call, newUser, superuserToken } from "../support/api-client";
import {
  anyJson,
  anyToken,
  brokenEscape,
  contentType,
  hostileId,
  hostileString,
  looseRecord,
  queryValue,
} from "../support/hostile-input";

type Answer = { status: number; text: string };

const LEAK =
  /\n\s+at \S|node_modules|\.next\/server|SqliteError|SQLITE_|syntax error at or near|relation "[^"]*" does not exist|violates (?:unique|foreign key|not-null) constraint|\bselect\s+[\w*", ]+\s+from\s+"?\w/i;

// FUZZ_RUNS=5000 for a deeper run by hand; CI keeps the default short.
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
let sent = 0;
const users: { token: string; id: string }[] = [];
let adminToken = "";

async function send(
  method: string,
  path: string,
  init: { token?: string; body?: BodyInit; type?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  // A header cannot carry control or non-Latin-1 characters at all: send those percent-encoded.
  if (init.token !== undefined)
    headers.Authorization = `Bearer ${/^[\x20-\x7e]*$/.test(init.token) ? init.token : percentEncode(init.token)}`;
  if (init.type) headers["Content-Type"] = init.type;
  const res = await fetch(api(path), { method, headers, body: init.body });
  sent += 1;
  // The event stream stays open: its headers are the answer.
  if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, text: "" };
  }
  return { status: res.status, text: await res.text() };
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** The checks every answer must pass, whatever was sent. */
function expectSound(answer: Answer, what: string) {
  expect(answer.status, `${what} → ${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(
    500,
  );
  expect(answer.text, what).not.toMatch(LEAK);
  if (answer.status < 400) return;
  const body = JSON.parse(answer.text) as { detail?: unknown };
  if (typeof body.detail === "string") return;
  expect(Array.isArray(body.detail), `${what}: detail ${answer.text.slice(0, 200)}`).toBe(true);
  for (const item of body.detail as Record<string, unknown>[]) {
    expect(typeof item.type, what).toBe("string");
    expect(typeof item.msg, what).toBe("string");
    expect(Array.isArray(item.loc), what).toBe(true);
  }
}

type Route = { method: string; path: (id: string) => string; auth: "user" | "admin" | "none" };

/**
 * Every declared route but the hidden ones (the tests' clock must not move under the other
 * suites); each path parameter takes whatever the property generates (UUIDs, slugs, emails, junk).
 */
const ROUTES: Route[] = API_ROUTES.filter((route) => !route.hidden).map((route) => ({
  method: route.method,
  path: (id: string) => route.path.replace(/\{[^}]+\}/g, id),
  auth: route.auth === "superuser" ? "admin" : route.auth === "none" ? "none" : "user",
}));

const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const body = fc.oneof(
  { weight: 3, arbitrary: anyJson.map((value) => JSON.stringify(value) as BodyInit) },
  { weight: 3, arbitrary: looseRecord.map((value) => JSON.stringify(value) as BodyInit) },
  { weight: 1, arbitrary: hostileString.map((s) => s as BodyInit) },
  // Bytes that are not UTF-8 at all.
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b) as BodyInit) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  id: hostileId,
  // Sent as is: percent-encoding that does not decode to UTF-8, in the path and in the query.
  brokenId: fc.option(brokenEscape, { nil: undefined }),
  brokenQuery: fc.option(brokenEscape, { nil: undefined }),
  body,
  type: contentType,
  token: fc.option(anyToken, { nil: undefined }),
  skip: fc.option(queryValue, { nil: undefined }),
  limit: fc.option(queryValue, { nil: undefined }),
  useRealToken: fc.boolean(),
});

beforeAll(async () => {
  adminToken = await superuserToken();
  for (let i = 0; i < 2; i++) {
    const user = await newUser();
    users.push({ token: user.token, id: user.id });
  }
});

afterAll(() => {
  console.info(`[fuzz] ${sent} hostile requests sent`);
});

describe("every route under hostile input", () => {
  it("never answers 5xx, never leaks, always in the documented shape", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const user = users[0] as { token: string };
        const realToken = r.route.auth === "admin" ? adminToken : user.token;
        const token = r.useRealToken && r.route.auth !== "none" ? realToken : r.token;
        const query = new URLSearchParams();
        if (r.skip !== undefined) query.set("skip", r.skip);
        if (r.limit !== undefined) query.set("limit", r.limit);
        let search = query.size ? `?${query}` : "";
        if (r.brokenQuery !== undefined) search += `${search ? "&" : "?"}skip=${r.brokenQuery}`;
        const path = `${r.route.path(r.brokenId ?? percentEncode(r.id))}${search}`;
        const hasBody = r.route.method !== "GET" && r.route.method !== "DELETE";
        const answer = await send(r.route.method, path, {
          token,
          body: hasBody ? r.body : undefined,
          type: hasBody ? r.type : undefined,
        });
        expectSound(answer, `${r.route.method} ${path}`);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});

describe("unknown paths and methods under /api/v1", () => {
  const segment = fc.oneof(
    fc.constantFrom(
      "users",
      "items",
      "coaches",
      "bookings",
      "me",
      "v2",
      "admin",
      ".env",
      "..",
      "%2e%2e",
    ),
    hostileId.map(percentEncode),
  );
  const unknownRequest = fc.record({
    segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
    method: fc.constantFrom(...ALL_METHODS),
    type: contentType,
    // A POST that looks like a Server Action must not reach Next's page machinery either.
    serverAction: fc.boolean(),
  });

  it("answers a JSON 404 on a path no route has, and a JSON 405 with Allow on a method it lacks", async () => {
    await fc.assert(
      fc.asyncProperty(unknownRequest, async (r) => {
        const path = `/${r.segments.join("/")}`;
        const headers: Record<string, string> = { "Content-Type": r.type };
        if (r.serverAction) headers["Next-Action"] = "0123456789abcdef";
        const hasBody = r.method !== "GET" && r.method !== "HEAD";
        const res = await fetch(api(path), {
          method: r.method,
          headers,
          body: hasBody ? "x=1" : undefined,
        });
        sent += 1;
        const text = await res.text();
        const what = `${r.method} ${path} → ${res.status} ${text.slice(0, 200)}`;
        expect(res.status, what).toBeLessThan(500);
        // A path that resolves onto a real route, or out of /api/v1 ("/.."), is another test's business.
        const resolved = new URL(api(path)).pathname;
        if (!resolved.startsWith("/api/v1/")) return;
        if (methodsAt(resolved.slice("/api/v1".length)) !== null) return;
        expect(res.status, what).toBe(404);
        if (r.method === "HEAD") return;
        expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
        expect(JSON.parse(text), what).toEqual({ detail: "Not Found" });
      }),
      { numRuns: Math.ceil(RUNS / 4) },
    );
  }, 120_000);

  const publishedPaths = [
    ...new Set(API_ROUTES.filter((route) => !route.hidden).map((route) => route.path)),
  ].map((path) => ({ path }));

  it.each(publishedPaths)("answers 405 with Allow to every method $path lacks", async (route) => {
    const path = route.path.replace(/\{[^}]+\}/g, randomUUID());
    const served = API_ROUTES.filter((other) => other.path === route.path).map((r) => r.method);
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      if (served.includes(method as (typeof served)[number])) continue;
      const res = await fetch(api(path), { method, headers: { "Next-Action": "x" } });
      sent += 1;
      expect(res.status, `${method} ${route.path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allowHeader(served));
      expect(await res.json()).toEqual({ detail: "Method Not Allowed" });
    }
  });
});

// Every page, with `{id}` where a dynamic segment goes.
const PAGES = [
  "/",
  "/discover",
  "/events",
  "/profile",
  "/profile/{id}",
  "/blog",
  "/blog/{id}",
  "/{id}",
  "/login",
  "/signup",
  "/recover-password",
  "/reset-password",
  "/dashboard",
];

describe("every page under hostile paths and queries", () => {
  it("never answers 5xx, and every page it answers carries its Content-Security-Policy", async () => {
    const pageRequest = fc.record({
      page: fc.constantFrom(...PAGES),
      id: fc.oneof(brokenEscape, hostileId.map(percentEncode)),
      query: fc.option(fc.tuple(fc.constantFrom("page", "q", "token", "next"), brokenEscape), {
        nil: undefined,
      }),
    });
    await fc.assert(
      fc.asyncProperty(pageRequest, async (r) => {
        const path = `${r.page.replace("{id}", r.id)}${r.query ? `?${r.query[0]}=${r.query[1]}` : ""}`;
        const res = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
        sent += 1;
        const text = await res.text();
        expect(res.status, `GET ${path} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(text, path).not.toMatch(LEAK);
        if (res.headers.get("content-type")?.includes("text/html"))
          expect(res.headers.get("content-security-policy"), path).toBeTruthy();
        else expect(res.status, `GET ${path}: not a page`).toBeLessThan(400);
      }),
      { numRuns: Math.ceil(RUNS / 5) },
    );
  }, 240_000);
});

type Stored = { id: string; title: string; description: string | null };

const itemOp = fc.oneof(
  fc.record({ kind: fc.constant("create" as const), body: looseRecord }),
  fc.record({
    kind: fc.constant("update" as const),
    pick: fc.nat(),
    body: looseRecord,
    asOther: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat(), asOther: fc.boolean() }),
);

describe("the database after hostile writes", () => {
  it("holds exactly what the accepted item writes stored, and nothing refused", async () => {
    const owner = await newUser();
    const other = users[1] as { token: string };
    const model = new Map<string, Stored>();
    await fc.assert(
      fc.asyncProperty(fc.array(itemOp, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const op of ops) {
          if (op.kind === "create") {
            const answer = await send("POST", "/items/", {
              token: owner.token,
              body: JSON.stringify(op.body),
              type: "application/json",
            });
            expectSound(answer, "POST /items/");
            const valid =
              typeof op.body.title === "string" &&
              op.body.title.length >= 1 &&
              op.body.title.length <= 255;
            if (!valid) expect(answer.status, JSON.stringify(op.body).slice(0, 200)).toBe(422);
            if (answer.status === 200) {
              const item = JSON.parse(answer.text) as Stored;
              model.set(item.id, item);
            }
            continue;
          }
          const ids = [...model.keys()];
          const id = ids.length ? (ids[op.pick % ids.length] as string) : randomUUID();
          const token = op.asOther ? other.token : owner.token;
          const answer =
            op.kind === "update"
              ? await send("PUT", `/items/${id}`, {
                  token,
                  body: JSON.stringify(op.body),
                  type: "application/json",
                })
              : await send("DELETE", `/items/${id}`, { token });
          expectSound(answer, `${op.kind} /items/${id}`);
          // Validation comes before ownership (authenticate → validate → authorize), so another
          // user's bad body is a 422; a well-formed one is a 403; never a change.
          if (op.asOther && model.has(id)) expect([403, 422]).toContain(answer.status);
          if (answer.status !== 200) continue;
          if (op.kind === "delete") model.delete(id);
          else model.set(id, JSON.parse(answer.text) as Stored);
        }
        const list = await call("GET", "/items/?limit=1000", { token: owner.token });
        const stored = (list.body.data as Stored[]).map(({ id, title, description }) => ({
          id,
          title,
          description,
        }));
        const expected = [...model.values()].map(({ id, title, description }) => ({
          id,
          title,
          description,
        }));
        const byId = (a: Stored, b: Stored) => a.id.localeCompare(b.id);
        expect(stored.sort(byId)).toEqual(expected.sort(byId));
        expect(list.body.count).toBe(model.size);
      }),
      { numRuns: Math.ceil(RUNS / 10) },
    );
  }, 240_000);
});

it("hostile writes leave other users' data alone: the second user still has no items", async () => {
  const other = users[1] as { token: string };
  const list = await call("GET", "/items/", { token: other.token });
  expect(list.status).toBe(200);
  expect(list.body.count).toBe(0);
  // A random id is unknown, never an error.
  expect((await call("GET", `/items/${randomUUID()}`, { token: other.token })).status).toBe(404);
});
