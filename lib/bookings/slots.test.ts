import fc from "fast-check";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { HOUR_MS } from "@/lib/durations";
import {
  freeSlots,
  hasFreeStartWithin,
  type Interval,
  isFreeStart,
  isSlotShaped,
  type SlotRules,
} from "./slots";

const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function rules(overrides: Partial<SlotRules>): SlotRules {
  return {
    timezone: "UTC",
    weeklyHours: closedWeek,
    daysOff: [],
    minNoticeHours: 0,
    bookingWindowDays: 365,
    ...overrides,
  };
}

const local = (slots: { start: Date }[], zone: string) =>
  slots.map((s) => DateTime.fromJSDate(s.start, { zone }).toFormat("HH:mm"));
const utc = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString().slice(11, 16));
const longAgo = new Date("2026-01-01T00:00:00Z");

describe("free times on daylight-saving days", () => {
  it("New York, spring forward (2026-03-08): no 02:xx starts, five real hours", () => {
    const r = rules({
      timezone: "America/New_York",
      weeklyHours: { ...closedWeek, sun: [["00:00", "06:00"]] },
    });
    const slots = freeSlots({
      rules: r,
      busy: [],
      now: longAgo,
      from: "2026-03-08",
      days: 1,
      hours: 1,
    });
    expect(local(slots, r.timezone)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "03:00",
      "03:30",
      "04:00",
      "04:30",
      "05:00",
    ]);
    expect(slots[0]?.start.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(slots.at(-1)?.end.toISOString()).toBe("2026-03-08T10:00:00.000Z");
  });

  it("New York, fall back (2026-11-01): 01:00 and 01:30 come twice, each a real hour", () => {
    const r = rules({
      timezone: "America/New_York",
      weeklyHours: { ...closedWeek, sun: [["00:00", "04:00"]] },
    });
    const slots = freeSlots({
      rules: r,
      busy: [],
      now: longAgo,
      from: "2026-11-01",
      days: 1,
      hours: 1,
    });
    expect(local(slots, r.timezone)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "03:00",
    ]);
    expect(utc(slots)).toEqual([
      "04:00",
      "04:30",
      "05:00",
      "05:30",
      "06:00",
      "06:30",
      "07:00",
      "07:30",
      "08:00",
    ]);
  });

  it("Berlin: the same 09:00 is 08:00 UTC before spring forward and 07:00 UTC after", () => {
    const week = {
      ...closedWeek,
      sat: [["09:00", "10:00"]],
      sun: [["09:00", "10:00"]],
    } as SlotRules["weeklyHours"];
    const r = rules({ timezone: "Europe/Berlin", weeklyHours: week });
    const spring = freeSlots({
      rules: r,
      busy: [],
      now: longAgo,
      from: "2026-03-28",
      days: 2,
      hours: 1,
    });
    expect(spring.map((s) => s.start.toISOString())).toEqual([
      "2026-03-28T08:00:00.000Z",
      "2026-03-29T07:00:00.000Z",
    ]);
    const autumn = freeSlots({
      rules: r,
      busy: [],
      now: longAgo,
      from: "2026-10-24",
      days: 2,
      hours: 1,
    });
    expect(autumn.map((s) => s.start.toISOString())).toEqual([
      "2026-10-24T07:00:00.000Z",
      "2026-10-25T08:00:00.000Z",
    ]);
  });

  it("Berlin, spring forward night: a range over the gap holds only its real hours", () => {
    const r = rules({
      timezone: "Europe/Berlin",
      weeklyHours: { ...closedWeek, sun: [["01:00", "04:00"]] },
    });
    const slots = freeSlots({
      rules: r,
      busy: [],
      now: longAgo,
      from: "2026-03-29",
      days: 1,
      hours: 2,
    });
    // 01:00 CET (00:00Z) to 04:00 CEST (02:00Z) is two real hours: one 2-hour session fits.
    expect(slots.map((s) => s.start.toISOString())).toEqual(["2026-03-29T00:00:00.000Z"]);
  });

  it("Kolkata (UTC+05:30): starts on the local hour and half hour", () => {
    const r = rules({
      timezone: "Asia/Kolkata",
      weeklyHours: { ...closedWeek, mon: [["09:00", "11:00"]] },
    });
    const slots = freeSlots({
      rules: r,
      busy: [],
      now: longAgo,
      from: "2026-03-09",
      days: 1,
      hours: 1,
    });
    expect(local(slots, r.timezone)).toEqual(["09:00", "09:30", "10:00"]);
    expect(utc(slots)).toEqual(["03:30", "04:00", "04:30"]);
  });
});

