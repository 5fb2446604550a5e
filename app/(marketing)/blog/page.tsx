import type { Metadata } from "next";
import { PostCard } from "@/components/blog/post-card";
import { PageBanner } from "@/components/site/page-banner";
import { BRAND_NAME } from "@/lib/brand";
import { listPosts } from "@/lib/content/posts";
import { pageMetadata } from "@/lib/seo/page-metadata";

const TITLE = `The ${BRAND_NAME} blog`;
const TEXT = "Short, honest reads on finding guidance and making it part of your life.";
const DESCRIPTION = `Articles by the coaches on ${BRAND_NAME}: choosing a reader, your first astrology session, simple grounding practices. ${TEXT}`;
const BANNER = "/images/site/seekers-banner.svg";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    path: "/blog",
    title: "Blog",
    socialTitle: `Blog | ${BRAND_NAME}`,
    description: DESCRIPTION,
    image: { path: BANNER, width: 1800, height: 600 },
  });
}

export default function BlogIndexPage() {
  const posts = listPosts();
  return (
    <main id="main">
      <PageBanner
        title={TITLE}
        text={TEXT}
        image={BANNER}
        crumbs={[
          { href: "/", label: "Home" },
          { href: "/blog", label: "Blog" },
        ]}
      />
      <section aria-labelledby="articles-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="articles-heading" className="mb-8 font-serif text-3xl font-semibold text-ink">
          Latest articles
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
