/**
 * iCalendar text → the busy stretches it makes within a window, in UTC milliseconds (pure). An
 * event is busy over exactly its time unless it is transparent ("free") or cancelled: UTC times,
 * floating times (in the Seer's zone), TZID times (the calendar's own VTIMEZONE, else the IANA
 * zone of that name, else the Seer's zone), all-day events (the whole day in the Seer's zone), and
 * recurrences with their EXDATEs and overridden instances (RECURRENCE-ID), by ical.js. The
 * product's own events (lib/bookings/ics.ts, lib/events/ics.ts and what lib/calendars writes)
 * never count: their time is already the product's.
 */
import ICAL from "ical.js";
import { DateTime, IANAZone } from "luxon";

export type BusyStretch = { start: number; end: number };

/** UIDs the product writes: `<booking id>@seers`, `<seat id>@seers-events` and kin. */
export function isProductUid(uid: string | null | undefined): boolean {
  return typeof uid === "string" && /@seers(-[a-z]+)?$/i.test(uid.trim());
}

/** Occurrences of one recurring event looked at, at most (a daily event over decades). */
const MAX_OCCURRENCES = 20_000;

function wallClockIn(time: ICAL.Time, zone: string): number {
  return DateTime.fromObject(
    {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.isDate ? 0 : time.hour,
      minute: time.isDate ? 0 : time.minute,
      second: time.isDate ? 0 : time.second,
    },
    { zone },
  ).toMillis();
}

/** One ICAL.Time as UTC milliseconds, by the rules above. */
export function timeToUtc(time: ICAL.Time, tzid: string | null, seerZone: string): number {
  if (time.isDate) return wallClockIn(time, seerZone);
  const zone = time.zone;
  if (zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  // A VTIMEZONE the calendar carries (ical.js resolved it from the component tree).
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.component) {
    return time.toUnixTime() * 1000;
  }
  const name = tzid ?? (time as { timezone?: string }).timezone ?? null;
  if (name && IANAZone.isValidZone(name)) return wallClockIn(time, name);
  return wallClockIn(time, seerZone);
}

function isFree(event: ICAL.Component): boolean {
  const transp = event.getFirstPropertyValue("transp");
  const status = event.getFirstPropertyValue("status");
  return (
    String(transp ?? "").toUpperCase() === "TRANSPARENT" ||
    String(status ?? "").toUpperCase() === "CANCELLED"
  );
}

function tzidOf(component: ICAL.Component, name: "dtstart" | "dtend"): string | null {
  const prop = component.getFirstProperty(name);
  const tzid = prop?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

/** Start and end of one (possibly overridden) occurrence, in UTC ms. */
function stretchOf(
  item: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time,
  seerZone: string,
): BusyStretch {
  const startTz = tzidOf(item.component, "dtstart");
  const endTz = tzidOf(item.component, "dtend") ?? startTz;
  return { start: timeToUtc(start, startTz, seerZone), end: timeToUtc(end, endTz, seerZone) };
}

function overlaps(stretch: BusyStretch, from: number, to: number): boolean {
  return stretch.end > from && stretch.start < to && stretch.end > stretch.start;
}

/** The busy stretches of all the VEVENTs of one or more VCALENDAR texts, within [from, to). */
export function busyFromIcal(
  texts: readonly string[],
  window: { from: number; to: number },
  seerZone: string,
): BusyStretch[] {
  const busy: BusyStretch[] = [];
  for (const text of texts) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const byUid = new Map<string, { master?: ICAL.Component; overrides: ICAL.Component[] }>();
    for (const vevent of calendar.getAllSubcomponents("vevent")) {
      const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
      if (isProductUid(uid)) continue;
      const group = byUid.get(uid) ?? { overrides: [] };
      if (vevent.hasProperty("recurrence-id")) group.overrides.push(vevent);
      else group.master = vevent;
      byUid.set(uid, group);
    }
    for (const { master, overrides } of byUid.values()) {
      if (!master) {
        // Overridden instances whose series is not here (a partial answer): each as it stands.
        for (const lone of overrides) addSingle(lone, busy, window, seerZone);
        continue;
      }
      const event = new ICAL.Event(master, { exceptions: overrides, strictExceptions: true });
      if (!event.isRecurring()) {
        addSingle(master, busy, window, seerZone);
        continue;
      }
      const iterator = event.iterator();
      for (let n = 0; n < MAX_OCCURRENCES; n++) {
        const next = iterator.next();
        if (!next) break;
        const details = event.getOccurrenceDetails(next);
        const recurrenceStart = timeToUtc(next, tzidOf(master, "dtstart"), seerZone);
        // Past the window (a day's margin for an instance moved earlier by its override).
        if (recurrenceStart >= window.to + 86_400_000) break;
        if (isFree(details.item.component)) continue;
        const stretch = stretchOf(details.item, details.startDate, details.endDate, seerZone);
        if (overlaps(stretch, window.from, window.to)) busy.push(stretch);
      }
    }
  }
  return busy;
}

function addSingle(
  vevent: ICAL.Component,
  busy: BusyStretch[],
  window: { from: number; to: number },
  seerZone: string,
): void {
  if (isFree(vevent)) return;
  const event = new ICAL.Event(vevent);
  if (!event.startDate) return;
  const stretch = stretchOf(event, event.startDate, event.endDate, seerZone);
  if (overlaps(stretch, window.from, window.to)) busy.push(stretch);
}
