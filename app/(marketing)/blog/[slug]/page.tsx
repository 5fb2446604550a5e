import { ChevronRight } from "lucide-react";
import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArticleBody } from "@/components/blog/article-body";
import { articleJsonLd } from "@/components/blog/article-schema";
import { Byline } from "@/components/blog/byline";
import { DiscoverCta } from "@/components/blog/discover-cta";
import { MorePosts } from "@/components/blog/more-posts";
import { postMetadata } from "@/components/blog/post-metadata";
import { JsonLd } from "@/components/events/json-ld";
import { getPost, listPosts } from "@/lib/catalog/content";
import { siteUrl } from "@/lib/site-url";

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

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-16 px-4 pt-6 pb-4 sm:px-6">
      <JsonLd data={articleJsonLd(post, siteUrl())} />
      <article className="flex flex-col gap-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
            <li className="flex items-center gap-1">
              <Link href="/" className="rounded px-1 py-2 hover:text-accent">
                Home
              </Link>
              <ChevronRight aria-hidden size={14} />
            </li>
            <li className="flex items-center gap-1">
              <Link href="/blog" className="rounded px-1 py-2 hover:text-accent">
                Blog
              </Link>
              <ChevronRight aria-hidden size={14} />
            </li>
            <li className="min-w-0">
              <Link
                href={`/blog/${post.slug}`}
                aria-current="page"
                className="block truncate rounded px-1 py-2 font-medium text-ink"
              >
                {post.title}
              </Link>
            </li>
          </ol>
        </nav>

        <header className="mx-auto flex w-full max-w-3xl flex-col gap-5">
          <h1 className="font-serif text-4xl font-semibold leading-tight text-balance text-ink sm:text-5xl">
            {post.title}
          </h1>
          <p className="text-xl leading-relaxed text-ink-muted">{post.excerpt}</p>
          <Byline post={post} />
        </header>

        <Image
          src={post.image}
          alt={post.imageAlt}
          width={1200}
          height={675}
          unoptimized
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
