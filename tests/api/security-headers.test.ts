import { describe, expect, it } from "vitest";
import { baseUrl, call, newUser } from "../support/api-client";
import { completedSessionWith } from "../support/bookings";

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });

const directives = (policy: string | null) =>
  new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );

/** Executable scripts in the HTML (JSON-LD data blocks cannot run and need no nonce). */
function executableScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
}

describe("security headers on pages", () => {
  it.each(["/", "/login", "/events", "/profile", "/no-such-page"])(
    "%s runs only scripts that carry this response's nonce",
    async (path) => {
      const res = await page(path);
      expect([200, 404]).toContain(res.status);
      const policy = directives(res.headers.get("content-security-policy"));
      const scriptSrc = policy.get("script-src") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);

      const scripts = executableScriptTags(await res.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    },
  );

  it("gives every response a new nonce", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const policy = (await page("/")).headers.get("content-security-policy") ?? "";
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
