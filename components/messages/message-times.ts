/**
 * When a line was written, as the viewer reads it in their browser's zone: a clock time, a day, a
 * short date; and a booking line's session, in the reader's zone.
 */
import { sessionWhen, viewerTimeZone } from "@/components/booking/times";
import type { BookingEvent } from "@/lib/conversations/booking-event";

const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** "2:05 PM". */
export function lineTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** "Today", "Yesterday" or "Tuesday, March 2, 2027": the thread's day separators. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return "Today";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return "Yesterday";
  return date.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/** The list's column: the time today, else "Mar 2" (with the year when it is not this one). */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return lineTime(iso);
  return date.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** Whether two lines fall on different days (a separator goes between them). */
export const sameDay = (a: string, b: string) => dayKey(new Date(a)) === dayKey(new Date(b));

/**
 * A booking line's session in the reader's zone (their account's, as on their bookings and in
 * their emails): "Tuesday, March 2, 2027, 9:00 AM – 10:00 AM", the zone named when the thread's
 * other times (the browser's) are in another.
 */
export function sessionTimesIn(event: Pick<BookingEvent, "start" | "end">, zone: string): string {
  const when = sessionWhen(event.start, event.end, zone);
  return zone === viewerTimeZone() ? when : `${when} (${zone})`;
}
