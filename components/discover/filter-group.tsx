/**
 * One filter as a radio group made of links: each option is a URL, so filters work before (and
 * without) JavaScript, and Back, reload and sharing keep the view.
 */
import Link from "next/link";
import { cn } from "@/lib/cn";

export type FilterOption = {
  label: string;
  href: string;
  checked: boolean;
  /** Coaches this option would show with the other filters kept (none: a count that changes by the second). */
  count?: number;
};

type Props = { id: string; title: string; options: FilterOption[] };

export function FilterGroup({ id, title, options }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wider text-ink">
        {title}
      </h3>
      <div role="radiogroup" aria-labelledby={headingId} className="flex flex-col">
        {options.map((option) => (
          <Link
            key={option.label}
            href={option.href}
            scroll={false}
            role="radio"
            aria-checked={option.checked}
            className={cn(
              "group -mx-2 flex min-h-10 items-center gap-3 rounded-lg px-2 text-sm transition-colors hover:bg-muted",
              option.checked ? "font-semibold text-ink" : "text-ink-muted",
            )}
          >
            <span
              aria-hidden
              className={cn(
                "flex size-4.5 shrink-0 items-center justify-center rounded-full border-2 transition-colors",
                option.checked ? "border-accent" : "border-line group-hover:border-ink-muted",
              )}
            >
              {option.checked ? <span className="size-2 rounded-full bg-accent" /> : null}
            </span>
            <span className="flex-1">{option.label}</span>
            {option.count === undefined ? null : (
              <span
                className={cn(
                  "min-w-8 rounded-full px-2 py-0.5 text-center text-xs font-medium tabular-nums",
                  option.checked ? "bg-brand-600/15 text-accent" : "bg-muted text-ink-muted",
                )}
              >
                {option.count}
                <span className="sr-only"> {option.count === 1 ? "coach" : "coaches"}</span>
              </span>
            )}
          </Link>
        ))}
      </div>
    </section>
  );
}
