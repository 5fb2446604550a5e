/** A listing as the public profile's pieces show it: the editor's preview and the admin's review. */
import type { ListingPublic } from "./schema";
import { listingToCoach } from "./to-coach";

export type ListingProfileView = {
  slug: string;
  name: string;
  headline: string;
  categoryName: string | null;
  specialties: string[];
  readingTypes: string[];
  mode: string | null;
  /** The city, as the public profile shows it (null when a Remote Seer names none). */
  location: string | null;
  languages: string[];
  yearsExperience: number | null;
  /** The bio's paragraphs: blocks of text between blank lines. */
  bio: string[];
  service: {
    title: string;
    description: string;
    price: number | null;
    sessionHours: number[];
    gallery: { src: string; alt: string }[];
  };
};

/**
 * `categoryName` turns the listing's category slug into its name (the catalogue owns the names).
 * The fields come from `listingToCoach`, the catalogue's own mapper, so the preview shows what
 * Discover and the profile will; the preview adds what a draft may still lack (nulls).
 */
export function listingToProfileView(
  listing: ListingPublic,
  categoryName: (slug: string) => string | undefined,
): ListingProfileView {
  const coach = listingToCoach({ listing });
  return {
    slug: coach.slug,
    name: coach.name,
    headline: coach.headline,
    categoryName: listing.category ? (categoryName(listing.category) ?? null) : null,
    specialties: [...coach.specialties],
    readingTypes: [...coach.readingTypes],
    mode: listing.mode,
    location: coach.location,
    languages: [...coach.languages],
    yearsExperience: listing.years_experience,
    bio: [...coach.bio],
    service: {
      title: coach.service.title,
      description: coach.service.description,
      price: listing.hourly_rate,
      sessionHours: [...listing.session_hours].sort((a, b) => a - b),
      gallery: coach.service.gallery.map((photo) => ({ ...photo })),
    },
  };
}
