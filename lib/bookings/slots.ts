/**
 * Free times of a Seer: a pure function of the listing's rules, the busy intervals and "now".
 * Starts fall on the Seer's local hour or half hour; a session never runs past the end of the
 * weekly range it starts in. Times are computed in the Seer's IANA zone with luxon, so
 * daylight-saving days and half-hour zones come out right (wall clock in, real instants out).
 */
import { DateTime } from "luxon";
import { DAY_MS, HOUR_MS } from "@/lib/durations";
import { EXPIRY_BEFORE_START_HOURS } from "./status";

export type WeeklyHours = Record<string, [string, string][]>;

export type SlotRules = {
  timezone: string;
  weeklyHours: WeeklyHours;
  /** Local dates (YYYY-MM-DD, in the Seer's zone) with no sessions. */
  daysOff: readonly string[];
  minNoticeHours: number;
  bookingWindowDays: number;
};

/** Half-open [start, end) in epoch milliseconds. */
export type Interval = { start: number; end: number };

export type Slot = { start: Date; end: Date };

/** Slots start on the Seer's hour or half hour. */
const SLOT_STEP_MINUTES = 30;
/** A request must leave the Seer time to answer: it expires this long before the start at the latest. */
const MIN_LEAD_HOURS = EXPIRY_BEFORE_START_HOURS;

const LUXON_WEEKDAYS = ["", "mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const STEP_MS = SLOT_STEP_MINUTES * 60_000;

function localInstant(date: string, time: string, zone: string): DateTime {
  const day = DateTime.fromISO(date, { zone });
  if (time === "24:00") return day.plus({ days: 1 }).startOf("day");
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  // A wall time skipped by a daylight-saving jump is moved forward by luxon (02:30 → 03:30).
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The earliest and latest start the notice and window allow at `now`. */
function bookableRange(rules: SlotRules, now: Date): Interval {
  const notice = Math.max(rules.minNoticeHours, MIN_LEAD_HOURS) * HOUR_MS;
  return {
    start: now.getTime() + notice,
    end: now.getTime() + rules.bookingWindowDays * DAY_MS,
  };
}

/** Free starts of `hours`-hour sessions on `days` local dates from `from` (YYYY-MM-DD, Seer's zone). */
export function freeSlots(args: {
  rules: SlotRules;
  busy: readonly Interval[];
  now: Date;
  from: string;
  days: number;
  hours: number;
}): Slot[] {
  const { rules, busy, now, hours } = args;
  const zone = rules.timezone;
  const first = DateTime.fromISO(args.from, { zone });
  if (!first.isValid) return [];
  const allowed = bookableRange(rules, now);
  const length = hours * HOUR_MS;
  const daysOff = new Set(rules.daysOff);
  const slots: Slot[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < args.days; i++) {
    const day = first.plus({ days: i });
    const date = day.toISODate();
    if (!date || daysOff.has(date)) continue;
    const ranges = rules.weeklyHours[LUXON_WEEKDAYS[day.weekday] ?? ""] ?? [];
    for (const [from, to] of ranges) {
      const rangeStart = localInstant(date, from, zone);
      const rangeEnd = localInstant(date, to, zone).toMillis();
      // Round up to the next local :00 or :30; then real 30-minute steps stay on :00/:30 (every
      // daylight-saving shift in use is a multiple of 30 minutes).
      const minute = rangeStart.minute % SLOT_STEP_MINUTES;
      let start =
        rangeStart.toMillis() + (minute === 0 ? 0 : (SLOT_STEP_MINUTES - minute) * 60_000);
      start -= rangeStart.second * 1000 + rangeStart.millisecond;
      for (; start + length <= rangeEnd; start += STEP_MS) {
        const slot = { start, end: start + length };
        if (start < allowed.start || start > allowed.end || seen.has(start)) continue;
        if (busy.some((b) => overlaps(b, slot))) continue;
        seen.add(start);
        slots.push({ start: new Date(start), end: new Date(slot.end) });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `start` is a free start for an `hours`-hour session (the check made when booking). */
export function isFreeStart(args: {
  rules: SlotRules;
  busy: readonly Interval[];
  now: Date;
  start: Date;
  hours: number;
}): boolean {
  const local = DateTime.fromJSDate(args.start, { zone: args.rules.timezone });
  const from = local.toISODate();
  if (!from) return false;
  return freeSlots({ ...args, from, days: 1 }).some(
    (slot) => slot.start.getTime() === args.start.getTime(),
  );
}

/** Whether a start is on the Seer's hour or half hour (the shape of a slot, before any rule). */
export function isSlotShaped(start: Date, timezone: string): boolean {
  const local = DateTime.fromJSDate(start, { zone: timezone });
  return (
    local.isValid &&
    local.minute % SLOT_STEP_MINUTES === 0 &&
    local.second === 0 &&
    local.millisecond === 0
  );
}

/** Whether an `hours`-hour session could start within `withinHours` of `now` ("Available now"). */
export function hasFreeStartWithin(args: {
  rules: SlotRules;
  busy: readonly Interval[];
  now: Date;
  hours: number;
  withinHours: number;
}): boolean {
  // From yesterday in the Seer's zone: "now" may still be yesterday there.
  const from = DateTime.fromJSDate(args.now, { zone: args.rules.timezone })
    .minus({ days: 1 })
    .toISODate();
  if (!from) return false;
  const limit = args.now.getTime() + args.withinHours * HOUR_MS;
  return freeSlots({ ...args, from, days: 3 }).some((slot) => slot.start.getTime() <= limit);
}
