/**
 * The Content-Security-Policy of every page. Scripts run only when they carry this request's
 * nonce (set by proxy.ts, which Next then stamps on its own scripts), so an injected <script>
 * or inline handler cannot run even if some stored text ever escaped its escaping.
 *
 * A page rendered for the shared page cache (scripts/page-cache.mjs) has no nonce: its policy
 * allows scripts from this origin only, and the cache appends the hashes of the page's own
 * inline scripts when it stores the HTML.
 */

/** A fresh, unguessable nonce per request: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(
  nonce: string | null,
  options: { https: boolean; development: boolean },
): string {
  // 'strict-dynamic' lets Next's nonce-carrying loader pull in its chunks; a hashed page loads
  // them as parser-inserted <script src>, which 'self' allows. Dev mode's React Refresh needs eval.
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self'";
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}${options.development ? " 'unsafe-eval'" : ""}`,
    // Style attributes (Radix positions, next/image) and sonner's runtime <style> need inline styles;
    // styles cannot run code, so scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (public/sw.js) and the web app manifest, from this origin only; said
    // outright, since a nonce page's 'strict-dynamic' would otherwise leave 'self' out for workers.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
