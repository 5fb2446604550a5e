/**
 * A reading as the screens read it: a booking with `kind: "reading"` and its `reading` part
 * (GET /bookings/{id}). The status is read as a string, since a reading has states of its own
 * (ringing, missed) besides a session's.
 */
import type { Booking } from "@/components/booking/booking-types";

export type ReadingPart = {
  max_minutes: number;
  price_per_minute_cents: number;
  /** Until when the Seer is rung (server time). */
  ring_until: string | null;
  /** When both were in the room: the meter's start (server time). */
  started_at: string | null;
  ended_at: string | null;
  minutes_billed: number | null;
};

export type ReadingBooking = Omit<Booking, "status"> & {
  kind: "reading";
  status: string;
  reading: ReadingPart;
};

export function asReading(booking: Booking): ReadingBooking | null {
  const maybe = booking as Booking & { kind?: string; reading?: ReadingPart | null };
  return maybe.kind === "reading" && maybe.reading ? (maybe as unknown as ReadingBooking) : null;
}

export const firstNameOf = (name: string) => name.split(" ")[0] || name;

/** "0:42", "12:05": a countdown or the meter. */
export function clockLabel(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
