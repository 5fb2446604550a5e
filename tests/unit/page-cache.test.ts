import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { PAGE_FILL_HEADER } from "@/lib/security/page-fill";
import {
  createPageCache,
  inlineScriptHashes,
  isCacheable,
  PAGE_FILL_HEADER as SERVER_FILL_HEADER,
  SESSION_COOKIE as SERVER_SESSION_COOKIE,
  withScriptHashes,
} from "../../scripts/page-cache.mjs";
import { request, response } from "./http-doubles";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";

function renderer(html: () => string, status = 200) {
  let renders = 0;
  return {
    count: () => renders,
    render: async () => {
      renders += 1;
      return {
        status,
        headers: { "content-type": "text/html", "content-security-policy": POLICY },
        body: Buffer.from(html()),
      };
    },
  };
}

describe("the page cache's constants", () => {
  it("agree with the app's", () => {
    expect(SERVER_FILL_HEADER).toBe(PAGE_FILL_HEADER);
    expect(SERVER_SESSION_COOKIE).toBe(SESSION_COOKIE);
  });
});

describe("isCacheable", () => {
  it.each(["/", "/events", "/blog", "/blog/a-post", "/profile", "/profile/amara", "/discover"])(
    "takes %s for a visitor",
    (url) => expect(isCacheable(request(url))).toBe(true),
  );

  it("takes filtered Discover views, each URL its own page", () => {
    expect(isCacheable(request("/discover?specialty=healing&page=2"))).toBe(true);
  });

  it.each([
    "/login",
    "/dashboard",
    "/api/v1/coaches/",
    "/profile/a/b",
    "/events/",
    "/discover?_rsc=1x2",
    // Who is available for a reading now changes by the second: rendered for each request.
    "/discover?available_now=true",
  ])("leaves %s to Next", (url) => expect(isCacheable(request(url))).toBe(false));

  it("leaves signed-in visitors, client navigations and writes to Next", () => {
    expect(isCacheable(request("/", { cookie: `theme=dark; ${SESSION_COOKIE}=abc` }))).toBe(false);
    expect(isCacheable(request("/", { rsc: "1" }))).toBe(false);
    expect(isCacheable(request("/", {}, "POST"))).toBe(false);
    expect(isCacheable(request("/", { cookie: "theme=dark" }))).toBe(true);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script once, not files or JSON-LD", () => {
    const html = [
      "<script>self.a=1</script>",
      '<script src="/_next/static/x.js" async></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      "<script>self.a=1</script>",
      '<script id="b">\nself.b = "é";\n</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("self.a=1"), sha('\nself.b = "é";\n')]);
  });

  it("adds them to script-src only", () => {
    expect(withScriptHashes(POLICY, ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; object-src 'none'",
    );
  });
});

describe("createPageCache", () => {
  it("renders once, then serves the stored page with its hashed policy, compressed as asked", async () => {
    let clock = 0;
    const source = renderer(() => "<p>hi</p><script>go()</script>");
    const cache = createPageCache({ render: source.render, ttlSeconds: 60, now: () => clock });

    const first = response();
    expect(await cache.serve(request("/"), first.res)).toBe(true);
    expect(first.sent.headers["x-seers-cache"]).toBe("MISS");
    expect(first.sent.headers["content-security-policy"]).toContain(sha("go()"));

    clock = 10_000;
    const second = response();
    await cache.serve(request("/", { "accept-encoding": "gzip, br" }), second.res);
    expect(second.sent.headers["x-seers-cache"]).toBe("HIT");
    expect(second.sent.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.sent.body as Buffer).toString()).toContain("<p>hi</p>");
    expect(second.sent.headers["x-accel-expires"]).toBe("50");

    const third = response();
    await cache.serve(request("/", { "accept-encoding": "gzip, deflate" }), third.res);
    expect(third.sent.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(third.sent.body as Buffer).toString()).toContain("<p>hi</p>");
    expect(source.count()).toBe(1);
  });

  it("never serves a page older than its life: stale in the second half, re-rendered after", async () => {
    let clock = 0;
    let version = 1;
    const source = renderer(() => `<p>v${version}</p>`);
    const cache = createPageCache({ render: source.render, ttlSeconds: 60, now: () => clock });
    const body = async () => {
      const { res, sent } = response();
      await cache.serve(request("/events"), res);
      return [sent.headers["x-seers-cache"], String(sent.body)];
    };
    expect(await body()).toEqual(["MISS", "<p>v1</p>"]);
    version = 2;
    clock = 31_000;
    expect(await body()).toEqual(["STALE", "<p>v1</p>"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await body()).toEqual(["HIT", "<p>v2</p>"]);
    version = 3;
    clock = 31_000 + 60_000;
    expect(await body()).toEqual(["MISS", "<p>v3</p>"]);
  });

  it("shares one render among simultaneous requests", async () => {
    const source = renderer(() => "<p>once</p>");
    const cache = createPageCache({ render: source.render, ttlSeconds: 60 });
    await Promise.all(Array.from({ length: 5 }, () => cache.serve(request("/"), response().res)));
    expect(source.count()).toBe(1);
  });

  it("keeps neither error pages nor pages when the life is 0, and hashes them all the same", async () => {
    const missing = renderer(() => "<script>nf()</script>", 404);
    const errors = createPageCache({ render: missing.render, ttlSeconds: 60 });
    const { res, sent } = response();
    await errors.serve(request("/profile/nobody"), res);
    expect(sent.status).toBe(404);
    expect(sent.headers["content-security-policy"]).toContain(sha("nf()"));
    expect(sent.headers["cache-control"]).toContain("no-store");
    await errors.serve(request("/profile/nobody"), response().res);
    expect(missing.count()).toBe(2);

    const always = renderer(() => "<p>now</p>");
    const uncached = createPageCache({ render: always.render, ttlSeconds: 0 });
    await uncached.serve(request("/"), response().res);
    await uncached.serve(request("/"), response().res);
    expect(always.count()).toBe(2);
    expect(uncached.size()).toBe(0);
  });

  it("lets Next answer when the render fails", async () => {
    const cache = createPageCache({
      render: () => Promise.reject(new Error("down")),
      ttlSeconds: 60,
    });
    expect(await cache.serve(request("/"), response().res)).toBe(false);
  });

  it("forgets the least recently stored page beyond its size", async () => {
    const source = renderer(() => "<p>x</p>");
    const cache = createPageCache({ render: source.render, ttlSeconds: 60, maxEntries: 2 });
    for (const url of ["/", "/events", "/blog"]) await cache.serve(request(url), response().res);
    expect(cache.size()).toBe(2);
    await cache.serve(request("/"), response().res);
    expect(source.count()).toBe(4);
  });
});
