/** Facts about the caller that the server, not the client, vouches for. */
import "server-only";
import { getConfig } from "@/lib/config";
import { siteUrl } from "@/lib/site-url";

/** Set by scripts/server.mjs from the socket (or the trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-seers-client-ip";

export function clientIp(req: Request): string {
  return req.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** The origin this request was addressed to, as the browser saw it. */
export function ownOrigin(req: Request): string {
  const url = new URL(req.url);
  const { TRUST_PROXY } = getConfig();
  const host =
    (TRUST_PROXY && req.headers.get("x-forwarded-host")) || req.headers.get("host") || url.host;
  const proto =
    (TRUST_PROXY && req.headers.get("x-forwarded-proto")) || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

/** The base of the links a request's emails carry: FRONTEND_HOST, or the origin it came to. */
export function requestSiteUrl(req: Request): string {
  return siteUrl(ownOrigin(req));
}

/** Origins allowed to call the API from a browser: BACKEND_CORS_ORIGINS plus FRONTEND_HOST. */
export function allowedCorsOrigins(): Set<string> {
  const { BACKEND_CORS_ORIGINS, FRONTEND_HOST } = getConfig();
  const origins = new Set(BACKEND_CORS_ORIGINS);
  if (FRONTEND_HOST) origins.add(new URL(FRONTEND_HOST).origin);
  return origins;
}

/**
 * A cookie-carrying request that changes state must come from our own pages. Browsers send
 * Origin (and Sec-Fetch-Site) on such requests; a client with neither is not a browser and
 * so cannot be tricked into sending the cookie by another site.
 */
export function isSameOriginRequest(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site === "cross-site") return false;
  const origin = req.headers.get("origin");
  if (origin) {
    if (origin === ownOrigin(req)) return true;
    // A front end on a sibling port or subdomain (same-site) is trusted only when configured.
    const { FRONTEND_HOST } = getConfig();
    return FRONTEND_HOST !== undefined && origin === new URL(FRONTEND_HOST).origin;
  }
  return !site || site === "same-origin" || site === "none";
}
