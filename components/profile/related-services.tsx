/**
 * "Related services": other coaches' sessions (image, tags, title, consultations, avatar, name).
 * A coach nobody has rated yet is "New" rather than "0 consultations".
 */

import Link from "next/link";
import { CoachRating } from "@/components/coaches/coach-rating";
import { Picture } from "@/components/ui/picture";
import type { RelatedCoach } from "@/lib/catalog/related";

function RelatedCard({ coach, categoryName, rating }: RelatedCoach) {
  const tags = [categoryName, coach.mode].filter(Boolean) as string[];
  return (
    <Link
      href={`/profile/${coach.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
    >
      <Picture
        src={coach.service.gallery[1]?.src ?? coach.image}
        alt=""
        width={800}
        height={600}
        className="aspect-[4/3] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-600/10 px-2.5 py-1 text-xs font-semibold text-accent"
            >
              {tag}
            </li>
          ))}
        </ul>
        <h3 className="font-serif text-lg font-semibold leading-snug text-ink group-hover:text-accent">
          {coach.service.title}
        </h3>
        {/* Consultations, as the spec's card has them; a rating where there are none yet. */}
        {coach.consultations > 0 && rating.count > 0 ? (
          <p className="text-sm text-ink-muted">
            {coach.consultations.toLocaleString("en-US")} {coach.countLabel}
          </p>
        ) : (
          <CoachRating rating={rating} />
        )}
        <div className="mt-auto flex items-center gap-3 border-t border-line pt-4">
          <Picture
            src={coach.avatar}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-full bg-muted"
          />
          <span className="font-medium text-ink">{coach.name}</span>
        </div>
      </div>
    </Link>
  );
}

export function RelatedServices({ related }: { related: RelatedCoach[] }) {
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="flex flex-col gap-6">
      <h2 id="related-heading" className="font-serif text-3xl font-semibold text-ink">
        Related services
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((card) => (
          <li key={card.coach.slug}>
            <RelatedCard {...card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
