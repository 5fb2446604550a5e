/**
 * Where a booked session happens: online (the Seer's video link) or in person (their street
 * address). The words and links here serve the booking's page, its emails and its .ics alike.
 */
import { MINUTE_MS } from "@/lib/durations";

export const BOOKING_MODES = ["online", "in_person"] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

export const BOOKING_MODE_LABEL: Record<BookingMode, string> = {
  online: "Online",
  in_person: "In person",
};

/**
 * What the two parties of an accepted session read about its place (the other part is null):
 * online, `video` says whether `video_url` is the built-in room's page or the Seer's own link.
 */
export type BookingPlace = {
  video: "room" | "link" | null;
  video_url: string | null;
  address: string | null;
};

/** The built-in room of a booking (the page; its API is under /api/v1/bookings/{id}/room). */
export const roomPath = (bookingId: string) => `/bookings/${bookingId}/room`;

/** The session modes a Seer offers, by the listing's mode (Remote, Hybrid, On Site). */
export function modesOffered(listingMode: string | null): BookingMode[] {
  if (listingMode === "Remote") return ["online"];
  if (listingMode === "On Site") return ["in_person"];
  if (listingMode === "Hybrid") return ["online", "in_person"];
  return [];
}

/** The Join video button opens this long before the start, and stays until the end. */
export const JOIN_OPENS_BEFORE_START_MINUTES = 15;
/** The built-in room stays open this long after the end (a session that runs over). */
export const ROOM_CLOSES_AFTER_END_MINUTES = 30;

export function roomClosesAt(end: string | Date): number {
  return new Date(end).getTime() + ROOM_CLOSES_AFTER_END_MINUTES * MINUTE_MS;
}

export function joinOpensAt(start: string | Date): number {
  return new Date(start).getTime() - JOIN_OPENS_BEFORE_START_MINUTES * MINUTE_MS;
}

/** An address on OpenStreetMap: a search, so nothing is geocoded (or sent anywhere) by us. */
export function mapLink(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
