"use client";
import { useState } from "react";
/** One testimonial at a time; the three dots switch between them (buttons, so the keyboard works too). */
import { Picture } from "@/components/ui/picture";
import { Stars } from "@/components/ui/stars";
import { cn } from "@/lib/cn";
import type { Testimonial } from "@/lib/content/types";

export function TestimonialSwitcher({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const current = testimonials[index] ?? testimonials[0];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-6">
      <figure
        aria-live="polite"
        className="flex min-h-72 flex-col gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:min-h-64 sm:p-8"
      >
        <Stars value={current.rating} size={20} />
        <blockquote className="font-serif text-lg font-semibold leading-relaxed text-ink sm:text-2xl">
          <p>“{current.quote}”</p>
        </blockquote>
        <figcaption className="mt-auto flex items-center gap-3">
          <Picture
            src={current.avatar}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-full bg-muted"
          />
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{current.author}</span>
            <span className="text-sm text-ink-muted">{current.role}</span>
          </span>
        </figcaption>
      </figure>
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">Testimonials</legend>
        {testimonials.map((testimonial, i) => (
          <button
            key={testimonial.author}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={`Show testimonial ${i + 1} of ${testimonials.length}, from ${testimonial.author}`}
            aria-pressed={i === index}
            className="group flex size-8 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                "block h-2.5 rounded-full transition-all",
                i === index ? "w-7 bg-brand-600" : "w-2.5 bg-ink-muted/40 group-hover:bg-ink-muted",
              )}
            />
          </button>
        ))}
      </fieldset>
    </div>
  );
}
