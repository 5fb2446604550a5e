/**
 * One listing → the `Coach` the public components take. The catalogue maps stored rows through it
 * and the listing editor's preview maps the API's listing JSON through it, so both show the same.
 * A Seer's listing brings only its own fields; a seeded sample coach adds its presentation
 * (service title and price, colour types, avatar, ratings, counts, featured and available flags).
 */

import type {
  Coach,
  Mode,
  RatingBreakdown,
  ReadingType,
  Service,
  Specialty,
} from "@/lib/catalog/types";
import { DAY_MS } from "@/lib/durations";
import type { ListingPublic } from "./schema";

export type CoachPresentation = {
  serviceTitle: string | null;
  /** US dollars per hour; a Seer's service is priced at their hourly rate. */
  servicePrice: number | null;
  colorTypes: Service["colorTypes"];
  avatar: string | null;
  ratingBreakdown: RatingBreakdown;
  consultations: number;
  countLabel: Coach["countLabel"];
  featured: boolean;
};

export const NO_RATINGS: RatingBreakdown = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };

/** What a Seer's own listing shows: no colour choice, no ratings yet, a derived service title. */
const SEER_PRESENTATION: CoachPresentation = {
  serviceTitle: null,
  servicePrice: null,
  colorTypes: [],
  avatar: null,
  ratingBreakdown: NO_RATINGS,
  consultations: 0,
  countLabel: "consultations",
  featured: false,
};

/** Uploaded pictures come in widths (`/media/<hash>-<width>.webp`); public paths have one size. */
export function photoVariant(url: string, width: 320 | 640 | 1280): string {
  return url.startsWith("/media/") ? url.replace(/-\d+\.webp$/, `-${width}.webp`) : url;
}

export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function serviceTitleFor(name: string): string {
  return `A session with ${name.split(" ")[0] || name}`;
}

function daysSince(publishedAt: string | null | undefined, now: Date): number {
  if (!publishedAt) return 0;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(publishedAt)) / DAY_MS));
}

type ListingToCoachInput = {
  listing: ListingPublic;
  /** When the listing was published (ISO); a preview passes none and counts as listed today. */
  publishedAt?: string | null;
  now?: Date;
  presentation?: Partial<CoachPresentation>;
};

export function listingToCoach({
  listing,
  publishedAt,
  now = new Date(),
  presentation = {},
}: ListingToCoachInput): Coach {
  const shown = { ...SEER_PRESENTATION, ...presentation };
  const name = listing.display_name.trim() || "Your name";
  const photos = listing.photos.map((photo) => ({ src: photo.url, alt: photo.alt }));
  const cover = photos[0];
  const rate = listing.hourly_rate ?? 0;
  return {
    slug: listing.slug,
    name,
    headline: listing.headline.trim(),
    categorySlug: listing.category ?? "",
    specialties: listing.specialties as Specialty[],
    readingTypes: listing.reading_types as ReadingType[],
    mode: (listing.mode ?? "Remote") as Mode,
    // Remote sessions have no place to meet, so no city is shown for them.
    location: listing.mode === "Remote" && !listing.location ? null : listing.location,
    price: rate,
    listedDaysAgo: daysSince(publishedAt, now),
    ratingBreakdown: shown.ratingBreakdown,
    consultations: shown.consultations,
    countLabel: shown.countLabel,
    featured: shown.featured,
    image: cover ? photoVariant(cover.src, 640) : "",
    imageAlt: cover?.alt ?? `Photo of ${name}`,
    avatar: shown.avatar ?? (cover ? photoVariant(cover.src, 320) : ""),
    bio: bioParagraphs(listing.bio),
    languages: listing.languages,
    yearsExperience: listing.years_experience ?? 0,
    service: {
      title: shown.serviceTitle ?? serviceTitleFor(name),
      description: listing.session_description.trim(),
      price: shown.servicePrice ?? rate,
      colorTypes: shown.colorTypes,
      gallery: photos.map((photo) => ({ src: photoVariant(photo.src, 1280), alt: photo.alt })),
    },
  };
}
