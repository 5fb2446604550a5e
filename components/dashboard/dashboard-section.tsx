/**
 * One part of the dashboard: a titled section, with a link to where it continues. Boxed for
 * lists of its own; open when it holds booking cards, which are boxes already.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Props = {
  id: string;
  title: string;
  link?: { href: string; label: string };
  boxed?: boolean;
  children: ReactNode;
};

export function DashboardSection({ id, title, link, boxed = true, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col gap-4",
        boxed && "rounded-2xl border border-line bg-surface p-5 sm:p-6",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
          {title}
        </h2>
        {link ? (
          <Link
            href={link.href}
            className="inline-flex min-h-11 items-center text-sm font-medium text-accent hover:underline"
          >
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** What a section says when it has nothing to list yet, with the way to change that. */
export function DashboardEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line p-5 text-ink-muted">
      {children}
    </div>
  );
}