describe("free times and the listing's rules", () => {
  const week = { ...closedWeek, mon: [["09:15", "12:00"]] } as SlotRules["weeklyHours"];
  const base = rules({ timezone: "Europe/Paris", weeklyHours: week });

  it("rounds a range's odd start up to the next half hour", () => {
    const slots = freeSlots({
      rules: base,
      busy: [],
      now: longAgo,
      from: "2026-03-09",
      days: 1,
      hours: 2,
    });
    expect(local(slots, base.timezone)).toEqual(["09:30", "10:00"]);
  });

  it("skips days off, keeps minimum notice (at least 1 h) and the booking window", () => {
    const off = freeSlots({
      rules: { ...base, daysOff: ["2026-03-09"] },
      busy: [],
      now: longAgo,
      from: "2026-03-09",
      days: 1,
      hours: 1,
    });
    expect(off).toEqual([]);
    const now = new Date("2026-03-09T08:00:00Z"); // 09:00 in Paris
    const soon = freeSlots({ rules: base, busy: [], now, from: "2026-03-09", days: 1, hours: 1 });
    expect(local(soon, base.timezone)).toEqual(["10:00", "10:30", "11:00"]);
    const notice = freeSlots({
      rules: { ...base, minNoticeHours: 2 },
      busy: [],
      now,
      from: "2026-03-09",
      days: 1,
      hours: 1,
    });
    expect(local(notice, base.timezone)).toEqual(["11:00"]);
    const window = freeSlots({
      rules: { ...base, bookingWindowDays: 7 },
      busy: [],
      now,
      from: "2026-03-16",
      days: 1,
      hours: 1,
    });
    expect(window).toEqual([]);
  });

  it("leaves out every time that overlaps a busy interval", () => {
    const busy = [
      { start: Date.parse("2026-03-09T09:00:00Z"), end: Date.parse("2026-03-09T10:00:00Z") },
    ];
    const slots = freeSlots({
      rules: base,
      busy,
      now: longAgo,
      from: "2026-03-09",
      days: 1,
      hours: 1,
    });
    // 10:00–11:00 in Paris is taken: 09:30, 10:00 and 10:30 would overlap it.
    expect(local(slots, base.timezone)).toEqual(["11:00"]);
  });

  it("answers isFreeStart and isSlotShaped as freeSlots does", () => {
    const start = new Date("2026-03-09T08:30:00Z");
    expect(isFreeStart({ rules: base, busy: [], now: longAgo, start, hours: 1 })).toBe(true);
    expect(
      isFreeStart({
        rules: base,
        busy: [],
        now: longAgo,
        start: new Date("2026-03-09T08:15:00Z"),
        hours: 1,
      }),
    ).toBe(false);
    expect(isSlotShaped(start, "Europe/Paris")).toBe(true);
    expect(isSlotShaped(new Date("2026-03-09T08:45:00Z"), "Europe/Paris")).toBe(false);
    expect(isSlotShaped(new Date("2026-03-09T04:00:00Z"), "Asia/Kolkata")).toBe(true);
    expect(isSlotShaped(new Date("2026-03-09T04:15:00Z"), "Asia/Kolkata")).toBe(false);
  });
});

describe("available now: a free start within the next two hours", () => {
  const kolkata = rules({
    timezone: "Asia/Kolkata",
    weeklyHours: { ...closedWeek, mon: [["09:00", "12:00"]] },
  });
  const ask = (now: string, busy: Interval[] = []) =>
    hasFreeStartWithin({ rules: kolkata, busy, now: new Date(now), hours: 1, withinHours: 2 });

  it("is true when a start falls within two hours (after the 1 h lead), false otherwise", () => {
    // 08:00 in Kolkata on Monday 9 March 2026: 09:00 starts are 1 h away.
    expect(ask("2026-03-09T02:30:00Z")).toBe(true);
    // 06:00 there: the first start (09:00) is 3 h away.
    expect(ask("2026-03-09T00:30:00Z")).toBe(false);
    // 11:30 there: an hour-long session no longer fits before 12:00.
    expect(ask("2026-03-09T06:00:00Z")).toBe(false);
  });

  it("is false when the hours ahead are taken", () => {
    const busy = [
      { start: Date.parse("2026-03-09T03:30:00Z"), end: Date.parse("2026-03-09T06:30:00Z") },
    ];
    expect(ask("2026-03-09T02:30:00Z", busy)).toBe(false);
  });

  it("counts a Seer's evening that is still yesterday in their zone", () => {
    const newYork = rules({
      timezone: "America/New_York",
      weeklyHours: { ...closedWeek, sun: [["20:00", "23:00"]] },
    });
    // Monday 00:00 UTC is Sunday 19:00 in New York (EST).
    const now = new Date("2026-03-02T00:00:00Z");
    expect(hasFreeStartWithin({ rules: newYork, busy: [], now, hours: 1, withinHours: 2 })).toBe(
      true,
    );
  });
});

