/**
 * The Content-Security-Policy of every page. Scripts run only when they carry this request's
 * nonce (set by proxy.ts, which Next then stamps on its own scripts), so an injected <script>
 * or inline handler cannot run even if some stored text ever escaped its escaping.
 */

/** A fresh, unguessable nonce per request: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(
  nonce: string,
  options: { https: boolean; development: boolean },
): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic' lets Next's nonce-carrying loader pull in its chunks; dev mode's React
    // Refresh needs eval.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    // Style attributes (Radix positions, next/image) and sonner's runtime <style> need inline styles;
    // styles cannot run code, so scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
