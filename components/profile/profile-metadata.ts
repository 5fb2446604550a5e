/** Title, description, canonical and social cards for a coach's page. */
import "server-only";
import type { Metadata } from "next";
import type { Coach } from "@/data/types";
import { BRAND_NAME } from "@/lib/brand";
import { siteUrl } from "@/lib/site-url";

function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export function profileMetadata(coach: Coach): Metadata {
  const base = siteUrl();
  const url = `${base}/profile/${coach.slug}`;
  const title = `${coach.name}, ${coach.headline}`;
  const description = clip(
    `${coach.service.title} with ${coach.name}, $${coach.service.price}/hr, ${coach.mode.toLowerCase()} in the ${coach.location === "New York City" ? "New York City area" : coach.location}. ${coach.bio[0] ?? ""}`,
  );
  const image = { url: `${base}${coach.image}`, width: 800, height: 600, alt: coach.imageAlt };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "profile",
      url,
      siteName: BRAND_NAME,
      title: `${title} | ${BRAND_NAME}`,
      description,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: `${title} | ${BRAND_NAME}`,
      description,
      images: [image.url],
    },
  };
}