describe("free times, properties", () => {
  const zones = [
    "UTC",
    "America/New_York",
    "Europe/Berlin",
    "Asia/Kolkata",
    "Australia/Adelaide",
    "America/St_Johns",
  ];
  const time = fc
    .integer({ min: 0, max: 48 })
    .map((n) =>
      n === 48 ? "24:00" : `${String(Math.floor(n / 2)).padStart(2, "0")}:${n % 2 ? "30" : "00"}`,
    );
  const range = fc.tuple(time, time).filter(([a, b]) => a < b);
  const day = fc.array(range, { maxLength: 2 }).map((ranges) => {
    const sorted = [...ranges].sort((a, b) => a[0].localeCompare(b[0]));
    return sorted.filter((r, i) => i === 0 || (sorted[i - 1]?.[1] ?? "") <= r[0]);
  });
  const arbRules = fc.record({
    timezone: fc.constantFrom(...zones),
    weeklyHours: fc.record({
      mon: day,
      tue: day,
      wed: day,
      thu: day,
      fri: day,
      sat: day,
      sun: day,
    }),
    daysOff: fc.array(
      fc
        .integer({ min: 0, max: 20 })
        .map((n) => DateTime.fromISO("2026-03-01").plus({ days: n }).toISODate() ?? ""),
      { maxLength: 5 },
    ),
    minNoticeHours: fc.integer({ min: 0, max: 72 }),
    bookingWindowDays: fc.integer({ min: 1, max: 30 }),
  });
  const from = Date.parse("2026-02-25T00:00:00Z");
  const arbNow = fc.integer({ min: 0, max: 20 * 24 }).map((h) => new Date(from + h * HOUR_MS));
  const arbBusy = fc.array(
    fc
      .record({ at: fc.integer({ min: 0, max: 40 * 48 }), len: fc.integer({ min: 1, max: 8 }) })
      .map(
        ({ at, len }): Interval => ({
          start: from + at * 30 * 60_000,
          end: from + (at + len) * 30 * 60_000,
        }),
      ),
    { maxLength: 10 },
  );

  it("never overlaps a busy time nor falls outside weekly hours, days off, notice or window", () => {
    fc.assert(
      fc.property(
        arbRules,
        arbBusy,
        arbNow,
        fc.integer({ min: 1, max: 4 }),
        (r, busy, now, hours) => {
          const slots = freeSlots({ rules: r, busy, now, from: "2026-03-01", days: 21, hours });
          let previous = -Infinity;
          for (const slot of slots) {
            const s = slot.start.getTime();
            expect(s).toBeGreaterThan(previous);
            previous = s;
            expect(slot.end.getTime() - s).toBe(hours * HOUR_MS);
            expect(busy.some((b) => b.start < slot.end.getTime() && s < b.end)).toBe(false);
            expect(s).toBeGreaterThanOrEqual(
              now.getTime() + Math.max(r.minNoticeHours, 1) * HOUR_MS,
            );
            expect(s).toBeLessThanOrEqual(now.getTime() + r.bookingWindowDays * 24 * HOUR_MS);
            const start = DateTime.fromJSDate(slot.start, { zone: r.timezone });
            expect(start.minute % 30).toBe(0);
            expect(r.daysOff).not.toContain(start.toISODate());
            const weekday = start.toFormat("ccc").toLowerCase() as keyof typeof r.weeklyHours;
            const fits = r.weeklyHours[weekday].some(([a, b]) => {
              const date = start.toISODate();
              const open = DateTime.fromISO(`${date}T${a}`, { zone: r.timezone }).toMillis();
              const close =
                b === "24:00"
                  ? DateTime.fromISO(`${date}`, { zone: r.timezone }).plus({ days: 1 }).toMillis()
                  : DateTime.fromISO(`${date}T${b}`, { zone: r.timezone }).toMillis();
              return s >= open && slot.end.getTime() <= close;
            });
            expect(fits).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it("offers every free start it is asked about, and nothing else", () => {
    fc.assert(
      fc.property(arbRules, arbBusy, arbNow, (r, busy, now) => {
        const slots = freeSlots({ rules: r, busy, now, from: "2026-03-05", days: 3, hours: 1 });
        for (const slot of slots) {
          expect(isFreeStart({ rules: r, busy, now, start: slot.start, hours: 1 })).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
