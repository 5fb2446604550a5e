/** "Client Testimonials": what seekers say, the way to the full reviews, and the figures behind them. */
import Link from "next/link";
import type { Stat, Testimonial } from "@/lib/content/types";
import { SectionHeading } from "./section-heading";
import { TestimonialSwitcher } from "./testimonial-switcher";

type Props = { testimonials: readonly Testimonial[]; stats: readonly Stat[] };

export function Testimonials({ testimonials, stats }: Props) {
  return (
    <section aria-labelledby="testimonials-heading" className="border-y border-line bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div className="flex flex-col gap-6">
          <SectionHeading
            id="testimonials-heading"
            eyebrow="Kind words"
            title="Client Testimonials"
            text="Seekers tell us what changed for them after a session. Here are a few of their stories."
          />
          <Link
            href="/profile#reviews"
            className="self-start font-semibold text-accent underline-offset-4 hover:underline"
          >
            Read More Stories
          </Link>
        </div>
        <TestimonialSwitcher testimonials={testimonials} />
        <dl className="grid grid-cols-2 gap-4 lg:col-span-2 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-line bg-surface p-5 text-center"
            >
              <dt className="text-sm text-ink-muted">{stat.label}</dt>
              <dd className="font-serif text-3xl font-semibold text-accent">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
