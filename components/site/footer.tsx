/** The public footer: support, for coaches, the blog and the newsletter. Every link goes to a page that exists. */
import Link from "next/link";
import { BRAND_NAME } from "@/lib/brand";
import { listPosts } from "@/lib/content/posts";
import { SUPPORT_EMAIL } from "@/lib/site";
import { NewsletterForm } from "./newsletter-form";

const linkClass = "text-sm text-ink-muted hover:text-accent";

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold uppercase tracking-wider text-ink">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}

export function Footer() {
  const posts = listPosts();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <Column title="Support">
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
          </li>
          <li className="text-sm text-ink-muted">
            We answer within one working day, Monday to Friday.
          </li>
          <li>
            <Link href="/login" className={linkClass}>
              Your account
            </Link>
          </li>
        </Column>
        <Column title="For coaches">
          <li>
            <Link href="/signup?role=seer" className={linkClass}>
              Become a Seer
            </Link>
          </li>
          <li>
            <Link href="/login?role=seer" className={linkClass}>
              Seer log in
            </Link>
          </li>
          <li>
            <Link href="/events" className={linkClass}>
              Host or join an event
            </Link>
          </li>
        </Column>
        <Column title="From the blog">
          {posts.map((post) => (
            <li key={post.slug}>
              <Link href={`/blog/${post.slug}`} className={linkClass}>
                {post.title}
              </Link>
            </li>
          ))}
        </Column>
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-ink">Newsletter</h2>
          <p className="text-sm text-ink-muted">
            New Seers, events and gentle practices, once a month.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-ink-muted sm:px-6">
          © {new Date().getFullYear()} {BRAND_NAME}. Guidance, not medical advice.
        </p>
      </div>
    </footer>
  );
}
