/** Shapes of the public pages' content: events, testimonials, stats and blog posts. */

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
