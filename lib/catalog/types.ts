/** The coach's shapes and option lists: coaches, categories, services and ratings. */

export const MODES = ["Remote", "Hybrid", "On Site"] as const;
export type Mode = (typeof MODES)[number];

export const LOCATIONS = ["Bay Area", "New York City", "Los Angeles"] as const;
export type Location = (typeof LOCATIONS)[number];

export const SPECIALTIES = [
  "Esoteric Sciences",
  "Divination Tools",
  "Psychic Abilities",
  "Healing",
  "Sacred Sites Travel",
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const READING_TYPES = [
  "Western Astrology",
  "Vedic Astrology",
  "Chinese Astrology",
  "Numerology",
  "Palmistry",
] as const;
export type ReadingType = (typeof READING_TYPES)[number];

export type Category = {
  slug: string;
  name: string;
  description: string;
  /** Path under public/, e.g. /images/categories/astrology.svg */
  image: string;
  imageAlt: string;
};

export type RatingBreakdown = { 5: number; 4: number; 3: number; 2: number; 1: number };

export type Service = {
  title: string;
  description: string;
  /** US dollars per hour. */
  price: number;
  colorTypes: readonly ("Green" | "Yellow" | "Primary")[];
  gallery: readonly { src: string; alt: string }[];
};

export type Coach = {
  slug: string;
  name: string;
  /** One line under the name, e.g. "Vedic astrologer and breathwork guide". */
  headline: string;
  categorySlug: string;
  specialties: readonly Specialty[];
  readingTypes: readonly ReadingType[];
  mode: Mode;
  /** A city: the spec's three for the sample coaches, any city for a Seer; null for a Remote Seer without one. */
  location: string | null;
  /** The card's rate, US dollars per hour (a Seer's runs to 500; the slider's 100 means "100 and above"). */
  price: number;
  /** Days before today the coach was listed (Time Frame filter: last week ≤ 7, last month ≤ 30). */
  listedDaysAgo: number;
  /** Ratings given without a written review, by star; every written review (sample or stored) adds to these. */
  ratingBreakdown: RatingBreakdown;
  /** "consultations" or "visits", as the card says. */
  consultations: number;
  countLabel: "consultations" | "visits";
  featured: boolean;
  image: string;
  imageAlt: string;
  avatar: string;
  bio: readonly string[];
  languages: readonly string[];
  yearsExperience: number;
  service: Service;
};
