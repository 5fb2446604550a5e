/** Event structured data (schema.org) from the sample events: dates with their local offset, and places. */
import type { DatedEvent } from "@/lib/content/events";
import { HOUR_MS } from "@/lib/durations";

const ZONES: Record<string, string> = { CA: "America/Los_Angeles", NY: "America/New_York" };

type EventPlace = {
  name: string;
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
};

/** "Luna Loft, 2214 Mission St, San Francisco, CA 94110" → its parts. */
function parseAddress(address: string): EventPlace {
  const parts = address.split(",").map((part) => part.trim());
  const [addressRegion = "", postalCode = ""] = (parts.at(-1) ?? "").split(/\s+/);
  const addressLocality = parts.at(-2) ?? "";
  const streetAddress = parts.at(-3) ?? "";
  const name = parts.slice(0, -3).join(", ") || streetAddress || address;
  return { name, streetAddress, addressLocality, addressRegion, postalCode };
}

/** "7:30 PM" → "19:30". */
function clock(text: string | undefined): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text?.trim() ?? "");
  if (!match) return undefined;
  const [, hours = "0", minutes = "00", half = "AM"] = match;
  const hour = (Number(hours) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

/** The UTC offset ("-08:00") of a time zone on a day. */
function offset(timeZone: string, day: Date): string {
  const noon = new Date(day.getTime() + 12 * HOUR_MS);
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(noon)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const value = name.replace("GMT", "");
  return value || "Z";
}

/** The event's day as YYYY-MM-DD (the badge's dateTime). */
export function isoDay(event: DatedEvent): string {
  return event.date.toISOString().slice(0, 10);
}

/** Start and end as ISO 8601 local times with the venue's offset; the day alone if the time text is odd. */
function eventTimes(event: DatedEvent): { startDate: string; endDate?: string } {
  const day = isoDay(event);
  const [start, end] = event.time.split(/\s*[–-]\s*/);
  const region = parseAddress(event.address).addressRegion;
  const zone = ZONES[region];
  const suffix = zone ? offset(zone, event.date) : "";
  const from = clock(start);
  const to = clock(end);
  return {
    startDate: from ? `${day}T${from}:00${suffix}` : day,
    endDate: to ? `${day}T${to}:00${suffix}` : undefined,
  };
}

export function eventJsonLd(event: DatedEvent, base: string, organizer: string) {
  const place = parseAddress(event.address);
  return {
    "@type": "Event",
    name: event.name,
    description: event.description,
    ...eventTimes(event),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: [`${base}${event.image}`],
    location: {
      "@type": "Place",
      name: place.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: place.streetAddress,
        addressLocality: place.addressLocality,
        addressRegion: place.addressRegion,
        postalCode: place.postalCode,
        addressCountry: "US",
      },
    },
    organizer: { "@type": "Organization", name: organizer, url: base },
    url: `${base}/events#${event.slug}`,
  };
}
