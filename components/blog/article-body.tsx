/** An article's text: paragraphs at a comfortable measure; a paragraph starting with "## " is a subheading. */
import type { BlogPost } from "@/lib/content/types";
import { headingId } from "./post-facts";

const SUBHEADING = "## ";

export function ArticleBody({ body }: { body: BlogPost["body"] }) {
  return (
    <div className="flex max-w-[65ch] flex-col gap-5 text-lg leading-relaxed text-ink-muted sm:leading-8">
      {body.map((paragraph) => {
        if (paragraph.startsWith(SUBHEADING)) {
          const text = paragraph.slice(SUBHEADING.length).trim();
          return (
            <h2
              key={paragraph}
              id={headingId(text)}
              className="mt-6 scroll-mt-24 font-serif text-2xl font-semibold leading-snug text-ink sm:text-3xl"
            >
              {text}
            </h2>
          );
        }
        return <p key={paragraph}>{paragraph}</p>;
      })}
    </div>
  );
}
