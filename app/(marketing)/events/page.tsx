import type { Metadata } from "next";
import { connection } from "next/server";
import { EventCard } from "@/components/events/event-card";
import { eventJsonLd } from "@/components/events/event-schema";
import { LoadMoreList } from "@/components/events/load-more-list";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/site/page-banner";
import { BRAND_NAME } from "@/lib/brand";
import { listPastEvents, listUpcomingEvents, UPCOMING_PAGE_SIZE } from "@/lib/content/events";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteUrl } from "@/lib/site-url";

const TITLE = "Explore Our Events!";
const TEXT = `Join transformative experiences on ${BRAND_NAME}.`;
const DESCRIPTION = `Workshops, circles and retreats with spiritual coaches in the Bay Area, New York City and Los Angeles. ${TEXT}`;
const BANNER = "/images/site/events-banner.svg";
/** How many past events the page keeps on show. */
const PAST_SHOWN = 8;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    path: "/events",
    title: "Events",
    socialTitle: `Events | ${BRAND_NAME}`,
    description: DESCRIPTION,
    image: { path: BANNER, width: 1800, height: 600 },
  });
}

export default async function EventsPage() {
  // Sample events are dated relative to today: render per request, never frozen at build time.
  await connection();
  const base = siteUrl();
  const upcoming = listUpcomingEvents();
  const past = listPastEvents().slice(0, PAST_SHOWN);

  return (
    <main id="main">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": upcoming.map((event) => eventJsonLd(event, base, BRAND_NAME)),
        }}
      />
      <PageBanner
        title={TITLE}
        text={TEXT}
        image={BANNER}
        crumbs={[
          { href: "/", label: "Home" },
          { href: "/events", label: "Events" },
        ]}
      />

      <section aria-labelledby="upcoming-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="mb-8 flex flex-col gap-2">
          <h2 id="upcoming-heading" className="font-serif text-3xl font-semibold text-ink">
            Upcoming Events
          </h2>
          <p className="text-ink-muted">
            Small gatherings led by the coaches you meet on {BRAND_NAME}. Come as you are.
          </p>
        </div>
        <LoadMoreList
          noun="upcoming events"
          pageSize={UPCOMING_PAGE_SIZE}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          items={upcoming.map((event, index) => ({
            key: event.slug,
            node: <EventCard event={event} priority={index < 2} />,
          }))}
        />
      </section>

      <section aria-labelledby="past-heading" className="border-t border-line bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <div className="mb-8 flex flex-col gap-2">
            <h2 id="past-heading" className="font-serif text-3xl font-semibold text-ink">
              Past Events
            </h2>
            <p className="text-ink-muted">A look back at recent gatherings.</p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {past.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} past />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
