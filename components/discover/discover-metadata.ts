/** Discover's title, description, canonical and social cards; filtered views stay out of the index. */
import { pageMetadata } from "@/lib/seo/page-metadata";
import "server-only";
import type { Metadata } from "next";
import { BRAND_NAME } from "@/lib/brand";
import type { Coach } from "@/lib/catalog/types";
import { DISCOVER_PATH } from "./discover-url";

export const DISCOVER_TITLE = "Discover Spiritual Coaches";
export const DISCOVER_TEXT =
  "Browse our curated list of spiritual coaches, readers and healers. Search and filter by price, location, specialty and reading type to find the guide who fits you.";
export const DISCOVER_BANNER = "/images/site/seekers-banner.svg";

export function discoverMetadata(filtered: boolean): Metadata {
  return pageMetadata({
    path: DISCOVER_PATH,
    title: DISCOVER_TITLE,
    socialTitle: `${DISCOVER_TITLE} | ${BRAND_NAME}`,
    description: DISCOVER_TEXT,
    image: { path: DISCOVER_BANNER, width: 1800, height: 600 },
    // Every filtered view points at the one full list, and is kept out of the index itself.
    robots: filtered ? { index: false, follow: true } : undefined,
  });
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
