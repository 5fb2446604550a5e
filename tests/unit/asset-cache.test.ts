import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createAssetCache, isAsset } from "../../scripts/asset-cache.mjs";
import { preferredEncoding } from "../../scripts/encodings.mjs";
import { request as httpRequest, response } from "./http-doubles";

function request(url: string, acceptEncoding?: string, method = "GET") {
  return httpRequest(
    url,
    acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    method,
  );
}

const SCRIPT = "console.log('a chunk of the build');".repeat(50);

function nextServer(status = 200) {
  let asked = 0;
  return {
    asked: () => asked,
    fetchAsset: async () => {
      asked += 1;
      return {
        status,
        headers: {
          "content-type": "application/javascript; charset=UTF-8",
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
          etag: '"abc"',
        },
        body: Buffer.from(SCRIPT),
      };
    },
  };
}

describe("preferredEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("BR;q=0.5")).toBe("br");
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe("isAsset", () => {
  it("takes the build's JavaScript and CSS only", () => {
    expect(isAsset(request("/_next/static/chunks/0abc_d-e.js"))).toBe(true);
    expect(isAsset(request("/_next/static/chunks/05jp.css"))).toBe(true);
    expect(isAsset(request("/_next/static/media/font.woff2"))).toBe(false);
    expect(isAsset(request("/_next/static/chunks/../../server/app.js"))).toBe(false);
    expect(isAsset(request("/_next/static/chunks/a.js?x=1"))).toBe(false);
    expect(isAsset(request("/_next/static/chunks/a.js", "br", "POST"))).toBe(false);
  });
});

describe("createAssetCache", () => {
  it("asks Next once, then serves Brotli or gzip from memory with Next's headers", async () => {
    const next = nextServer();
    const cache = createAssetCache({ fetchAsset: next.fetchAsset });
    const url = "/_next/static/chunks/app.js";

    const [first, second] = [response(), response()];
    await Promise.all([
      cache.serve(request(url, "gzip, br"), first.res),
      cache.serve(request(url, "gzip"), second.res),
    ]);
    expect(next.asked()).toBe(1);
    expect(first.sent.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.sent.body as Buffer).toString()).toBe(SCRIPT);
    expect(first.sent.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.sent.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.sent.headers.vary).toBe("Accept-Encoding");
    expect(second.sent.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(second.sent.body as Buffer).toString()).toBe(SCRIPT);

    const head = response();
    await cache.serve(request(url, "br", "HEAD"), head.res);
    expect(head.sent.body).toBeUndefined();
    expect(Number(head.sent.headers["content-length"])).toBeGreaterThan(0);
    expect(next.asked()).toBe(1);
  });

  it("leaves to Next what it cannot improve: no compression asked, a missing file", async () => {
    const missing = nextServer(404);
    const cache = createAssetCache({ fetchAsset: missing.fetchAsset });
    expect(await cache.serve(request("/_next/static/chunks/gone.js", "br"), response().res)).toBe(
      false,
    );
    expect(await cache.serve(request("/_next/static/chunks/gone.js"), response().res)).toBe(false);
    expect(await cache.serve(request("/discover", "br"), response().res)).toBe(false);
    expect(cache.size()).toBe(0);
  });
});
