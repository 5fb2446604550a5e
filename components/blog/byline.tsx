/** Who wrote an article, when, and how long it takes to read; the author links to their coach profile. */

import Link from "next/link";
import { Picture } from "@/components/ui/picture";
import type { Coach } from "@/lib/catalog/types";
import type { BlogPost } from "@/lib/content/types";
import { formatPostDate, readingMinutes } from "./post-facts";

/** `coach` is the catalogue's coach who wrote the post (the page looks them up), when there is one. */
export function Byline({ post, coach }: { post: BlogPost; coach: Coach | undefined }) {
  return (
    <div className="flex items-center gap-3">
      {coach ? (
        <Picture
          src={coach.avatar}
          alt=""
          width={48}
          height={48}
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
