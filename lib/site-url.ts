/** The site's public address for canonical URLs, sitemaps and social cards. */
import "server-only";
import { getConfig } from "@/lib/config";

export function siteUrl(): string {
  const { FRONTEND_HOST, PORT } = getConfig();
  return (FRONTEND_HOST ?? `http://localhost:${PORT}`).replace(/\/$/, "");
}
