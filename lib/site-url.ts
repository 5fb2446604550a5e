/**
 * The site's public address, the one source of every absolute link: canonical URLs, sitemaps,
 * social cards and the links in emails. Domain code takes a base URL string; only route handlers
 * turn a Request into one (`requestSiteUrl` in lib/api/request-info.ts).
 */
import "server-only";
import { getConfig } from "@/lib/config";

/** FRONTEND_HOST when set; else the origin a request came to, if there is one; else this server. */
export function siteUrl(requestOrigin?: string): string {
  const { FRONTEND_HOST, PORT } = getConfig();
  return (FRONTEND_HOST ?? requestOrigin ?? `http://localhost:${PORT}`).replace(/\/$/, "");
}

/** A public link: `path` (from "/") under `base`, a `siteUrl`. */
export function siteLink(base: string, path: string): string {
  return `${base.replace(/\/$/, "")}${path}`;
}
