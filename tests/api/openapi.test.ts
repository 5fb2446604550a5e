/**
 * Each route is declared once (lib/api/routes): the document served is the one generated from the
 * declarations, byte for byte, and it lists exactly the route files that exist, at the spellings
 * that are served. That every answer matches it is checked on every call of the API suites
 * (tests/support/openapi-conformance.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { API_ROUTES } from "@/lib/api/routes";
import { api, call } from "../support/api-client";

type Operation = {
  responses: Record<string, unknown>;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/api/v1");
const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/**
 * A route file's method that is served through the declaration factory (or the booking actions'
 * own, or two declarations told apart by a trailing slash).
 */
const DECLARED_EXPORT = (method: string) =>
  new RegExp(`export\\s+const\\s+${method}\\s*=\\s*(handle\\(|bookingActionRoute\\(|bySlash\\()`);

/** Every route file under app/api/v1 as "/users/{user_id}", with the methods it exports. */
function routeFiles(dir = ROUTES_DIR): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const [route, methods] of routeFiles(full)) found.set(route, methods);
    } else if (entry.name === "route.ts") {
      const route = `/${path.relative(ROUTES_DIR, dir).split(path.sep).join("/")}`.replace(
        /\[([^\]]+)\]/g,
        "{$1}",
      );
      const source = readFileSync(full, "utf8");
      const methods = HTTP_METHODS.filter((m) =>
        new RegExp(`export\\s+(const|(async\\s+)?function)\\s+${m}\\b`).test(source),
      );
      for (const method of methods) {
        expect(source, `${method} ${route} is served without a declaration`).toMatch(
          DECLARED_EXPORT(method),
        );
      }
      found.set(route, methods.map((m) => m.toLowerCase()).sort());
    }
  }
  return found;
}

const withoutTrailingSlash = (route: string) => route.replace(/(.)\/$/, "$1");

async function fetchDocument(): Promise<OpenApiDocument> {
  const res = await call("GET", "/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return res.body as unknown as OpenApiDocument;
}

describe("GET /openapi.json", () => {
  it("is an OpenAPI 3.1.0 document with the bearer login flow", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.components.securitySchemes.OAuth2PasswordBearer).toMatchObject({
      type: "oauth2",
      flows: { password: { tokenUrl: "/api/v1/login/access-token" } },
    });
  });

  it("is the document generated from the declarations, byte for byte", async () => {
    const res = await fetch(api("/openapi.json"));
    expect(await res.text()).toBe(JSON.stringify(openApiDocument()));
  });

  it("has a declaration for each method of each route file, and a route file for each declaration", () => {
    const files = routeFiles();
    const declared = new Map<string, string[]>();
    for (const route of API_ROUTES) {
      const key = withoutTrailingSlash(route.path);
      // `/events` and `/events/` are two declarations served by one file's GET (bySlash).
      const methods = new Set([...(declared.get(key) ?? []), route.method.toLowerCase()]);
      declared.set(key, [...methods].sort());
    }
    expect(files.size).toBeGreaterThan(10);
    expect(Object.fromEntries(files)).toEqual(Object.fromEntries(declared));
  });

  it("lists every declared route but the hidden ones, with an operation id each", async () => {
    const doc = await fetchDocument();
    const listed = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const expected = API_ROUTES.filter((route) => !route.hidden).map(
      (route) => `${route.method} /api/v1${route.path}`,
    );
    expect(listed.sort()).toEqual(expected.sort());
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => (op as { operationId?: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("items-read_items");
    expect(ids).toContain("login-login_access_token");
  });

  it("promises 401 on every operation that needs a token, and 422 on every one that takes input", async () => {
    const doc = await fetchDocument();
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const takesInput = Boolean(op.parameters?.length || op.requestBody);
        if (takesInput) expect(op.responses, `${method} ${route}`).toHaveProperty("422");
        if (op.security) expect(op.responses, `${method} ${route}`).toHaveProperty("401");
      }
    }
  });

  it("serves every documented operation at its documented spelling, without redirects", async () => {
    const doc = await fetchDocument();
    for (const [route, methods] of Object.entries(doc.paths)) {
      const url = route
        .replace("{email}", `nobody-${crypto.randomUUID()}@example.com`)
        // A real coach (or sample event), so a 404 would mean a missing route, not a missing row.
        .replace(
          "{slug}",
          route.startsWith("/api/v1/events/") ? "new-moon-intention-circle" : "amara-okafor",
        )
        .replace(/\{[^}]+\}/g, crypto.randomUUID());
      for (const method of Object.keys(methods)) {
        const res = await fetch(api(url.slice("/api/v1".length)), {
          method: method.toUpperCase(),
          redirect: "manual",
        });
        const label = `${method.toUpperCase()} ${route} answered ${res.status}`;
        // A route that takes no sign-in may answer 404 itself for a row that does not exist (a
        // calendar feed's made-up token): its own detail, never the router's "Not Found".
        const ownNotFound =
          res.status === 404 && (await res.json().catch(() => ({}))).detail !== "Not Found";
        await res.body?.cancel().catch(() => undefined);
        expect(res.status, label).toBeLessThan(500);
        if (!ownNotFound) {
          expect([301, 302, 307, 308, 404, 405], label).not.toContain(res.status);
        }
      }
    }
  });
});

describe("paths and methods the API does not have", () => {
  it("answers an unknown path 404 in JSON, whatever the method and body, never a page", async () => {
    for (const [method, type] of [
      ["GET", undefined],
      ["POST", "multipart/form-data; boundary=x"],
      ["POST", "application/x-www-form-urlencoded"],
      ["DELETE", undefined],
    ] as const) {
      const res = await fetch(api("/no-such-thing/here"), {
        method,
        headers: { ...(type ? { "Content-Type": type } : {}), "Next-Action": "abc" },
        body: method === "POST" ? "--x--" : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ detail: "Not Found" });
    }
  });

  it("answers a method a path lacks 405 in JSON, with the methods it has in Allow", async () => {
    const res = await fetch(api("/items/"), { method: "PATCH" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(await res.json()).toEqual({ detail: "Method Not Allowed" });
    // A fixed segment wins over a parameter, as Next routes: /users/login is POST only.
    const login = await fetch(api("/users/login"), { method: "GET" });
    expect(login.status).toBe(405);
    expect(login.headers.get("allow")).toBe("OPTIONS, POST");
  });
});

describe("GET /utils/health-check/", () => {
  it("answers true while the database is reachable", async () => {
    const res = await call("GET", "/utils/health-check/");
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
  });
});
