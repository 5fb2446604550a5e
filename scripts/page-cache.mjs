// The shared cache of public pages (/, /events, /blog, /profile, /discover and their children:
// CACHEABLE_PAGES in lib/site-pages.mjs).
//
// A visitor without a session gets the page from memory: it was rendered once, by a request of
// our own that carried no cookie, so it holds nothing personal (the header's name and the saved
// hearts are filled in by the browser). Such a page cannot carry a per-request script nonce, so
// its Content-Security-Policy lists the SHA-256 hashes of its own inline scripts instead,
// computed here from the stored HTML. Signed-in visitors, client-side navigations (RSC) and
// everything else go to Next as before, with a fresh nonce.
//
// Freshness: an entry is served as it is for the first half of its life, served while being
// re-rendered in the background for the second half, and never after `ttlSeconds`; so a change
// (a listing paused, a review removed, a new day) shows within `ttlSeconds` on every instance.
// The remaining life goes to a proxy in front (X-Accel-Expires: nginx), never beyond it.
import { createHash, randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import { cacheablePagePattern } from "../lib/site-pages.mjs";
import { compressPage, preferredEncoding } from "./encodings.mjs";

/** Must equal PAGE_FILL_HEADER in lib/security/page-fill.ts (a unit test checks). */
export const PAGE_FILL_HEADER = "x-seers-page-fill";
/** Must equal SESSION_COOKIE in lib/auth/cookie.ts (a unit test checks). */
export const SESSION_COOKIE = "access_token";
/** Says how a response was served: HIT, STALE (refresh under way), MISS, or BYPASS. */
export const CACHE_STATUS_HEADER = "x-seers-cache";

const PUBLIC_PAGE = cacheablePagePattern();
/**
 * Views that change by the second, rendered for each request instead (Discover's "available for a
 * reading now": the cards' badge elsewhere is filled in by the browser).
 */
const LIVE_PARAMS = ["available_now"];
/** Next's client-side navigations and server actions: per-visitor router state, never shared. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action"];
/** Headers that belong to one connection or one encoding of the body, not to the page. */
const NOT_STORED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "cache-control",
  "vary",
  "set-cookie",
]);

export function hasSessionCookie(cookieHeader) {
  if (!cookieHeader) return false;
  return String(cookieHeader)
    .split(";")
    .some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** Whether this request may be answered from the shared cache. */
export function isCacheable(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  if (hasSessionCookie(req.headers.cookie)) return false;
  const url = req.url ?? "";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!PUBLIC_PAGE.test(pathname)) return false;
  if (queryAt === -1) return true;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  return !params.has("_rsc") && !LIVE_PARAMS.some((name) => params.has(name));
}

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** `'sha256-…'` sources for every inline script the browser would run (not JSON-LD data blocks). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with `hashes` added to its script-src (proxy.ts made it without a nonce). */
export function withScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy.replace(
    /(^|;\s*)script-src ([^;]*)/,
    (_, lead, sources) => `${lead}script-src ${sources.trim()} ${hashes.join(" ")}`,
  );
}

/** A rendered response made ready to serve many times: hashed policy, Brotli and gzip beside it. */
export function preparePage({ status, headers, body }) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_STORED.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  const policy = kept["content-security-policy"];
  const html = body.toString("utf8");
  if (typeof policy === "string") {
    kept["content-security-policy"] = withScriptHashes(policy, inlineScriptHashes(html));
  }
  return {
    status,
    headers: kept,
    body,
    ...compressPage(body),
    // Only a complete page, made for everyone under a policy we could hash, is worth keeping.
    storable: status === 200 && typeof policy === "string" && headers["set-cookie"] === undefined,
  };
}

/**
 * `render(req)` fetches the page for everyone (no cookie) and resolves to {status, headers, body}.
 * `ttlSeconds` 0 renders every request anew: the hashed policy without the reuse (browser tests).
 */
export function createPageCache({ render, ttlSeconds, maxEntries = 200, now = Date.now }) {
  const ttlMs = ttlSeconds * 1000;
  /** key → {page, storedAt}; a Map keeps insertion order, so the first key is the least recent. */
  const entries = new Map();
  const rendering = new Map();

  /** The proxy's scheme is part of the page (HSTS, upgrade-insecure-requests). */
  const keyOf = (req) =>
    `${req.headers["x-forwarded-proto"] === "https" ? "https" : "http"} ${req.url}`;

  function renderOnce(key, req) {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(req)
        .then((response) => {
          const page = preparePage(response);
          if (page.storable && ttlMs > 0) {
            entries.delete(key);
            entries.set(key, { page, storedAt: now() });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
          }
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  function send(req, res, page, status, storedAt) {
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = encoding ? page[encoding] : page.body;
    const headers = {};
    if (storedAt !== undefined) {
      const ageMs = now() - storedAt;
      // nginx may keep the page for what is left of its life here; browsers ask again each time.
      // X-Accel-Expires goes first: nginx stops reading cache headers at a max-age=0 it meets first.
      headers["x-accel-expires"] = String(Math.max(0, Math.floor((ttlMs - ageMs) / 1000)));
      headers["cache-control"] = "public, max-age=0, must-revalidate";
      headers.age = String(Math.floor(ageMs / 1000));
    } else {
      headers["cache-control"] = "private, no-cache, no-store, max-age=0, must-revalidate";
    }
    Object.assign(headers, page.headers, {
      vary: "Accept-Encoding",
      [CACHE_STATUS_HEADER]: status,
    });
    if (encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = String(body.length);
    res.writeHead(page.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Answers `req` from the cache (resolving true), or resolves false when the request is not
   * one for the cache, or its page could not be rendered: the caller then lets Next answer.
   */
  async function serve(req, res) {
    if (!isCacheable(req)) return false;
    const key = keyOf(req);
    const entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age < ttlMs) {
      if (age >= ttlMs / 2) {
        renderOnce(key, req).catch(() => {
          // The stale copy keeps being served until its life ends; then a render is awaited.
        });
        send(req, res, entry.page, "STALE", entry.storedAt);
      } else {
        send(req, res, entry.page, "HIT", entry.storedAt);
      }
      return true;
    }
    let page;
    try {
      page = await renderOnce(key, req);
    } catch {
      return false;
    }
    const stored = entries.get(key);
    send(req, res, page, "MISS", stored?.page === page ? stored.storedAt : undefined);
    return true;
  }

  return { serve, size: () => entries.size };
}

/**
 * Renders a page through this very server with a request of our own: no cookie, the fill header
 * with a per-process secret (the server turns it into "1" for proxy.ts and strips any other).
 */
export function loopbackRenderer({ hostname, port }) {
  const secret = randomBytes(16).toString("hex");
  const host = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });

  function render(req) {
    return new Promise((resolve, reject) => {
      const headers = {
        [PAGE_FILL_HEADER]: secret,
        "accept-encoding": "identity",
        "x-forwarded-proto": req.headers["x-forwarded-proto"] === "https" ? "https" : "http",
      };
      if (req.headers.host) headers.host = req.headers.host;
      const outgoing = request(
        { host, port, path: req.url, method: "GET", headers, agent },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 500,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on("error", reject);
        },
      );
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("page render timed out")));
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  /** For every incoming request: true when it is one of our renders (then marked for proxy.ts). */
  function claim(req) {
    const value = req.headers[PAGE_FILL_HEADER];
    if (value === undefined) return false;
    delete req.headers[PAGE_FILL_HEADER];
    if (value !== secret) return false;
    req.headers[PAGE_FILL_HEADER] = "1";
    return true;
  }

  return { render, claim };
}
