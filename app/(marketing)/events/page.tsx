import type { Metadata } from "next";
import { connection } from "next/server";
import { EventCard } from "@/components/events/event-card";
import { EventFilters, type FilterChoice } from "@/components/events/event-filters";
import { LoadMoreList } from "@/components/events/load-more-list";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/site/page-banner";
import { CATEGORIES } from "@/data/categories";
import { BRAND_NAME } from "@/lib/brand";
import { listEventCities, listEvents } from "@/lib/events/queries";
import { type EventListQuery, eventListQuerySchema } from "@/lib/events/schema";
import { eventJsonLd, toCardView } from "@/lib/events/view";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteUrl } from "@/lib/site-url";
import { ensureReady } from "@/lib/startup";

const TITLE = "Explore Our Events!";
const TEXT = `Join transformative experiences on ${BRAND_NAME}.`;
const DESCRIPTION = `Workshops, circles and retreats with spiritual coaches, online and in person. ${TEXT}`;
const BANNER = "/images/site/events-banner.svg";
/** How many upcoming events show before "Load more", and how many past ones stay on show. */
const UPCOMING_PAGE_SIZE = 11;
const PAST_SHOWN = 8;
const ALL = 1000;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    path: "/events",
    title: "Events",
    socialTitle: `Events | ${BRAND_NAME}`,
    description: DESCRIPTION,
    image: { path: BANNER, width: 1800, height: 600 },
  });
}

/** The URL's filters; one that does not parse is left out rather than failing the page. */
function filtersOf(params: Record<string, string | string[] | undefined>): EventListQuery {
  const one = (name: string) => {
    const value = params[name];
    return typeof value === "string" ? value : undefined;
  };
  const query: EventListQuery = { skip: 0, limit: ALL };
  for (const name of ["mode", "city", "category", "price", "time"] as const) {
    const parsed = eventListQuerySchema.shape[name].safeParse(one(name));
    if (parsed.success && parsed.data) Object.assign(query, { [name]: parsed.data });
  }
  return query;
}

export default async function EventsPage({ searchParams }: Props) {
  // Events come and go, and the samples are dated from today: render per request.
  await connection();
  await ensureReady();
  const base = siteUrl();
  const query = filtersOf(await searchParams);
  const [upcoming, past, cities] = await Promise.all([
    listEvents(query),
    listEvents({ skip: 0, limit: PAST_SHOWN, past: "true" }),
    listEventCities(),
  ]);
  const active = ["mode", "city", "category", "price", "time"].some(
    (name) => query[name as keyof EventListQuery] !== undefined,
  );
  const filters: FilterChoice[] = [
    {
      name: "mode",
      label: "Where",
      value: query.mode ?? "",
      options: [
        { value: "online", label: "Online" },
        { value: "in_person", label: "In person" },
      ],
    },
    {
      name: "city",
      label: "City",
      value: query.city ?? "",
      options: cities.map((city) => ({ value: city, label: city })),
    },
    {
      name: "category",
      label: "Category",
      value: query.category ?? "",
      options: CATEGORIES.map((category) => ({ value: category.slug, label: category.name })),
    },
    {
      name: "price",
      label: "Price",
      value: query.price ?? "",
      options: [
        { value: "free", label: "Free" },
        { value: "paid", label: "Paid" },
      ],
    },
    {
      name: "time",
      label: "When",
      value: query.time ?? "",
      options: [
        { value: "week", label: "This week" },
        { value: "month", label: "This month" },
      ],
    },
  ];

  return (
    <main id="main">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": upcoming.data.map((event) =>
            eventJsonLd({ ...event, description: event.title, status: "published" }, base),
          ),
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
        <EventFilters filters={filters} active={active} />
        {upcoming.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
            No upcoming events match these filters.{" "}
            <a href="/events" className="font-semibold text-accent underline">
              See every event
            </a>
          </p>
        ) : (
          <LoadMoreList
            noun="upcoming events"
            pageSize={UPCOMING_PAGE_SIZE}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            items={upcoming.data.map((event, index) => ({
              key: event.slug,
              node: <EventCard event={toCardView(event)} priority={index < 2} />,
            }))}
          />
        )}
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
            {past.data.map((event) => (
              <li key={event.slug}>
                <EventCard event={toCardView(event)} past />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
