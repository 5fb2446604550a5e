/** What an article's byline shows besides the title: its date, reading time and the coach who wrote it. */
import type { BlogPost, Coach } from "@/data/types";
import { allCoachSlugs, getCoach } from "@/lib/catalog/coaches";

/** A calm reading pace for reflective prose; rounding up never promises less time than it takes. */
const WORDS_PER_MINUTE = 200;

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export function formatPostDate(post: BlogPost): string {
  return LONG_DATE.format(new Date(post.publishedAt));
}

export function wordCount(post: BlogPost): number {
  return post.body.reduce(
    (sum, paragraph) => sum + paragraph.replace(/^## /, "").split(/\s+/).filter(Boolean).length,
    0,
  );
}

export function readingMinutes(post: BlogPost): number {
  return Math.max(1, Math.ceil(wordCount(post) / WORDS_PER_MINUTE));
}

/** The articles are written by coaches of the catalogue: their profile gives the byline a face and a link. */
export function postAuthor(post: BlogPost): Coach | undefined {
  return allCoachSlugs()
    .map((slug) => getCoach(slug))
    .find((coach) => coach?.name === post.author);
}

/** "What a good reader does" → "what-a-good-reader-does", for in-page links to subheadings. */
export function headingId(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
