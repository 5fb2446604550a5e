/** What the booking screens read from the API (/api/v1/bookings, /coaches/{slug}/slots) and how they word it. */

import type { BookingPublic } from "@/lib/bookings/schema";
import type { BookingStatus } from "@/lib/bookings/status";

/**
 * A booking as the API sends it (lib/bookings/schema.ts); `payment` is null when payments are off,
 * `reschedule` null unless a new time is proposed, `no_show` null unless a party said the other
 * did not come.
 */
export type Booking = Omit<BookingPublic, "payment" | "reschedule" | "no_show"> &
  Partial<Pick<BookingPublic, "payment" | "reschedule" | "no_show">>;

export type BookingList = { data: Booking[]; count: number };

export type SlotsResponse = { timezone: string; data: { start: string; end: string }[] };

export type Side = "seeker" | "seer";

export const STATUS_LABEL: Record<BookingStatus, string> = {
  awaiting_payment: "Waiting for payment",
  requested: "Waiting for an answer",
  accepted: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
  completed: "Completed",
  ringing: "Ringing",
  missed: "Missed",
};

export function money(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

export const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;

/** Declined, cancelled or expired: it will not take place. */
export function isCalledOff(booking: Booking): boolean {
  return (
    booking.status === "declined" || booking.status === "cancelled" || booking.status === "expired"
  );
}

/** Still ahead: a request or a confirmed session that has not ended yet. */
export function isUpcoming(booking: Booking, nowMs: number): boolean {
  return (
    (booking.status === "requested" || booking.status === "accepted") &&
    Date.parse(booking.end) > nowMs
  );
}
