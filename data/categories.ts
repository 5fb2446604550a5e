import type { Category } from "@/lib/catalog/types";

/** The eight services: the home "Browse Experts" carousel and the Discover "All Model" dropdown. */
export const CATEGORIES: readonly Category[] = [
  {
    slug: "astrology",
    name: "Astrology",
    description:
      "Read the map of the sky at your birth to understand your temperament, your timing and the seasons of your life.",
    image: "/images/categories/astrology.svg",
    imageAlt: "A golden zodiac wheel with twelve houses and a crescent moon on a dusk-blue sky",
  },
  {
    slug: "tarot-reading",
    name: "Tarot Reading",
    description:
      "Work through a question with the cards' old symbols and leave with clearer options, not fixed predictions.",
    image: "/images/categories/tarot-reading.svg",
    imageAlt:
      "Three tarot cards fanned out, showing a moon, a sun and a star, on a purple evening sky",
  },
  {
    slug: "psychic-mediums",
    name: "Psychic Mediums",
    description:
      "Sit with an intuitive reader for a gentle, grounded session of insight, reflection and remembrance.",
    image: "/images/categories/psychic-mediums.svg",
    imageAlt: "An open eye surrounded by rays of light above three lit candles",
  },
  {
    slug: "energy-healing",
    name: "Energy Healing",
    description:
      "Slow down with Reiki, sound and breath practices that help your body and mind settle and rest.",
    image: "/images/categories/energy-healing.svg",
    imageAlt:
      "A seated meditating figure with a column of colored energy points inside soft rings of light",
  },
  {
    slug: "numerology",
    name: "Numerology",
    description:
      "Explore the numbers in your name and birth date as a language for your strengths and life path.",
    image: "/images/categories/numerology.svg",
    imageAlt:
      "A ring of the numbers one to nine around a nine-pointed star with the number seven at its center",
  },
  {
    slug: "palmistry",
    name: "Palmistry",
    description:
      "Learn what the lines, mounts and shape of your hands suggest about your character and choices.",
    image: "/images/categories/palmistry.svg",
    imageAlt:
      "An open palm with its heart, head and life lines traced in gold under a crescent moon",
  },
  {
    slug: "meditation-mindfulness",
    name: "Meditation & Mindfulness",
    description:
      "Build a calm, steady practice with a teacher who meets you where you are, five minutes at a time.",
    image: "/images/categories/meditation-mindfulness.svg",
    imageAlt: "A lotus flower rising from gentle waves in front of a pale golden sun",
  },
  {
    slug: "spiritual-life-coaching",
    name: "Spiritual Life Coaching",
    description:
      "Turn insight into action with a coach who helps you align your work, relationships and values.",
    image: "/images/categories/spiritual-life-coaching.svg",
    imageAlt: "A winding dotted path leading up through green mountains toward a rising sun",
  },
];

/**
 * Alt text for the two generated motifs of each category (scripts/generate-images.mjs draws
 * motif 0 and motif 1 per category); events and coach galleries reuse these illustrations.
 */
export const CATEGORY_ART_ALT: Readonly<Record<string, readonly [string, string]>> = {
  astrology: [
    "A golden zodiac wheel and a crescent moon in a starry sky",
    "A large crescent moon beside a constellation of linked stars",
  ],
  "tarot-reading": [
    "Three tarot cards fanned out, showing a moon, a sun and a star",
    "A single tarot card with a crescent moon between lit candles",
  ],
  "psychic-mediums": [
    "An open eye crowned with rays of light above three lit candles",
    "A glowing crystal ball on a golden stand under the stars",
  ],
  "energy-healing": [
    "A seated meditating figure with a column of colored energy points inside rings of light",
    "Three quartz crystals standing in a soft circle of light",
  ],
  numerology: [
    "A ring of the numbers one to nine around a nine-pointed star with a seven at its center",
    "A petal mandala around a small ring of numbers with a three at its center",
  ],
  palmistry: [
    "An open palm with its lines traced in gold under a crescent moon",
    "An open palm with its lines traced in gold inside a zodiac wheel",
  ],
  "meditation-mindfulness": [
    "A lotus flower rising from gentle waves in front of a pale sun",
    "A petal mandala glowing above three small candles",
  ],
  "spiritual-life-coaching": [
    "A dotted path winding up through mountains toward a rising sun",
    "A dotted trail climbing mountains beside a still lake under a crescent moon",
  ],
};

/** The alt text of a category's generated motif (0 or 1). */
export function categoryArtAlt(categorySlug: string, motif: 0 | 1): string {
  const alts = CATEGORY_ART_ALT[categorySlug];
  if (!alts) throw new Error(`No illustration for category "${categorySlug}"`);
  return alts[motif];
}
