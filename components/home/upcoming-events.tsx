/** "Upcoming Events" on home: the next few gatherings, each with its own date sticker, and the way to the rest. */
import Link from "next/link";
import { EventCard } from "@/components/events/event-card";
import { buttonClasses } from "@/components/ui/button";
import type { EventCardView } from "@/lib/events/view";
import { SectionHeading } from "./section-heading";

export function UpcomingEvents({ events }: { events: readonly EventCardView[] }) {
  return (
    <section
      aria-labelledby="events-heading"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="events-heading"
        eyebrow="Gather with us"
        title="Upcoming Events"
        text="Workshops, circles and retreats led by our coaches, online and in person."
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.slug}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link href="/events" className={buttonClasses("secondary")}>
          Load More
        </Link>
      </div>
    </section>
  );
}
