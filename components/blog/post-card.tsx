/**
 * One article as a card (home's latest articles, the blog index, "More from the blog"): cover,
 * date, title, excerpt, link. Home names its link "Learn More", as the spec has it.
 */

import Link from "next/link";
import { Picture } from "@/components/ui/picture";
import type { BlogPost } from "@/lib/content/types";
import { formatPostDate, readingMinutes } from "./post-facts";

type Props = { post: BlogPost; headingLevel?: "h2" | "h3"; learnMore?: boolean };

const STRETCHED_LINK = "after:absolute after:inset-0 after:content-['']";

export function PostCard({ post, headingLevel = "h3", learnMore = false }: Props) {
  const Heading = headingLevel;
  const href = `/blog/${post.slug}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <Picture
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={675}
        className="aspect-video w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm text-ink-muted">
          <time dateTime={post.publishedAt}>{formatPostDate(post)}</time>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {readingMinutes(post)} min read
        </p>
        <Heading className="font-serif text-xl font-semibold leading-snug text-ink">
          {learnMore ? (
            post.title
          ) : (
            // The whole card is the link's target area; the link's name stays the title.
            <Link href={href} className={`${STRETCHED_LINK} group-hover:text-accent`}>
              {post.title}
            </Link>
          )}
        </Heading>
        <p className="text-sm leading-relaxed text-ink-muted">{post.excerpt}</p>
        <p className="mt-auto pt-1 text-sm font-medium text-ink">By {post.author}</p>
        {learnMore ? (
          <Link
            href={href}
            className={`${STRETCHED_LINK} self-start font-semibold text-accent underline-offset-4 hover:underline`}
          >
            Learn More<span className="sr-only">: {post.title}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
