import { afterEach, describe, expect, it } from "vitest";
import { daysAgo, freezeClock, now, resetClock, setClock } from "./clock";
import { DAY_MS } from "./durations";

describe("clock", () => {
  afterEach(resetClock);

  it("reads the real time until a test moves it", () => {
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(50);
  });

  it("reads the set instant and runs on from there", () => {
    setClock(new Date("2027-03-14T01:59:00Z"));
    const read = now().getTime();
    expect(read).toBeGreaterThanOrEqual(Date.parse("2027-03-14T01:59:00Z"));
    expect(read).toBeLessThan(Date.parse("2027-03-14T01:59:01Z"));
    resetClock();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(50);
  });

  it("can be frozen at a date, shifted, and put back", () => {
    freezeClock(new Date("2026-05-01T10:00:00.000Z"));
    expect(now().toISOString()).toBe("2026-05-01T10:00:00.000Z");
    expect(daysAgo(7)).toBe("2026-04-24T10:00:00.000Z");
    setClock({ offsetMs: 3 * DAY_MS });
    expect(now().getTime() - Date.now()).toBeGreaterThan(3 * DAY_MS - 1000);
    resetClock();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
