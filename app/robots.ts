import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site-url";

// Rendered per request, with the running server's address: building reads no configuration.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      // The signed-in area and the API are not for search engines.
      disallow: ["/dashboard", "/items", "/settings", "/admin", "/api/"],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
