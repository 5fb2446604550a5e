/** What a seeker (account type User) finds at /listing: what listings are, and where to go instead. */
import { Sparkles } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

export function SeersOnly() {
  return (
    <section
      aria-labelledby="seers-only-title"
      className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm sm:px-10"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-accent">
        <Sparkles aria-hidden size={28} />
      </span>
      <h1 id="seers-only-title" className="font-serif text-3xl font-semibold text-ink">
        Listings are for Seers
      </h1>
      <p className="text-ink-muted">
        A listing is the public profile a coach, reader or healer offers sessions with. Your account
        is a seeker account, so it has no listing: you can find and save Seers on Discover.
      </p>
      <p className="text-sm text-ink-muted">
        Want to offer sessions yourself? Sign up with a separate Seer account.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href="/discover" className={buttonClasses("primary")}>
          Find Seers on Discover
        </Link>
        <Link href="/signup?role=seer" className={buttonClasses("secondary")}>
          Sign up as a Seer
        </Link>
      </div>
    </section>
  );
}
