/** What the screens of readings say about money and time (components/readings): pure helpers. */
import { describe, expect, it } from "vitest";
import type { Booking } from "../../components/booking/booking-types";
import { perMinuteAfterFee } from "../../components/readings/price-terms";
import { asReading, clockLabel } from "../../components/readings/reading-types";

describe("perMinuteAfterFee", () => {
  it("says what the Seer receives a minute after the fee, rounded as the fees are", () => {
    expect(perMinuteAfterFee(199, { enabled: true, fee_percent: 15, currency: "USD" })).toBe(
      "$1.99/min: you receive $1.69 a minute after the 15% fee",
    );
    expect(perMinuteAfterFee(100, { enabled: true, fee_percent: 12.5, currency: "USD" })).toBe(
      "$1.00/min: you receive $0.87 a minute after the 12.5% fee",
    );
  });

  it("with payments off, says the seeker pays the Seer directly", () => {
    expect(perMinuteAfterFee(250, { enabled: false, fee_percent: 15, currency: "USD" })).toBe(
      "$2.50/min: seekers pay you directly for the minutes used",
    );
  });
});

describe("clockLabel", () => {
  it("reads minutes and two-digit seconds, never below zero", () => {
    expect(clockLabel(42_000)).toBe("0:42");
    expect(clockLabel(42_999)).toBe("0:42");
    expect(clockLabel(605_000)).toBe("10:05");
    expect(clockLabel(-3_000)).toBe("0:00");
  });
});

describe("asReading", () => {
  const session = { id: "b1", status: "requested" } as unknown as Booking;
  const part = {
    max_minutes: 10,
    price_per_minute_cents: 199,
    ring_until: null,
    started_at: null,
    ended_at: null,
    minutes_billed: null,
  };

  it("knows a reading by its kind and part, and a session as none", () => {
    expect(asReading(session)).toBeNull();
    expect(asReading({ ...session, kind: "session" } as Booking)).toBeNull();
    const reading = asReading({ ...session, kind: "reading", reading: part } as Booking);
    expect(reading?.reading.max_minutes).toBe(10);
  });
});

describe("the server's clock in the browser", () => {
  it("learns each rendered time once: the same string handed again later does not move it", async () => {
    const { learnServerTime, serverNowMs } = await import(
      "../../components/readings/use-server-clock"
    );
    const realNow = Date.now;
    try {
      let browser = 1_000_000;
      Date.now = () => browser;
      learnServerTime(new Date(1_005_000).toISOString());
      expect(serverNowMs()).toBe(1_005_000);
      browser += 120_000;
      learnServerTime(new Date(1_005_000).toISOString());
      expect(serverNowMs()).toBe(1_125_000);
    } finally {
      Date.now = realNow;
    }
  });
});
