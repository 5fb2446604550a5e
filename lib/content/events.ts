/** Events for the home page and /events, read through here rather than from data/. */
import { EVENTS } from "@/data/events";
import { DAY_MS } from "@/lib/durations";
import type { Event } from "./types";

/** How many upcoming events /events shows before "Load more". */
export const UPCOMING_PAGE_SIZE = 11;

export type DatedEvent = Event & { date: Date; day: string; month: string };

function startOfToday(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Sample events are kept relative to today, so "upcoming" stays upcoming. */
function datedEvent(event: Event, now = new Date()): DatedEvent {
  const date = new Date(startOfToday(now).getTime() + event.startsInDays * DAY_MS);
  return {
    ...event,
    date,
    day: String(date.getUTCDate()),
    month: date.toLocaleString("en-US", { month: "short", timeZone: "UTC" }).toUpperCase(),
  };
}

export function listUpcomingEvents(now = new Date()): DatedEvent[] {
  return EVENTS.filter((e) => e.startsInDays >= 0)
    .map((e) => datedEvent(e, now))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}

export function listPastEvents(now = new Date()): DatedEvent[] {
  return EVENTS.filter((e) => e.startsInDays < 0)
    .map((e) => datedEvent(e, now))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}
