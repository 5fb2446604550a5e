/** One event: picture, its own date badge, category, name, time and public place. Past events are muted. */
import { Clock, MapPin } from "lucide-react";
import Link from "next/link";
import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/cn";
import type { EventCardView } from "@/lib/events/view";

type Props = { event: EventCardView; past?: boolean; priority?: boolean };

export function EventCard({ event, past = false, priority = false }: Props) {
  const headingId = `event-${event.slug}`;
  return (
    <article
      id={event.slug}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn(
        "group relative flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent",
        past ? "shadow-none" : "hover:shadow-md",
      )}
    >
      <div className="relative">
        <Picture
          src={event.image}
          alt={event.imageAlt}
          width={800}
          height={600}
          priority={priority}
          className={cn(
            "aspect-[4/3] w-full bg-muted object-cover",
            past && "opacity-60 grayscale",
          )}
        />
        <time
          dateTime={event.isoDay}
          className={cn(
            "absolute top-3 left-3 flex min-w-14 flex-col items-center rounded-xl px-2.5 py-1.5 text-center leading-none shadow-sm",
            past ? "bg-surface/90 text-ink-muted" : "bg-surface text-ink",
          )}
        >
          <span aria-hidden className="font-serif text-2xl font-semibold">
            {event.day}
          </span>
          <span
            aria-hidden
            className={cn(
              "mt-1 text-xs font-bold tracking-widest",
              past ? "text-ink-muted" : "text-accent",
            )}
          >
            {event.month}
          </span>
          <span className="sr-only">{event.longDate}</span>
        </time>
        {past ? (
          <span className="absolute top-3 right-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-canvas">
            Past event
          </span>
        ) : (
          <span className="absolute top-3 right-3 rounded-full bg-surface px-3 py-1 text-xs font-semibold text-ink shadow-sm">
            {event.price}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p
          className={cn(
            "text-xs font-semibold uppercase tracking-widest",
            past ? "text-ink-muted" : "text-accent",
          )}
        >
          {event.category}
        </p>
        <h3
          id={headingId}
          className={cn(
            "font-serif text-xl font-semibold leading-snug",
            past ? "text-ink-muted" : "text-ink",
          )}
        >
          <Link
            href={event.href}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {event.title}
          </Link>
        </h3>
        <ul className="mt-auto flex flex-col gap-2 text-sm text-ink-muted">
          <li className="flex items-start gap-2">
            <Clock aria-hidden size={16} className="mt-0.5 shrink-0" />
            <span>
              <span className="sr-only">Time: </span>
              {event.time}
            </span>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden size={16} className="mt-0.5 shrink-0" />
            <span>
              <span className="sr-only">Place: </span>
              {event.place}
            </span>
          </li>
        </ul>
      </div>
    </article>
  );
}
