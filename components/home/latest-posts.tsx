/** "Latest blog articles": three cards, each opening its article. */
import Image from "next/image";
import Link from "next/link";
import type { BlogPost } from "@/data/types";
import { SectionHeading } from "./section-heading";

const DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

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
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
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
                  <time dateTime={post.publishedAt}>{DATE.format(new Date(post.publishedAt))}</time>{" "}
                  · {post.author}
                </p>
                <h3 className="font-serif text-xl font-semibold leading-snug text-ink">
                  {post.title}
                </h3>
                <p className="text-sm text-ink-muted">{post.excerpt}</p>
                <Link
                  href={`/blog/${post.slug}`}
                  className="mt-auto self-start font-semibold text-accent underline-offset-4 hover:underline"
                >
                  Learn More<span className="sr-only">: {post.title}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
