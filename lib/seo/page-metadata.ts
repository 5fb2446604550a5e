/** One public page's title, description, canonical address and social cards, built the same way everywhere. */
import "server-only";
import type { Metadata } from "next";
import { BRAND_NAME } from "@/lib/brand";
import { siteUrl } from "@/lib/site-url";

type PageMetadataInput = {
  /** Path of the canonical address, e.g. "/events". */
  path: string;
  title: NonNullable<Metadata["title"]>;
  /** The title on social cards (they do not get the layout's "| Seers" template). */
  socialTitle: string;
  description: string;
  image: { path: string; width: number; height: number; alt?: string };
  type?: "website" | "article" | "profile";
  /** Extra Open Graph fields of the type, e.g. an article's publishedTime. */
  openGraph?: Record<string, unknown>;
} & Pick<Metadata, "robots" | "authors">;

export function pageMetadata({
  path,
  title,
  socialTitle,
  description,
  image,
  type = "website",
  openGraph,
  robots,
  authors,
}: PageMetadataInput): Metadata {
  const base = siteUrl();
  const url = `${base}${path}`;
  const socialImage = {
    url: `${base}${image.path}`,
    width: image.width,
    height: image.height,
    alt: image.alt ?? "",
  };
  return {
    title,
    description,
    authors,
    robots,
    alternates: { canonical: url },
    openGraph: {
      type,
      url,
      siteName: BRAND_NAME,
      title: socialTitle,
      description,
      images: [socialImage],
      ...openGraph,
    } as Metadata["openGraph"],
    twitter: {
      card: "summary_large_image",
      title: socialTitle,
      description,
      images: [socialImage.url],
    },
  };
}
