/** Title, description, canonical address and social cards for an article. */
import { pageMetadata } from "@/lib/seo/page-metadata";
import "server-only";
import type { Metadata } from "next";
import type { BlogPost } from "@/lib/content/types";

export function postMetadata(post: BlogPost): Metadata {
  return pageMetadata({
    path: `/blog/${post.slug}`,
    title: post.title,
    socialTitle: post.title,
    description: post.excerpt,
    authors: [{ name: post.author }],
    image: { path: post.image, width: 1200, height: 675, alt: post.imageAlt },
    type: "article",
    openGraph: { publishedTime: post.publishedAt, authors: [post.author] },
  });
}
