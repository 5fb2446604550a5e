/** What an article's byline shows besides the title and author: its date and reading time. */
import type { BlogPost } from "@/lib/content/types";

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

/** "What a good reader does" → "what-a-good-reader-does", for in-page links to subheadings. */
export function headingId(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
