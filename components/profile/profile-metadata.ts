/** Title, description, canonical and social cards for a coach's page. */
import { pageMetadata } from "@/lib/seo/page-metadata";
import "server-only";
import type { Metadata } from "next";
import { BRAND_NAME } from "@/lib/brand";
import type { Coach } from "@/lib/catalog/types";

function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export function profileMetadata(coach: Coach): Metadata {
  const title = `${coach.name}, ${coach.headline}`;
  const description = clip(
    `${coach.service.title} with ${coach.name}, $${coach.service.price}/hr, ${coach.mode.toLowerCase()} in the ${coach.location === "New York City" ? "New York City area" : coach.location}. ${coach.bio[0] ?? ""}`,
  );
  return pageMetadata({
    path: `/profile/${coach.slug}`,
    title,
    socialTitle: `${title} | ${BRAND_NAME}`,
    description,
    image: { path: coach.image, width: 800, height: 600, alt: coach.imageAlt },
    type: "profile",
  });
}
