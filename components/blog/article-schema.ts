/** Structured data for an article page: the Article itself and the breadcrumb trail to it. */
import "server-only";
import { BRAND_NAME } from "@/lib/brand";
import type { Coach } from "@/lib/catalog/types";
import type { BlogPost } from "@/lib/content/types";
import { wordCount } from "./post-facts";

export function articleJsonLd(post: BlogPost, base: string, coach: Coach | undefined) {
  const url = `${base}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Article",
        "@id": `${url}#article`,
        mainEntityOfPage: url,
        url,
        headline: post.title,
        description: post.excerpt,
        image: [`${base}${post.image}`],
        datePublished: post.publishedAt,
        dateModified: post.publishedAt,
        wordCount: wordCount(post),
        inLanguage: "en",
        author: {
          "@type": "Person",
          name: post.author,
          ...(coach ? { url: `${base}/profile/${coach.slug}`, jobTitle: coach.headline } : {}),
        },
        publisher: {
          "@type": "Organization",
          "@id": `${base}/#organization`,
          name: BRAND_NAME,
          url: `${base}/`,
          logo: { "@type": "ImageObject", url: `${base}/icon.svg` },
        },
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${base}/` },
          { "@type": "ListItem", position: 2, name: "Blog", item: `${base}/blog` },
          { "@type": "ListItem", position: 3, name: post.title, item: url },
        ],
      },
    ],
  };
}
