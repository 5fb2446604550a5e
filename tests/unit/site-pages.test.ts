import { describe, expect, it } from "vitest";
import { isAuthPage, isProtectedPage } from "@/lib/auth/page-rules";
import {
  AUTH_PAGES,
  CACHEABLE_PAGES,
  cacheablePagePattern,
  proxyMatcher,
  SIGNED_IN_AREAS,
} from "@/lib/site-pages.mjs";
import { config } from "@/proxy";

/** A matcher entry as a regular expression (":path*" is any rest of the path). */
const asRegExp = (entry: string) => new RegExp(`^${entry.replace("/:path*", "(?:/.*)?")}$`);
const proxied = (pathname: string) => config.matcher.some((e) => asRegExp(e).test(pathname));
const example = (page: string) => page.replace("[slug]", "a-slug");

describe("the site's pages, said once (lib/site-pages.mjs)", () => {
  it("proxy.ts's literal matcher is the one the list derives", () => {
    expect(config.matcher).toEqual(proxyMatcher());
  });

  it("the proxy runs on every listed page and on the API, never on static files", () => {
    for (const page of [...CACHEABLE_PAGES, ...AUTH_PAGES, ...SIGNED_IN_AREAS]) {
      expect(proxied(example(page)), page).toBe(true);
    }
    expect(proxied("/api/v1/coaches/")).toBe(true);
    for (const path of [
      "/api/auth/login",
      "/_next/static/a.js",
      "/images/a.webp",
      "/robots.txt",
      "/sw.js",
      "/offline.html",
    ]) {
      expect(proxied(path), path).toBe(false);
    }
  });

  it("a cacheable page is neither for visitors only nor in the signed-in area", () => {
    for (const page of CACHEABLE_PAGES.map(example)) {
      expect(isAuthPage(page) || isProtectedPage(page), page).toBe(false);
    }
    expect(isAuthPage("/reset-password")).toBe(true);
    expect(isProtectedPage("/bookings/42")).toBe(true);
  });

  it("the cache takes the listed paths exactly", () => {
    const pattern = cacheablePagePattern();
    for (const page of CACHEABLE_PAGES) expect(pattern.test(example(page)), page).toBe(true);
    for (const path of ["/events/", "/blog/a/b", "/profiles", "/discover/x", "/login"]) {
      expect(pattern.test(path), path).toBe(false);
    }
  });
});
