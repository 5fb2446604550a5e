import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-20 sm:px-6 sm:py-28">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">
        Spiritual coaches, readers and healers
      </p>
      <h1 className="max-w-3xl font-serif text-4xl font-semibold leading-tight text-ink sm:text-6xl">
        Awaken, Transform, Elevate
      </h1>
      <p className="max-w-prose text-lg text-ink-muted">
        Find the guide who fits you, and grow with their care, on your phone or anywhere.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href="/signup" className={buttonClasses("primary")}>
          Join Now
        </Link>
        <Link href="/signup?role=seer" className={buttonClasses("secondary")}>
          Join as a Seer
        </Link>
      </div>
    </main>
  );
}
