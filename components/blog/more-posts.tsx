/** "More from the blog": the other articles, newest first, and the way to all of them. */
import Link from "next/link";
import type { BlogPost } from "@/lib/content/types";
import { PostCard } from "./post-card";

export function MorePosts({ posts }: { posts: readonly BlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="more-posts-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="more-posts-heading" className="font-serif text-3xl font-semibold text-ink">
          More from the blog
        </h2>
        <Link href="/blog" className="font-semibold text-accent underline-offset-4 hover:underline">
          All articles
        </Link>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
