import type { MetadataRoute } from "next";
import { listCoachSlugs } from "@/lib/catalog/queries";
import { listPosts } from "@/lib/content/posts";
import { listEvents } from "@/lib/events/queries";
import { siteUrl } from "@/lib/site-url";
import { ensureReady } from "@/lib/startup";

// Coaches come and go as listings are published and paused, and the address is the running
// server's: read per request, never at build.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const pages = ["/", "/discover", "/events", "/profile", "/blog"].map((path) => ({
    url: `${base}${path === "/" ? "" : path}`,
    changeFrequency: "weekly" as const,
    priority: path === "/" ? 1 : 0.8,
  }));
  await ensureReady();
  const coaches = (await listCoachSlugs()).map((slug) => ({
    url: `${base}/profile/${slug}`,
    changeFrequency: "weekly" as const,
    priority: 0.7,
  }));
  const posts = listPosts().map((post) => ({
    url: `${base}/blog/${post.slug}`,
    lastModified: new Date(post.publishedAt),
    changeFrequency: "monthly" as const,
    priority: 0.5,
  }));
  const events = (await listEvents({ skip: 0, limit: 1000 })).data.map((event) => ({
    url: `${base}/events/${event.slug}`,
    changeFrequency: "daily" as const,
    priority: 0.6,
  }));
  return [...pages, ...coaches, ...events, ...posts];
}
