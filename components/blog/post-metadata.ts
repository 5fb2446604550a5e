/** Title, description, canonical address and social cards for an article. */
import "server-only";
import type { Metadata } from "next";
import type { BlogPost } from "@/data/types";
import { BRAND_NAME } from "@/lib/brand";
import { siteUrl } from "@/lib/site-url";

export function postMetadata(post: BlogPost): Metadata {
  const base = siteUrl();
  const url = `${base}/blog/${post.slug}`;
  const image = { url: `${base}${post.image}`, width: 1200, height: 675, alt: post.imageAlt };
  return {
    title: post.title,
    description: post.excerpt,
    authors: [{ name: post.author }],
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      siteName: BRAND_NAME,
      title: post.title,
      description: post.excerpt,
      publishedTime: post.publishedAt,
      authors: [post.author],
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: post.title,
      description: post.excerpt,
      images: [image.url],
    },
  };
}
