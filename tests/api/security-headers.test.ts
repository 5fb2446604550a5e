import { describe, expect, it } from "vitest";
import { baseUrl, call, newUser } from "../support/api-client";
import { completedSessionWith } from "../support/bookings";
import { directives, expectOwnScriptsOnly } from "../support/script-policy";

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });

describe("security headers on pages", () => {
  it.each(["/", "/events", "/profile", "/discover", "/blog"])(
    "%s (one HTML for every visitor) runs only the scripts whose hashes its policy lists",
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(200);
      const policy = res.headers.get("content-security-policy");
      expect(expectOwnScriptsOnly(policy, await res.text())).toBe("hashes");
    },
  );

  it.each(["/login", "/no-such-page"])(
    "%s runs only scripts that carry this response's nonce",
    async (path) => {
      const res = await page(path);
      expect([200, 404]).toContain(res.status);
      const policy = res.headers.get("content-security-policy");
      expect(expectOwnScriptsOnly(policy, await res.text())).toBe("nonce");
    },
  );

  it("gives a signed-in visitor a page of their own, with a nonce", async () => {
    const user = await newUser();
    const res = await page("/", { Cookie: `access_token=${user.token}` });
    const policy = res.headers.get("content-security-policy");
    expect(expectOwnScriptsOnly(policy, await res.text())).toBe("nonce");
  });

  it("gives every response a new nonce", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const policy = (await page("/login")).headers.get("content-security-policy") ?? "";
      nonces.add(policy.match(/'nonce-([^']+)'/)?.[1] ?? "");
    }
    expect(nonces.size).toBe(3);
  });

  it.each([
    "/",
    "/login",
    "/api/v1/utils/health-check/",
    "/robots.txt",
    "/images/site/events-banner.svg",
  ])("%s is sent with nosniff, a referrer policy and no framing", async (path) => {
    const res = await page(path);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("lets API answers run nothing and be framed nowhere", async () => {
    const res = await page("/api/v1/utils/health-check/");
    const policy = directives(res.headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("serves the service worker and its offline page fresh, each under a policy of its own", async () => {
    const worker = await page("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("service-worker-allowed")).toBe("/");
    const offline = await page("/offline.html");
    expect(offline.headers.get("cache-control")).toBe("no-cache");
    // Its one inline script, the theme's, runs by its hash; nothing else runs or loads.
    const policy = offline.headers.get("content-security-policy");
    expect(expectOwnScriptsOnly(policy, await offline.text())).toBe("hashes");
    expect(directives(policy).get("default-src")).toEqual(["'none'"]);
    // Pages may register the worker and read the manifest, from this origin only.
    const home = directives((await page("/login")).headers.get("content-security-policy"));
    expect(home.get("worker-src")).toEqual(["'self'"]);
    expect(home.get("manifest-src")).toEqual(["'self'"]);
  });

  it("sends HSTS only when the request came over HTTPS", async () => {
    expect((await page("/")).headers.get("strict-transport-security")).toBeNull();
    const https = await page("/", { "X-Forwarded-Proto": "https" });
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
  });
});

describe("stored markup comes back as text", () => {
  const SCRIPT = `<script>alert("pwned")</script>`;
  const IMG = `<img src=x onerror=alert(1)>`;

  it("escapes a name and a review in every page that shows them", async () => {
    const user = await newUser({ firstname: SCRIPT, lastname: IMG });
    // A review needs a completed session with the Seer (issue 12).
    const { slug } = await completedSessionWith(user);
    const review = await call("POST", `/coaches/${slug}/reviews`, {
      token: user.token,
      json: { rating: 4, title: IMG, body: `Lovely ${SCRIPT} reading` },
    });
    expect(review.status).toBe(200);

    const cookie = { Cookie: `access_token=${user.token}` };
    for (const path of ["/", "/events", `/profile/${slug}`, "/dashboard", "/bookings"]) {
      const res = await page(path, cookie);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain(SCRIPT);
      expect(html, path).not.toContain(IMG);
    }
    const profile = await (await page(`/profile/${slug}`, cookie)).text();
    expect(profile).toContain("Lovely &lt;script&gt;");
    expect(profile).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("keeps an item title as data in the API, never markup in a page", async () => {
    const user = await newUser();
    const item = await call("POST", "/items/", { token: user.token, json: { title: SCRIPT } });
    expect(item.status).toBe(200);
    expect(item.body.title).toBe(SCRIPT);
    expect(item.headers.get("content-type")).toMatch(/^application\/json/);
    const html = await (await page("/items", { Cookie: `access_token=${user.token}` })).text();
    expect(html).not.toContain(SCRIPT);
  });
});
