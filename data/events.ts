import type { Event } from "@/lib/content/types";
import { categoryArtAlt } from "./categories";

/** The illustration of an event: events/<slug>.svg, drawn from one of its category's two motifs. */
function art(slug: string, categorySlug: string, motif: 0 | 1) {
  return { image: `/images/events/${slug}.svg`, imageAlt: categoryArtAlt(categorySlug, motif) };
}

/**
 * Seventeen upcoming events (soonest first; /events shows the first eleven before "Load more")
 * and eight past ones (most recent first). Each falls on its own day. `category` is a category's
 * display name from data/categories.ts.
 */
export const EVENTS: readonly Event[] = [
  {
    slug: "new-moon-intention-circle",
    name: "New Moon Intention Circle",
    category: "Astrology",
    startsInDays: 3,
    time: "7:00 PM – 8:30 PM",
    address: "Luna Loft, 2214 Mission St, San Francisco, CA 94110",
    ...art("new-moon-intention-circle", "astrology", 1),
    description:
      "Start the lunar month with a small circle of people setting intentions together. Priya Raman explains what the new Moon's sign suggests for the weeks ahead, then guides a quiet writing practice. Tea and cushions provided; bring a notebook.",
  },
  {
    slug: "tarot-for-beginners-workshop",
    name: "Tarot for Beginners Workshop",
    category: "Tarot Reading",
    startsInDays: 5,
    time: "10:00 AM – 1:00 PM",
    address: "The Reading Room, 147 W 24th St, New York, NY 10011",
    ...art("tarot-for-beginners-workshop", "tarot-reading", 0),
    description:
      "A hands-on morning for complete beginners. Learn the structure of the deck, the meaning of the Major Arcana and a simple three-card spread, then practice reading for a partner. Decks are provided to use during the workshop.",
  },
  {
    slug: "sound-bath-and-breathwork",
    name: "Sound Bath and Breathwork",
    category: "Meditation & Mindfulness",
    startsInDays: 8,
    time: "6:30 PM – 8:00 PM",
    address: "Stillwater Studio, 1620 Abbot Kinney Blvd, Venice, CA 90291",
    ...art("sound-bath-and-breathwork", "meditation-mindfulness", 0),
    description:
      "Unwind after work with twenty minutes of gentle guided breathing followed by a long sound bath of crystal bowls and gongs. Mats and blankets are provided. Suitable for all levels.",
  },
  {
    slug: "reiki-level-one-weekend",
    name: "Reiki Level One Weekend",
    category: "Energy Healing",
    startsInDays: 11,
    time: "9:30 AM – 5:00 PM",
    address: "Oak & Ember Healing Arts, 5940 College Ave, Oakland, CA 94618",
    ...art("reiki-level-one-weekend", "energy-healing", 0),
    description:
      "A two-day introduction to Reiki with Kwame Mensah, covering its history, hand positions and self-practice. You will give and receive short sessions in a supportive small group and leave with a certificate of completion. Lunch is included on both days.",
  },
  {
    slug: "your-birth-chart-decoded",
    name: "Your Birth Chart, Decoded",
    category: "Astrology",
    startsInDays: 14,
    time: "6:00 PM – 8:30 PM",
    address: "Brooklyn Commons Hall, 388 Atlantic Ave, Brooklyn, NY 11217",
    ...art("your-birth-chart-decoded", "astrology", 0),
    description:
      "Bring a printout of your birth chart and learn to read its basics: the signs, houses and the planets that matter most for you. Plenty of time is set aside for questions about your own chart.",
  },
  {
    slug: "evening-of-mediumship",
    name: "An Evening of Mediumship",
    category: "Psychic Mediums",
    startsInDays: 17,
    time: "7:30 PM – 9:30 PM",
    address: "Silver Lake Community Hall, 2830 Sunset Blvd, Los Angeles, CA 90026",
    ...art("evening-of-mediumship", "psychic-mediums", 0),
    description:
      "Rafael Mendoza hosts a gentle demonstration of evidential mediumship for a small audience, followed by an open conversation about grief, memory and how mediums work. Not every guest will receive a message.",
  },
  {
    slug: "palm-reading-fundamentals",
    name: "Palm Reading Fundamentals",
    category: "Palmistry",
    startsInDays: 20,
    time: "2:00 PM – 5:00 PM",
    address: "Juniper House, 1821 Fourth St, Berkeley, CA 94710",
    ...art("palm-reading-fundamentals", "palmistry", 0),
    description:
      "Learn the hand shapes, major lines and mounts, and practice reading palms with the people around you. You will take home a printed guide and your own hand prints.",
  },
  {
    slug: "candlelight-meditation-evening",
    name: "Candlelight Meditation Evening",
    category: "Meditation & Mindfulness",
    startsInDays: 24,
    time: "7:00 PM – 8:15 PM",
    address: "Mariposa Yoga Collective, 3150 18th St, San Francisco, CA 94110",
    ...art("candlelight-meditation-evening", "meditation-mindfulness", 1),
    description:
      "A quiet hour of candlelit sitting and walking meditation for the darker months. The session is silent apart from short spoken guidance, and it ends with warm tea and time to chat.",
  },
  {
    slug: "numerology-your-personal-year",
    name: "Numerology: Your Personal Year",
    category: "Numerology",
    startsInDays: 28,
    time: "6:30 PM – 8:30 PM",
    address: "Hudson Street Studio, 520 Hudson St, New York, NY 10014",
    ...art("numerology-your-personal-year", "numerology", 0),
    description:
      "Hiro Tanaka shows you how to calculate your personal year number and what each of the nine years in the cycle traditionally emphasizes. Leave with a simple plan for the months ahead.",
  },
  {
    slug: "vision-and-values-retreat",
    name: "Vision and Values Day Retreat",
    category: "Spiritual Life Coaching",
    startsInDays: 33,
    time: "9:00 AM – 4:00 PM",
    address: "Topanga Canyon Retreat Center, 1440 N Topanga Canyon Blvd, Topanga, CA 90290",
    ...art("vision-and-values-retreat", "spiritual-life-coaching", 0),
    description:
      "Step away from your routine for a day of reflection, guided exercises and a quiet hike. Ana Lúcia Ferreira helps you name your core values and turn them into a few concrete intentions. A vegetarian lunch is included.",
  },
  {
    slug: "crystal-grid-workshop",
    name: "Crystal Grid Workshop",
    category: "Energy Healing",
    startsInDays: 39,
    time: "1:00 PM – 3:30 PM",
    address: "Moonstone Apothecary, 4312 Piedmont Ave, Oakland, CA 94611",
    ...art("crystal-grid-workshop", "energy-healing", 1),
    description:
      "Explore the traditions behind crystal grids and design one of your own as a focus for meditation or intention-setting. All stones are provided and you keep your finished grid.",
  },
  {
    slug: "vedic-astrology-study-group",
    name: "Vedic Astrology Study Group",
    category: "Astrology",
    startsInDays: 45,
    time: "7:00 PM – 9:00 PM",
    address: "Saffron Room, 37-20 74th St, Queens, NY 11372",
    ...art("vedic-astrology-study-group", "astrology", 1),
    description:
      "A friendly monthly gathering for anyone learning Jyotish. This session looks at the lunar mansions, the nakshatras, with short presentations and time to compare charts. Beginners are welcome.",
  },
  {
    slug: "intuition-development-circle",
    name: "Intuition Development Circle",
    category: "Psychic Mediums",
    startsInDays: 52,
    time: "6:00 PM – 8:00 PM",
    address: "Larchmont Wellness Loft, 215 N Larchmont Blvd, Los Angeles, CA 90004",
    ...art("intuition-development-circle", "psychic-mediums", 1),
    description:
      "A small, practice-based circle for strengthening your intuition through meditation, pair exercises and reflection. Nadia Rahimi keeps things grounded, playful and free of pressure.",
  },
  {
    slug: "tarot-and-journaling-brunch",
    name: "Tarot and Journaling Brunch",
    category: "Tarot Reading",
    startsInDays: 60,
    time: "11:00 AM – 1:30 PM",
    address: "Fig & Thistle Café, 1290 Valencia St, San Francisco, CA 94110",
    ...art("tarot-and-journaling-brunch", "tarot-reading", 1),
    description:
      "Draw a card, write about it and share over brunch. Amara Okafor leads three journaling prompts inspired by the cards. Brunch and a pocket journal are included.",
  },
  {
    slug: "moonlit-beach-meditation",
    name: "Moonlit Beach Meditation",
    category: "Meditation & Mindfulness",
    startsInDays: 71,
    time: "8:00 PM – 9:30 PM",
    address: "Sunset Dunes Meeting Point, 8600 Vista Del Mar, Playa del Rey, CA 90293",
    ...art("moonlit-beach-meditation", "meditation-mindfulness", 0),
    description:
      "Meditate to the sound of the waves under an evening sky. Bring a blanket and warm layers; the session moves indoors to a nearby studio if the weather turns.",
  },
  {
    slug: "chinese-zodiac-elements-workshop",
    name: "Chinese Zodiac: Your Element",
    category: "Astrology",
    startsInDays: 88,
    time: "3:00 PM – 5:30 PM",
    address: "Lotus Pavilion Hall, 810 Grant Ave, San Francisco, CA 94108",
    ...art("chinese-zodiac-elements-workshop", "astrology", 0),
    description:
      "Mei Lin Zhou introduces the twelve animal signs and the five elements, and shows how to find the element of your birth year. The afternoon closes with tea and a question-and-answer session.",
  },
  {
    slug: "sacred-sites-travel-info-night",
    name: "Sacred Sites Travel Info Night",
    category: "Spiritual Life Coaching",
    startsInDays: 110,
    time: "6:30 PM – 8:00 PM",
    address: "Wanderlight Travel Studio, 61 Greenpoint Ave, Brooklyn, NY 11222",
    ...art("sacred-sites-travel-info-night", "spiritual-life-coaching", 1),
    description:
      "Hear about next year's small-group pilgrimages to historic and sacred places, with photos, itineraries and honest advice on pace and cost from Søren Halvorsen and Elijah Brooks. Free to attend; registration helps us plan seating.",
  },
  // Past events
  {
    slug: "moonrise-gathering",
    name: "Moonrise Gathering",
    category: "Astrology",
    startsInDays: -5,
    time: "7:30 PM – 9:00 PM",
    address: "Luna Loft, 2214 Mission St, San Francisco, CA 94110",
    ...art("moonrise-gathering", "astrology", 1),
    description:
      "An evening of reflection as the Moon rose over the city. Priya Raman gave a short talk on lunar cycles, followed by a guided meditation and a gratitude circle.",
  },
  {
    slug: "chakra-balancing-evening",
    name: "Chakra Balancing Evening",
    category: "Energy Healing",
    startsInDays: -12,
    time: "6:00 PM – 8:00 PM",
    address: "Stillwater Studio, 1620 Abbot Kinney Blvd, Venice, CA 90291",
    ...art("chakra-balancing-evening", "energy-healing", 0),
    description:
      "Leilani Kahale led an introduction to the seven chakras as a framework for reflection. The evening continued with breathwork and a long guided relaxation.",
  },
  {
    slug: "hands-and-stories-palmistry-night",
    name: "Hands and Stories: Palmistry Night",
    category: "Palmistry",
    startsInDays: -21,
    time: "7:00 PM – 9:00 PM",
    address: "Hudson Street Studio, 520 Hudson St, New York, NY 10014",
    ...art("hands-and-stories-palmistry-night", "palmistry", 1),
    description:
      "Yasmin Haddad shared the history of palmistry across cultures. She then read hands for volunteers while the room learned along with her.",
  },
  {
    slug: "mindful-morning-in-the-park",
    name: "Mindful Morning in the Park",
    category: "Meditation & Mindfulness",
    startsInDays: -34,
    time: "8:00 AM – 9:30 AM",
    address: "Dolores Park, 19th St & Dolores St, San Francisco, CA 94114",
    ...art("mindful-morning-in-the-park", "meditation-mindfulness", 1),
    description:
      "An outdoor session of sitting and walking meditation on the lawn with Søren Halvorsen. Coffee followed for anyone who wanted to stay and talk.",
  },
  {
    slug: "life-path-numbers-workshop",
    name: "Life Path Numbers Workshop",
    category: "Numerology",
    startsInDays: -50,
    time: "2:00 PM – 4:30 PM",
    address: "Juniper House, 1821 Fourth St, Berkeley, CA 94710",
    ...art("life-path-numbers-workshop", "numerology", 1),
    description:
      "Participants calculated their life path numbers with Hiro Tanaka. They explored what the tradition associates with each number through examples and small-group discussion.",
  },
  {
    slug: "tarot-card-of-the-season",
    name: "Tarot: Card of the Season",
    category: "Tarot Reading",
    startsInDays: -77,
    time: "6:30 PM – 8:30 PM",
    address: "The Reading Room, 147 W 24th St, New York, NY 10011",
    ...art("tarot-card-of-the-season", "tarot-reading", 0),
    description:
      "Olena Kovalenko guided a group spread for the season ahead. Everyone drew a personal card to reflect on over the following months.",
  },
  {
    slug: "intro-to-psychic-protection",
    name: "Intro to Psychic Self-Care",
    category: "Psychic Mediums",
    startsInDays: -118,
    time: "7:00 PM – 8:30 PM",
    address: "Larchmont Wellness Loft, 215 N Larchmont Blvd, Los Angeles, CA 90004",
    ...art("intro-to-psychic-protection", "psychic-mediums", 0),
    description:
      "A practical evening on boundaries, grounding and rest for sensitive and intuitive people. Rafael Mendoza shared simple visualizations to take home.",
  },
  {
    slug: "purpose-and-pause-day-retreat",
    name: "Purpose and Pause Day Retreat",
    category: "Spiritual Life Coaching",
    startsInDays: -165,
    time: "10:00 AM – 4:00 PM",
    address: "Topanga Canyon Retreat Center, 1440 N Topanga Canyon Blvd, Topanga, CA 90290",
    ...art("purpose-and-pause-day-retreat", "spiritual-life-coaching", 0),
    description:
      "A day of coaching exercises, silent reflection and a guided canyon walk for anyone standing at a crossroads. Elijah Brooks led the group through the day.",
  },
];
