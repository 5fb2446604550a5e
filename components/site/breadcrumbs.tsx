/** A page's breadcrumb trail, Home first; the last crumb is the page itself (`aria-current`). */
import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/cn";

export type Crumb = { href: string; label: string };

/** `page` sits on the page's own background; `banner` on a page banner's dark illustration. */
const TONES = {
  page: {
    list: "text-ink-muted",
    link: "hover:text-accent",
    current: "block truncate font-medium text-ink",
  },
  banner: {
    list: "text-brand-50",
    link: "underline-offset-4 hover:underline",
    current: "font-semibold text-white",
  },
} as const;

type Props = { crumbs: Crumb[]; tone?: keyof typeof TONES };

export function Breadcrumbs({ crumbs, tone = "page" }: Props) {
  const styles = TONES[tone];
  const last = crumbs.length - 1;
  return (
    <nav aria-label="Breadcrumb">
      <ol className={cn("flex flex-wrap items-center gap-1 text-sm", styles.list)}>
        {crumbs.map((crumb, index) =>
          index === last ? (
            // A long title (a blog post's) is cut short rather than wrapping the trail.
            <li key={crumb.href} className="min-w-0">
              <Link
                href={crumb.href}
                aria-current="page"
                className={cn("rounded px-1 py-2", styles.current)}
              >
                {crumb.label}
              </Link>
            </li>
          ) : (
            <li key={crumb.href} className="flex items-center gap-1">
              <Link href={crumb.href} className={cn("rounded px-1 py-2", styles.link)}>
                {crumb.label}
              </Link>
              <ChevronRight aria-hidden size={14} />
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
