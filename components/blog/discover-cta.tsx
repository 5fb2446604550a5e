/** The close of every article: from reading about guidance to finding a guide. */
import { ArrowRight } from "lucide-react";
import Link from "next/link";

export function DiscoverCta() {
  return (
    <section
      aria-labelledby="discover-cta-heading"
      className="flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id="discover-cta-heading" className="font-serif text-2xl font-semibold">
          Ready to find your guide?
        </h2>
        <p className="max-w-xl text-brand-50">
          Browse readers, astrologers and healers, compare their reviews, and save the ones who feel
          right.
        </p>
      </div>
      <Link
        href="/discover"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 text-sm font-semibold text-brand-900 transition-colors hover:bg-brand-50 focus-visible:outline-white"
      >
        Discover coaches
        <ArrowRight aria-hidden size={18} />
      </Link>
    </section>
  );
}
