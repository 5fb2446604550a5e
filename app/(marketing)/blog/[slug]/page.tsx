import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleBody } from "@/components/blog/article-body";
import { articleJsonLd } from "@/components/blog/article-schema";
import { Byline } from "@/components/blog/byline";
import { DiscoverCta } from "@/components/blog/discover-cta";
import { MorePosts } from "@/components/blog/more-posts";
import { postMetadata } from "@/components/blog/post-metadata";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { JsonLd } from "@/components/site/json-ld";
import { Picture } from "@/components/ui/picture";
import { findCoachByName } from "@/lib/catalog/queries";
import { getPost, listPosts } from "@/lib/content/posts";
import { siteUrl } from "@/lib/site-url";
import { ensureReady } from "@/lib/startup";

// The catalogue lives in the database: read per request, never while building.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

/** Every article is known at build time; any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return listPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return postMetadata(post);
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const others = listPosts().filter((other) => other.slug !== post.slug);
  // The articles are written by coaches of the catalogue: their profile gives the byline a face and a link.
  await ensureReady();
  const author = await findCoachByName(post.author);

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-16 px-4 pt-6 pb-4 sm:px-6">
      <JsonLd data={articleJsonLd(post, siteUrl(), author)} />
      <article className="flex flex-col gap-8">
        <Breadcrumbs
          crumbs={[
            { href: "/", label: "Home" },
            { href: "/blog", label: "Blog" },
            { href: `/blog/${post.slug}`, label: post.title },
          ]}
        />

        <header className="mx-auto flex w-full max-w-3xl flex-col gap-5">
          <h1 className="font-serif text-4xl font-semibold leading-tight text-balance text-ink sm:text-5xl">
            {post.title}
          </h1>
          <p className="text-xl leading-relaxed text-ink-muted">{post.excerpt}</p>
          <Byline post={post} coach={author} />
        </header>

        <Picture
          src={post.image}
          alt={post.imageAlt}
          width={1200}
          height={675}
          priority
          className="mx-auto aspect-video w-full max-w-4xl rounded-2xl bg-muted object-cover shadow-sm"
        />

        <div className="mx-auto w-full max-w-3xl">
          <ArticleBody body={post.body} />
        </div>
      </article>

      <div className="mx-auto flex w-full max-w-4xl flex-col gap-16">
        <DiscoverCta />
        <MorePosts posts={others} />
      </div>
    </main>
  );
}
