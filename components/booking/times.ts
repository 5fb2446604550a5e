/**
 * Dates and times as the viewer reads them: the API speaks UTC instants, people speak their own
 * zone's days and clock times. Everything here takes the zone as an argument, so it is testable.
 */

/** The viewer's IANA zone (the browser's), e.g. "America/New_York"; UTC when it cannot tell. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The calendar date ("YYYY-MM-DD") an instant falls on in a zone. */
export function dateKeyIn(instant: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A date key moved by whole days (calendar arithmetic, no zone involved). */
export function addDays(dateKey: string, days: number): string {
  const date = new Date(`${dateKey}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The later of two date keys (they sort as text). */
export function laterDay(a: string, b: string): string {
  return a.localeCompare(b) >= 0 ? a : b;
}

/** The first day of the strip that shows `date`: today's week if it falls in it, else from `date`. */
export function openingWeek(date: string | null, today: string): string {
  if (!date || date <= addDays(today, 6)) return today;
  return date;
}

/** Lives in date-key.ts (the booking choice needs it alone); one import for every date helper. */
export { isDateKey } from "./date-key";

/** "Tue", "8" and "Dec" for a day strip's button. */
export function dayParts(dateKey: string): { weekday: string; day: string; month: string } {
  const date = new Date(`${dateKey}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(date);
  return {
    weekday: format({ weekday: "short" }),
    day: format({ day: "numeric" }),
    month: format({ month: "short" }),
  };
}

/** "Tuesday, December 8" for a date key. */
export function longDay(dateKey: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(new Date(`${dateKey}T12:00:00Z`));
}

/** "9:00 AM" in a zone. */
export function clockTime(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(instant));
}

/** "Tuesday, December 8, 2026, 9:00 AM – 10:00 AM" in a zone. */
export function sessionWhen(start: string, end: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(start));
  return `${day}, ${clockTime(start, timeZone)} – ${clockTime(end, timeZone)}`;
}

/** "Paris" from "Europe/Paris", "New York" from "America/New_York": a zone as people say it. */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split("/").pop() ?? timeZone;
  return last.replaceAll("_", " ");
}

export type Slot = { start: string; end: string };

/** Free start times grouped by the day they fall on in the viewer's zone, in time order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  const sorted = [...slots].sort((a, b) => a.start.localeCompare(b.start));
  for (const slot of sorted) {
    const key = dateKeyIn(slot.start, timeZone);
    const list = days.get(key) ?? [];
    list.push(slot);
    days.set(key, list);
  }
  return days;
}

/** "2 days 3 hours", "5 hours", "40 minutes": how long until an instant (never negative). */
export function timeLeft(untilMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.round((untilMs - nowMs) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days > 0)
    return hours > 0 ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
  if (hours > 0) return plural(hours, "hour");
  return plural(minutes, "minute");
}
