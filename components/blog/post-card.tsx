/** One article as a card (the blog index and "More from the blog"): cover, date, title, excerpt, link. */
import Image from "next/image";
import Link from "next/link";
import type { BlogPost } from "@/data/types";
import { formatPostDate, readingMinutes } from "./post-facts";

type Props = { post: BlogPost; headingLevel?: "h2" | "h3" };

export function PostCard({ post, headingLevel = "h3" }: Props) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <Image
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={675}
        unoptimized
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
          {/* The whole card is the link's target area; the link's name stays the title. */}
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="text-sm leading-relaxed text-ink-muted">{post.excerpt}</p>
        <p className="mt-auto pt-1 text-sm font-medium text-ink">By {post.author}</p>
      </div>
    </article>
  );
}
