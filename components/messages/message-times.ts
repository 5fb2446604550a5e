/** When a line was written, as the viewer reads it in their zone: a clock time, a day, a short date. */

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
