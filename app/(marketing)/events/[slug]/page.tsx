import { CalendarDays, MapPin, Ticket, Users } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SeatPanel } from "@/components/events/seat-panel";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/site/page-banner";
import { Picture } from "@/components/ui/picture";
import { ApiError } from "@/lib/api/errors";
import { BRAND_NAME } from "@/lib/brand";
import { now } from "@/lib/clock";
import { readEvent } from "@/lib/events/queries";
import type { EventDetail } from "@/lib/events/schema";
import { eventJsonLd, localTimes, toCardView } from "@/lib/events/view";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteUrl } from "@/lib/site-url";
import { ensureReady } from "@/lib/startup";

// Events live in the database: read per request (visitors get it from the shared page cache).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

/** The event as anyone may see it (never its private place: this HTML is shared). */
async function publicEvent(slug: string): Promise<EventDetail> {
  await ensureReady();
  try {
    return await readEvent(slug, null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!/^[a-z0-9-]{1,140}$/.test(slug)) notFound();
  const event = await publicEvent(slug);
  return pageMetadata({
    path: `/events/${slug}`,
    title: event.title,
    socialTitle: `${event.title} | ${BRAND_NAME}`,
    description: event.description.slice(0, 160),
    image: { path: event.image_url ?? "/images/site/events-banner.svg", width: 800, height: 600 },
  });
}

export default async function EventPage({ params }: Props) {
  const { slug } = await params;
  if (!/^[a-z0-9-]{1,140}$/.test(slug)) notFound();
  const event = await publicEvent(slug);
  const card = toCardView(event);
  const { start } = localTimes(event);
  const closed = event.status === "cancelled" || start.toMillis() <= now().getTime();
  return (
    <main id="main">
      <JsonLd data={{ "@context": "https://schema.org", ...eventJsonLd(event, siteUrl()) }} />
      <PageBanner
        title={event.title}
        text={`${card.category} · hosted by ${event.host.display_name}`}
        image="/images/site/events-banner.svg"
        crumbs={[
          { href: "/", label: "Home" },
          { href: "/events", label: "Events" },
          { href: `/events/${slug}`, label: event.title },
        ]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <article aria-labelledby="about-heading" className="flex flex-col gap-6">
          <Picture
            src={card.image}
            alt={card.imageAlt}
            width={800}
            height={600}
            priority
            className="aspect-[16/9] w-full rounded-2xl bg-muted object-cover"
          />
          {event.status === "cancelled" ? (
            <p className="rounded-xl border border-danger p-4 font-semibold text-danger">
              This event was cancelled.
            </p>
          ) : null}
          <h2 id="about-heading" className="font-serif text-2xl font-semibold text-ink">
            About this event
          </h2>
          <div className="flex flex-col gap-4 text-ink">
            {event.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <p className="text-ink-muted">
            Hosted by{" "}
            <Link
              href={`/profile/${event.host.slug}`}
              className="font-semibold text-accent underline"
            >
              {event.host.display_name}
            </Link>
          </p>
        </article>
        <aside
          aria-label="Date, place and seats"
          className="flex h-fit flex-col gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm lg:sticky lg:top-24"
        >
          <ul className="flex flex-col gap-3 text-ink">
            <li className="flex items-start gap-3">
              <CalendarDays aria-hidden size={20} className="mt-0.5 shrink-0 text-accent" />
              <span>
                <time dateTime={event.starts_at}>{card.longDate}</time>
                <br />
                <span className="text-ink-muted">{card.time}</span>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <MapPin aria-hidden size={20} className="mt-0.5 shrink-0 text-accent" />
              <span>
                {event.mode === "online"
                  ? "Online: the link is sent to everyone with a seat"
                  : `${event.city}: the address is sent to everyone with a seat`}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Ticket aria-hidden size={20} className="mt-0.5 shrink-0 text-accent" />
              <span>{card.price}</span>
            </li>
            <li className="flex items-start gap-3">
              <Users aria-hidden size={20} className="mt-0.5 shrink-0 text-accent" />
              <span>{event.capacity} seats in all</span>
            </li>
          </ul>
          <SeatPanel
            slug={slug}
            startsAt={event.starts_at}
            endsAt={event.ends_at}
            initialSeatsLeft={event.seats_left}
            capacity={event.capacity}
            priceCents={event.price_cents}
            closed={closed}
          />
        </aside>
      </div>
    </main>
  );
}
