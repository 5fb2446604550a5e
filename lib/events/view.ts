/**
 * What the public pages show of an event, in the event's own zone (the shared HTML has no reader;
 * the page's island restates the time in the browser's): the date badge, the time, the public
 * place (the city, or "Online"), the price and the category's name.
 */
import "server-only";
import { DateTime } from "luxon";
import { CATEGORIES } from "@/data/categories";
import type { EventCard, EventDetail } from "./schema";

export type EventCardView = {
  slug: string;
  href: string;
  title: string;
  category: string;
  image: string;
  imageAlt: string;
  /** The badge: the day in the event's zone. */
  isoDay: string;
  day: string;
  month: string;
  longDate: string;
  /** "7:00 PM – 8:30 PM PST" */
  time: string;
  /** "San Francisco" or "Online". */
  place: string;
  price: string;
};

const FALLBACK_IMAGE = "/images/site/events-banner.svg";

export const categoryName = (slug: string) =>
  CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;

export function priceLabel(cents: number, currency: string): string {
  if (cents === 0) return "Free";
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() })
    .format(cents / 100)
    .replace(/\.00$/, "");
}

export function localTimes(event: Pick<EventCard, "starts_at" | "ends_at" | "timezone">) {
  const start = DateTime.fromISO(event.starts_at, { zone: event.timezone });
  const end = DateTime.fromISO(event.ends_at, { zone: event.timezone });
  return { start, end };
}

export function toCardView(event: EventCard & { image_alt?: string | null }): EventCardView {
  const { start, end } = localTimes(event);
  const sameDay = start.toISODate() === end.toISODate();
  return {
    slug: event.slug,
    href: `/events/${event.slug}`,
    title: event.title,
    category: categoryName(event.category),
    image: event.image_url ?? FALLBACK_IMAGE,
    imageAlt: event.image_alt ?? `${categoryName(event.category)}: ${event.title}`,
    isoDay: start.toISODate() ?? "",
    day: String(start.day),
    month: start.toFormat("LLL").toUpperCase(),
    longDate: start.toFormat("cccc, LLLL d, yyyy"),
    time: `${start.toFormat("h:mm a")} – ${sameDay ? "" : `${end.toFormat("LLL d")}, `}${end.toFormat("h:mm a ZZZZ")}`,
    place: event.mode === "online" ? "Online" : (event.city ?? "In person"),
    price: priceLabel(event.price_cents, event.currency),
  };
}

/** schema.org's Event of a public event: nothing private (the place is the city, or this page). */
export function eventJsonLd(
  event: EventCard & Pick<EventDetail, "description" | "status">,
  base: string,
) {
  const { start, end } = localTimes(event);
  const url = `${base}/events/${event.slug}`;
  const online = event.mode === "online";
  return {
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: start.toISO({ suppressMilliseconds: true }),
    endDate: end.toISO({ suppressMilliseconds: true }),
    eventStatus:
      event.status === "cancelled"
        ? "https://schema.org/EventCancelled"
        : "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url }
      : {
          "@type": "Place",
          name: event.city,
          address: { "@type": "PostalAddress", addressLocality: event.city },
        },
    image: [`${base}${event.image_url ?? FALLBACK_IMAGE}`],
    offers: {
      "@type": "Offer",
      url,
      price: (event.price_cents / 100).toFixed(2),
      priceCurrency: event.currency.toUpperCase(),
      availability:
        event.seats_left > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    },
    organizer: {
      "@type": "Person",
      name: event.host.display_name,
      url: `${base}/profile/${event.host.slug}`,
    },
    url,
  };
}
