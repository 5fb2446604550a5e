/** The OpenAPI document lists exactly the routes that exist, at the spellings that are served. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/lib/api/openapi";
import { api, call } from "../support/api-client";

type Operation = { responses: Record<string, unknown>; security?: unknown[] };
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/api/v1");
const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/** The document's own route is not an operation of the API; nor is the tests' clock (ENVIRONMENT=local only). */
const UNDOCUMENTED = new Set(["/openapi.json", "/utils/clock"]);

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

  it("lists every route of API_ROUTES under /api/v1, with the same methods", async () => {
    const doc = await fetchDocument();
    const expected = Object.entries(API_ROUTES).map(([route, methods]) => [
      `/api/v1${route}`,
      Object.keys(methods).sort(),
    ]);
    const listed = Object.entries(doc.paths).map(([route, methods]) => [
      route,
      Object.keys(methods).sort(),
    ]);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it("documents a route for each route file and a route file for each route", async () => {
    const doc = await fetchDocument();
    const files = routeFiles();
    const documented = new Map<string, string[]>();
    for (const [route, methods] of Object.entries(doc.paths)) {
      expect(route.startsWith("/api/v1/")).toBe(true);
      documented.set(
        withoutTrailingSlash(route.slice("/api/v1".length)),
        Object.keys(methods).sort(),
      );
    }
    for (const route of UNDOCUMENTED) files.delete(route);
    expect(files.size).toBeGreaterThan(10);
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(files));
  });

  it("promises 401 on every operation that needs a token, and 422 everywhere", async () => {
    const doc = await fetchDocument();
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.responses, `${method} ${route}`).toHaveProperty("422");
        if (op.security) expect(op.responses, `${method} ${route}`).toHaveProperty("401");
      }
    }
  });

  it("serves every documented operation at its documented spelling, without redirects", async () => {
    const doc = await fetchDocument();
    for (const [route, methods] of Object.entries(doc.paths)) {
      const url = route
        .replace("{email}", `nobody-${crypto.randomUUID()}@example.com`)
        // A real coach, so a 404 would mean a missing route rather than a missing coach.
        .replace("{slug}", "amara-okafor")
        .replace(/\{[^}]+\}/g, crypto.randomUUID());
      for (const method of Object.keys(methods)) {
        const res = await fetch(api(url.slice("/api/v1".length)), {
          method: method.toUpperCase(),
          redirect: "manual",
        });
        await res.body?.cancel();
        const label = `${method.toUpperCase()} ${route} answered ${res.status}`;
        expect(res.status, label).toBeLessThan(500);
        expect([301, 302, 307, 308, 404, 405], label).not.toContain(res.status);
      }
    }
  });
});

describe("GET /utils/health-check/", () => {
  it("answers true while the database is reachable", async () => {
    const res = await call("GET", "/utils/health-check/");
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
  });
});
