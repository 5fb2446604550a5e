import { describe, expect, it } from "vitest";
import type { Booking } from "@/components/booking/booking-types";
import {
  addDays,
  clockTime,
  dateKeyIn,
  isDateKey,
  openingWeek,
  slotsByDay,
  timeLeft,
  zoneCity,
} from "@/components/booking/times";
import { groupBookings } from "@/components/booking/use-bookings";
import { HOUR_MS } from "@/lib/durations";

describe("booking times", () => {
  it("puts an instant on the day it falls on in a zone", () => {
    // 02:30 UTC is still the evening before in New York, and morning in Tokyo.
    expect(dateKeyIn("2026-12-08T02:30:00Z", "America/New_York")).toBe("2026-12-07");
    expect(dateKeyIn("2026-12-08T02:30:00Z", "Asia/Tokyo")).toBe("2026-12-08");
    expect(clockTime("2026-12-08T02:30:00Z", "America/New_York")).toBe("9:30 PM");
  });

  it("groups free times by the viewer's day, in time order", () => {
    const slots = [
      { start: "2026-12-08T15:00:00Z", end: "2026-12-08T16:00:00Z" },
      { start: "2026-12-08T02:00:00Z", end: "2026-12-08T03:00:00Z" },
      { start: "2026-12-08T14:00:00Z", end: "2026-12-08T15:00:00Z" },
    ];
    const days = slotsByDay(slots, "America/New_York");
    expect([...days.keys()]).toEqual(["2026-12-07", "2026-12-08"]);
    expect(days.get("2026-12-08")?.map((s) => s.start)).toEqual([
      "2026-12-08T14:00:00Z",
      "2026-12-08T15:00:00Z",
    ]);
  });

  it("does calendar arithmetic on date keys, across months and a daylight-saving change", () => {
    expect(addDays("2026-11-29", 3)).toBe("2026-12-02");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-12-02", -7)).toBe("2026-11-25");
    expect(isDateKey("2026-02-30")).toBe(false);
    expect(isDateKey("2026-02-28")).toBe(true);
    expect(isDateKey("tomorrow")).toBe(false);
  });

  it("opens the day strip on today's week unless the linked day is later", () => {
    expect(openingWeek(null, "2026-12-01")).toBe("2026-12-01");
    expect(openingWeek("2026-12-07", "2026-12-01")).toBe("2026-12-01");
    expect(openingWeek("2026-12-08", "2026-12-01")).toBe("2026-12-08");
  });

  it("says how long is left in words", () => {
    const now = Date.parse("2026-12-01T00:00:00Z");
    expect(timeLeft(now + 47 * HOUR_MS + 20 * 60_000, now)).toBe("1 day 23 hours");
    expect(timeLeft(now + 5 * HOUR_MS, now)).toBe("5 hours");
    expect(timeLeft(now + 60_000, now)).toBe("1 minute");
    expect(timeLeft(now - 60_000, now)).toBe("0 minutes");
    expect(zoneCity("America/New_York")).toBe("New York");
  });
});

describe("groupBookings", () => {
  const at = (iso: string) => Date.parse(iso);
  const booking = (id: string, status: Booking["status"], start: string, end: string): Booking => ({
    id,
    kind: "session",
    coach_slug: "iris",
    seer_name: "Iris",
    seeker_name: "Noah",
    start,
    end,
    hours: 1,
    mode: "online",
    place: null,
    hourly_rate: 60,
    total_cents: 6000,
    currency: "USD",
    status,
    expires_at: start,
    note: null,
    cancelled_by: null,
    reason: null,
    cancellation_terms: null,
    created_at: start,
    actions: [],
    reading: null,
  });
  const list = [
    booking("later", "accepted", "2026-12-05T10:00:00Z", "2026-12-05T11:00:00Z"),
    booking("asked", "requested", "2026-12-04T10:00:00Z", "2026-12-04T11:00:00Z"),
    booking("ended", "accepted", "2026-11-30T10:00:00Z", "2026-11-30T11:00:00Z"),
    booking("done", "completed", "2026-11-20T10:00:00Z", "2026-11-20T11:00:00Z"),
    booking("soon", "accepted", "2026-12-02T10:00:00Z", "2026-12-02T11:00:00Z"),
  ];
  const now = at("2026-12-01T00:00:00Z");

  it("gives a Seer requests, sessions ahead (soonest first) and past ones (latest first)", () => {
    const groups = groupBookings(list, "seer", now);
    expect(groups.requests.map((b) => b.id)).toEqual(["asked"]);
    expect(groups.upcoming.map((b) => b.id)).toEqual(["soon", "later"]);
    // An accepted session that has ended waits in Past for Mark completed.
    expect(groups.past.map((b) => b.id)).toEqual(["ended", "done"]);
  });

  it("keeps a seeker's own requests among the upcoming ones", () => {
    const groups = groupBookings(list, "seeker", now);
    expect(groups.requests).toEqual([]);
    expect(groups.upcoming.map((b) => b.id)).toEqual(["soon", "asked", "later"]);
  });

  it("keeps declined, cancelled and expired bookings out of Past while their date is ahead", () => {
    const calledOff = [
      ...list,
      booking("declined", "declined", "2026-12-09T10:00:00Z", "2026-12-09T11:00:00Z"),
      booking("cancelled", "cancelled", "2026-12-03T10:00:00Z", "2026-12-03T11:00:00Z"),
      booking("expired", "expired", "2026-12-06T10:00:00Z", "2026-12-06T11:00:00Z"),
      booking("old-cancel", "cancelled", "2026-11-25T10:00:00Z", "2026-11-25T11:00:00Z"),
    ];
    for (const side of ["seeker", "seer"] as const) {
      const groups = groupBookings(calledOff, side, now);
      expect(groups.calledOff.map((b) => b.id)).toEqual(["cancelled", "expired", "declined"]);
      // Once its date has passed, a cancelled booking is past like any other.
      expect(groups.past.map((b) => b.id)).toEqual(["ended", "old-cancel", "done"]);
    }
  });
});
