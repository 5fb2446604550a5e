/** Who wrote an article, when, and how long it takes to read; the author links to their coach profile. */
import Image from "next/image";
import Link from "next/link";
import type { BlogPost } from "@/data/types";
import { formatPostDate, postAuthor, readingMinutes } from "./post-facts";

export function Byline({ post }: { post: BlogPost }) {
  const coach = postAuthor(post);
  return (
    <div className="flex items-center gap-3">
      {coach ? (
        <Image
          src={coach.avatar}
          alt=""
          width={48}
          height={48}
          unoptimized
          className="size-12 shrink-0 rounded-full bg-muted"
        />
      ) : null}
      <div className="flex flex-col text-sm">
        <p className="font-semibold text-ink">
          <span className="sr-only">Written by </span>
          {coach ? (
            <Link
              href={`/profile/${coach.slug}`}
              className="underline-offset-4 hover:text-accent hover:underline"
            >
              {post.author}
            </Link>
          ) : (
            post.author
          )}
        </p>
        <p className="text-ink-muted">
          <time dateTime={post.publishedAt}>{formatPostDate(post)}</time>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {readingMinutes(post)} min read
        </p>
      </div>
    </div>
  );
}
