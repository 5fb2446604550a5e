// The site's pages by the rules that treat them differently, said once (plain JavaScript, so that
// scripts/page-cache.mjs, run by node without a build step, imports it as the TypeScript does):
// - the shared page cache keeps the public pages (scripts/page-cache.mjs);
// - the proxy's optimistic session rules send visitors to /login and signed-in users home
//   (lib/auth/page-rules.ts);
// - what the proxy runs on at all: proxy.ts's `config.matcher`, which Next reads from the file at
//   build time and must therefore stay a literal there; a unit test checks it equals
//   `proxyMatcher()` (tests/unit/site-pages.test.ts).

/** Public pages, the same HTML for every visitor without a session (`[slug]`: one path segment). */
export const CACHEABLE_PAGES = [
  "/",
  "/events",
  "/events/[slug]",
  "/blog",
  "/blog/[slug]",
  "/profile",
  "/profile/[slug]",
  "/discover",
];

/** For visitors only, with everything under them: a signed-in visitor is sent home. */
export const AUTH_PAGES = [
  "/login",
  "/signup",
  "/logindefault",
  "/signupdefault",
  "/recover-password",
  "/reset-password",
];

/** The signed-in area, with everything under it: a visitor is sent to /login?next=. */
export const SIGNED_IN_AREAS = [
  "/dashboard",
  "/items",
  "/settings",
  "/admin",
  "/bookings",
  "/messages",
  "/hosting",
  "/my-events",
];

/** The provider API, where the proxy answers CORS. */
export const API_PREFIX = "/api/v1";

/** Paths the proxy leaves alone: the BFF, Next's own files and the static files in public/. */
const NOT_PROXIED = [
  "api/",
  "_next/static",
  "_next/image",
  "favicon.ico",
  "icon.svg",
  "robots.txt",
  "sitemap.xml",
  // The service worker and its offline page: next.config.ts gives them their own headers.
  "sw.js",
  "offline.html",
];
/** Static files by extension (a regular expression's alternatives). */
const STATIC_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico", "woff2?"];

/** What proxy.ts's `config.matcher` must say: the provider API, and every page. */
export function proxyMatcher() {
  return [
    `${API_PREFIX}/:path*`,
    `/((?!${NOT_PROXIED.join("|")}|.*\\.(?:${STATIC_EXTENSIONS.join("|")})$).*)`,
  ];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The paths of the cacheable pages, exactly (no query, no trailing slash). */
export function cacheablePagePattern() {
  const pages = CACHEABLE_PAGES.map((page) =>
    page
      .split("/")
      .map((segment) => (segment === "[slug]" ? "[^/]+" : escapeRegExp(segment)))
      .join("/"),
  );
  return new RegExp(`^(?:${pages.join("|")})$`);
}

/** Whether `pathname` is `page` or anything under it. */
export function isUnder(pathname, page) {
  return pathname === page || pathname.startsWith(`${page}/`);
}
