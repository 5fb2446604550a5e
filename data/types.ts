/** Shapes of the typed sample data behind the public pages. Pages read them through lib/ functions. */

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

export const TIME_FRAMES = ["Anytime", "Last week", "Last month"] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];

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
  location: Location;
  /** The card's rate, US dollars per hour (0–100, the Discover price range). */
  price: number;
  /** Days before today the coach was listed (Time Frame filter: last week ≤ 7, last month ≤ 30). */
  listedDaysAgo: number;
  /** Ratings given without a written review, by star; every written review (sample or stored) adds to these. */
  ratingBreakdown: RatingBreakdown;
  /** "consultations" or "visits", as the card says. */
  consultations: number;
  countLabel: "consultations" | "visits";
  featured: boolean;
  availableNow: boolean;
  image: string;
  imageAlt: string;
  avatar: string;
  bio: readonly string[];
  languages: readonly string[];
  yearsExperience: number;
  service: Service;
};

export type SampleReview = {
  id: string;
  coachSlug: string;
  author: string;
  avatar: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO date. */
  date: string;
  title: string;
  body: string;
};

export type Event = {
  slug: string;
  name: string;
  category: string;
  /** Days from today to the event (negative: it is past), so the sample stays current. */
  startsInDays: number;
  /** As shown on the card, e.g. "6:00 PM – 8:30 PM". */
  time: string;
  address: string;
  image: string;
  imageAlt: string;
  description: string;
};

export type Testimonial = {
  author: string;
  role: string;
  avatar: string;
  rating: 1 | 2 | 3 | 4 | 5;
  quote: string;
};

export type Stat = { label: string; value: string };

export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date. */
  publishedAt: string;
  image: string;
  imageAlt: string;
  /** Paragraphs; a paragraph starting with "## " is a subheading. */
  body: readonly string[];
};
