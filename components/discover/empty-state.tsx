/** No coach matches: say so kindly and offer the way back to everyone. */
import { SearchX } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { DISCOVER_PATH } from "./discover-url";

export function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-600/10 text-accent">
        <SearchX aria-hidden size={26} />
      </span>
      <h2 className="font-serif text-2xl font-semibold text-ink">No coaches match this view yet</h2>
      <p className="max-w-md text-ink-muted">
        Try a wider price range, another location, or fewer filters. New coaches join every week.
      </p>
      <Link href={DISCOVER_PATH} scroll={false} className={buttonClasses("primary")}>
        Clear filters
      </Link>
    </div>
  );
}
