/** The home banner: the brand promise over a calm dusk illustration, with the two ways in. */

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Picture } from "@/components/ui/picture";

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-brand-900"
    >
      {/* The picture's last fifth is a flat horizon band: a taller box pinned to the top crops it. */}
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-[128%]">
        <Picture
          src="/images/site/hero.svg"
          alt=""
          fill
          priority
          className="object-cover object-top"
        />
      </div>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/85 via-brand-900/60 to-brand-900/20"
      />
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:px-6 sm:py-28 lg:py-32">
        <p className="rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-100 ring-1 ring-white/20 sm:text-sm sm:tracking-widest">
          Coaches, readers and healers
        </p>
        <h1
          id="hero-heading"
          className="max-w-3xl font-serif text-4xl font-semibold leading-tight text-white sm:text-6xl"
        >
          Awaken, Transform, Elevate
        </h1>
        <p className="max-w-xl text-lg text-brand-50">
          Find the guide who fits you: astrologers, tarot readers, energy healers and coaches who
          listen first, with honest prices and reviews from real seekers.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href="/discover" className={buttonClasses("light")}>
            Find Coaches
          </Link>
          <Link href="/signup" className={buttonClasses("outline-light")}>
            Join Now
          </Link>
        </div>
      </div>
    </section>
  );
}
