/** "Latest blog articles": three cards, each opening its article with "Learn More". */
import { PostCard } from "@/components/blog/post-card";
import type { BlogPost } from "@/lib/content/types";
import { SectionHeading } from "./section-heading";

export function LatestPosts({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <section
      aria-labelledby="blog-heading"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="blog-heading"
        eyebrow="From the blog"
        title="Latest blog articles"
        text="Short, honest reads on finding guidance and making it part of your life."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} learnMore />
          </li>
        ))}
      </ul>
    </section>
  );
}
