import type { MetadataRoute } from "next";
import { allCoachSlugs } from "@/lib/catalog/coaches";
import { listPosts } from "@/lib/catalog/content";
import { siteUrl } from "@/lib/site-url";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const pages = ["/", "/discover", "/events", "/profile", "/blog"].map((path) => ({
    url: `${base}${path === "/" ? "" : path}`,
    changeFrequency: "weekly" as const,
    priority: path === "/" ? 1 : 0.8,
  }));
  const coaches = allCoachSlugs().map((slug) => ({
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
  return [...pages, ...coaches, ...posts];
}
