import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";

const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // For browsers that predate CSP's frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
];

const ROOM_PERMISSIONS =
  "camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=()";

/**
 * The offline page (public/offline.html, which the service worker shows in place of a page it
 * cannot reach) is static: its one inline script (the theme before paint) runs by its hash.
 */
function offlinePagePolicy(): string {
  const html = readFileSync(path.join(process.cwd(), "public", "offline.html"), "utf8");
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const hash = createHash("sha256").update(script, "utf8").digest("base64");
  return `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

const nextConfig: NextConfig = {
  // The provider API is wire-compatible with a FastAPI project whose clients call
  // both `/items/` and `/users/me`: neither spelling may be redirected.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) as its own step; the build does
  // not repeat it, so a type slip in a test file can never stop `npm start` from serving.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Stripe's SDK (lib/payments/stripe.ts, server only) is loaded by Node from node_modules, as
  // better-sqlite3, pg, argon2 and sharp already are, instead of being bundled in three server
  // layers. Besides a smaller server build, this brings the app back to at most 5,000 modules,
  // where Turbopack's module ids take 5 digits instead of 6 (a few bytes in every chunk of every
  // page: ~0.2 KB of a page's first-load JS). Headroom only: the pages' JS budget must not count
  // on it, since enough new modules bring the sixth digit back.
  // The calendars' CalDAV client, parser and guarded fetch (lib/calendars, lib/security) likewise.
  serverExternalPackages: ["stripe", "undici", "tsdav", "ical.js"],
  // Lets a second build (e.g. a test run beside a dev build) live in its own folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Headers for every response, static files included. Pages get their Content-Security-Policy
  // (with a per-request script nonce) from proxy.ts; API answers are JSON and may run nothing.
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      {
        // The session room alone may ask for the camera, the microphone and the screen (Next:
        // the later match of a header's key wins over the site-wide one above).
        source: "/bookings/:id/room",
        headers: [{ key: "Permissions-Policy", value: ROOM_PERMISSIONS }],
      },
      {
        // The service worker: always checked for a newer version, allowed to serve the whole site.
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Service-Worker-Allowed", value: "/" },
          { key: "Content-Security-Policy", value: "default-src 'self'; frame-ancestors 'none'" },
        ],
      },
      {
        source: "/offline.html",
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Content-Security-Policy", value: offlinePagePolicy() },
        ],
      },
      {
        source: "/api/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
      {
        // HTTPS is terminated by the proxy in front of us; browsers ignore HSTS sent over HTTP anyway.
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [
          { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
        ],
      },
    ];
  },
};

export default nextConfig;
