/** Three plain reasons to trust the marketplace. */
import { HeartHandshake, ShieldCheck, Sparkles } from "lucide-react";
import { BRAND_NAME } from "@/lib/brand";
import { SectionHeading } from "./section-heading";

const REASONS = [
  {
    icon: ShieldCheck,
    title: "Guides you can trust",
    text: "Every coach tells you how they work, what they charge and what they will not do. Reviews come from seekers who booked.",
  },
  {
    icon: HeartHandshake,
    title: "Care, not predictions",
    text: "Our coaches help you reflect and choose for yourself. No curses, no fear, no pressure to buy more sessions.",
  },
  {
    icon: Sparkles,
    title: "Find your fit quickly",
    text: "Filter by specialty, reading type, price and place, then meet remotely or in person, whenever suits you.",
  },
] as const;

export function WhyChooseUs() {
  return (
    <section
      aria-labelledby="why-heading"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="why-heading"
        eyebrow={`Why ${BRAND_NAME}`}
        title="Why Choose Us"
        text="A calm place to find guidance, built around the seeker."
        align="center"
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6 shadow-sm"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden size={24} />
            </span>
            <h3 className="font-serif text-xl font-semibold text-ink">{title}</h3>
            <p className="text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
