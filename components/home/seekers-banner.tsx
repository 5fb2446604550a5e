/** "For Spiritual Seekers": a wide invitation to start looking, between the reasons and the events. */

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Picture } from "@/components/ui/picture";

export function SeekersBanner() {
  return (
    <section aria-labelledby="seekers-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900">
        <Picture src="/images/site/seekers-banner.svg" alt="" fill className="-z-10 object-cover" />
        <div aria-hidden className="absolute inset-0 -z-10 bg-brand-900/65" />
        <div className="flex flex-col items-start gap-4 px-6 py-12 sm:px-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">
            For Spiritual Seekers
          </p>
          <h2
            id="seekers-heading"
            className="max-w-2xl font-serif text-3xl font-semibold leading-tight text-white sm:text-4xl"
          >
            Whatever you are carrying, there is someone here who can help you hold it
          </h2>
          <p className="max-w-xl text-brand-50">
            Start with a short session. Most seekers know within one conversation whether a guide is
            right for them.
          </p>
          <Link href="/discover" className={buttonClasses("light")}>
            Explore coaches
          </Link>
        </div>
      </div>
    </section>
  );
}
