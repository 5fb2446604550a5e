import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, newUser } from "../support/api-client";
import { freshDatabase } from "../support/database";
import { type RunningServer, startServer } from "../support/server";

const FRONTEND = "http://localhost:5173";
const EVIL = "https://evil.example";

describe("CORS for a configured browser origin", () => {
  let server: RunningServer;
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const db = await freshDatabase();
    dropDatabase = db.drop;
    server = await startServer({
      ...db.env,
      BACKEND_CORS_ORIGINS: FRONTEND,
      FRONTEND_HOST: FRONTEND,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase();
  });

  const preflight = (path: string, origin: string, method = "POST") =>
    fetch(`${server.url}/api/v1${path}`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": method,
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    });

  const list = (value: string | null) =>
    (value ?? "").split(",").map((s) => s.trim().toLowerCase());

  it.each(["/items/", "/users/me"])(
    "answers a preflight for %s from the allowed origin",
    async (path) => {
      const res = await preflight(path, FRONTEND, path === "/items/" ? "POST" : "PATCH");
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(FRONTEND);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      expect(list(res.headers.get("access-control-allow-methods"))).toEqual(
        expect.arrayContaining(["get", "post", "put", "patch", "delete"]),
      );
      expect(list(res.headers.get("access-control-allow-headers"))).toEqual(
        expect.arrayContaining(["authorization", "content-type"]),
      );
    },
  );

  it("gives an unlisted origin no CORS permission, in preflight or in a real request", async () => {
    const pre = await preflight("/items/", EVIL);
    expect(pre.headers.get("access-control-allow-origin")).toBeNull();
    const user = await newUser({}, server.url);
    const res = await call("GET", "/users/me", {
      base: server.url,
      token: user.token,
      headers: { Origin: EVIL },
    });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("lets the allowed origin read a Bearer-authenticated response", async () => {
    const user = await newUser({}, server.url);
    const res = await call("GET", "/users/me", {
      base: server.url,
      token: user.token,
      headers: { Origin: FRONTEND },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(FRONTEND);
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it("accepts a cookie-authenticated change from FRONTEND_HOST", async () => {
    const user = await newUser({}, server.url);
    const res = await call("POST", "/items/", {
      base: server.url,
      headers: { Cookie: `access_token=${user.token}`, Origin: FRONTEND },
      json: { title: "From the frontend" },
    });
    expect(res.status).toBe(200);
  });
});

describe("cookie sessions and cross-site requests", () => {
  const REFUSED = { detail: "Cross-site request refused" };
  const withCookie = (token: string, headers: Record<string, string> = {}) => ({
    Cookie: `access_token=${token}`,
    ...headers,
  });
  const createItem = (headers: Record<string, string>, token?: string) =>
    call("POST", "/items/", { token, headers, json: { title: "Cookie item" } });

  it("signs in GET /users/me with the access_token cookie", async () => {
    const user = await newUser();
    const res = await call("GET", "/users/me", { headers: withCookie(user.token) });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
  });

  it("refuses a cookie-carrying change from a foreign Origin with 403", async () => {
    const user = await newUser();
    for (const origin of [EVIL, "null", `${baseUrl()}.evil.example`]) {
      const res = await createItem(withCookie(user.token, { Origin: origin }));
      expect(res.status, origin).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    expect((await call("GET", "/items/", { token: user.token })).body.count).toBe(0);
  });

  it("refuses a cookie-carrying change that the browser marks as not same-origin with 403", async () => {
    const user = await newUser();
    for (const site of ["cross-site", "same-site"]) {
      const res = await createItem(withCookie(user.token, { "Sec-Fetch-Site": site }));
      expect(res.status, site).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
  });

  it("accepts a cookie-carrying change from the server's own origin", async () => {
    const user = await newUser();
    const res = await createItem(
      withCookie(user.token, { Origin: baseUrl(), "Sec-Fetch-Site": "same-origin" }),
    );
    expect(res.status).toBe(200);
  });

  it("does not apply the origin check to Bearer tokens", async () => {
    const user = await newUser();
    const res = await createItem({ Origin: EVIL, "Sec-Fetch-Site": "cross-site" }, user.token);
    expect(res.status).toBe(200);
  });

  it("renews the cookie when the password is changed over a cookie session", async () => {
    const user = await newUser();
    const res = await call("PATCH", "/users/me/password", {
      headers: withCookie(user.token, { Origin: baseUrl() }),
      json: { current_password: user.password, new_password: "N3w!Password" },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("access_token="));
    expect(cookie).toBeDefined();
    const attributes = (cookie ?? "").split(";").map((part) => part.trim());
    const token = attributes[0]?.slice("access_token=".length) ?? "";
    expect(token).not.toBe(user.token);
    expect(attributes.slice(1)).toEqual(
      expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Max-Age=86400"]),
    );
    // The old session is over; the renewed cookie carries on.
    expect((await call("GET", "/users/me", { headers: withCookie(user.token) })).status).toBe(401);
    expect((await call("GET", "/users/me", { headers: withCookie(token) })).status).toBe(200);
  });

  it("sends no cookie when the password is changed with a Bearer token", async () => {
    const user = await newUser();
    const res = await call("PATCH", "/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: "N3w!Password" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("a cross-site HTML form posting with the victim's cookie", () => {
  /** Exactly what a browser sends when evil.example's page submits a <form method=post> to us. */
  const crossSiteForm = (path: string, fields: Record<string, string>, token: string) =>
    fetch(`${baseUrl()}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `access_token=${token}`,
        Origin: EVIL,
        "Sec-Fetch-Site": "cross-site",
        "Sec-Fetch-Mode": "navigate",
      },
      body: new URLSearchParams(fields),
    });

  it("cannot create an item in the victim's account", async () => {
    const user = await newUser();
    const res = await crossSiteForm("/api/v1/items/", { title: "Planted" }, user.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: "Cross-site request refused" });
    expect((await call("GET", "/items/", { token: user.token })).body.count).toBe(0);
  });

  it("cannot sign the victim out or into the attacker's account", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    const logout = await crossSiteForm("/api/auth/logout", {}, victim.token);
    expect(logout.status).toBe(403);
    expect(logout.headers.getSetCookie()).toEqual([]);
    const login = await crossSiteForm(
      "/api/auth/login-form",
      { username: attacker.email, password: attacker.password },
      victim.token,
    );
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
  });
});
