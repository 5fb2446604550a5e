import { describe, expect, it } from "vitest";
import { billedMinutes, maxChargeCents, perMinuteLabel, readingAmountLabel } from "./rules";

describe("reading rules", () => {
  it("bills every started minute, at least one, never past the maximum", () => {
    expect(billedMinutes(0, 10)).toBe(1);
    expect(billedMinutes(1, 10)).toBe(1);
    expect(billedMinutes(60, 10)).toBe(1);
    expect(billedMinutes(61, 10)).toBe(2);
    expect(billedMinutes(599, 10)).toBe(10);
    expect(billedMinutes(3_600, 10)).toBe(10);
  });

  it("holds the price times the maximum, in cents", () => {
    expect(maxChargeCents(199, 20)).toBe(3_980);
  });

  it("reads prices and amounts with their cents", () => {
    expect(perMinuteLabel(199)).toBe("$1.99/min");
    expect(perMinuteLabel(200)).toBe("$2.00/min");
    expect(readingAmountLabel(398)).toBe("$3.98");
    expect(readingAmountLabel(400)).toBe("$4");
  });
});
