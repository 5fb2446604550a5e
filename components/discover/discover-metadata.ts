/** Discover's title, description, canonical and social cards; filtered views stay out of the index. */
import "server-only";
import type { Metadata } from "next";
import type { Coach } from "@/data/types";
import { BRAND_NAME } from "@/lib/brand";
import { siteUrl } from "@/lib/site-url";
import { DISCOVER_PATH } from "./discover-url";

export const DISCOVER_TITLE = "Discover Spiritual Coaches";
export const DISCOVER_TEXT =
  "Browse our curated list of spiritual coaches, readers and healers. Search and filter by price, location, specialty and reading type to find the guide who fits you.";
export const DISCOVER_BANNER = "/images/site/seekers-banner.svg";

export function discoverMetadata(filtered: boolean): Metadata {
  const base = siteUrl();
  const url = `${base}${DISCOVER_PATH}`;
  const image = { url: `${base}${DISCOVER_BANNER}`, width: 1800, height: 600, alt: "" };
  const title = `${DISCOVER_TITLE} | ${BRAND_NAME}`;
  return {
    title: DISCOVER_TITLE,
    description: DISCOVER_TEXT,
    // Every filtered view points at the one full list, and is kept out of the index itself.
    alternates: { canonical: url },
    robots: filtered ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      url,
      siteName: BRAND_NAME,
      title,
      description: DISCOVER_TEXT,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description: DISCOVER_TEXT,
      images: [image.url],
    },
  };
}

/** schema.org ItemList of the coaches on show, each pointing at its own page. */
export function coachListJsonLd(coaches: readonly Coach[], base: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: DISCOVER_TITLE,
    url: `${base}${DISCOVER_PATH}`,
    numberOfItems: coaches.length,
    itemListElement: coaches.map((coach, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${base}/profile/${coach.slug}`,
      name: coach.name,
      image: `${base}${coach.image}`,
    })),
  };
}
