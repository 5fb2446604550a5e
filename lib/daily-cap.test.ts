import { describe, expect, it } from "vitest";
import { capDayStart, dailyCapReached } from "./daily-cap";

const at = new Date("2027-03-02T12:00:00.000Z");

describe("dailyCapReached", () => {
  it("lets the cap's number through in any 24 hours", () => {
    expect(capDayStart(at)).toBe("2027-03-01T12:00:00.000Z");
    expect(dailyCapReached([], 3, at)).toBeNull();
    expect(
      dailyCapReached(["2027-03-02T01:00:00.000Z", "2027-03-02T02:00:00.000Z"], 3, at),
    ).toBeNull();
  });

  it("names the next time as 24 hours after the row whose leaving frees a place", () => {
    const stamps = [
      "2027-03-02T09:00:00.000Z",
      "2027-03-01T20:00:00.000Z",
      "2027-03-02T11:00:00.000Z",
    ];
    expect(dailyCapReached(stamps, 3, at)).toEqual({
      nextAt: new Date("2027-03-02T20:00:00.000Z"),
      retryAfter: 8 * 3600,
    });
    // Four rows under a cap of three: the second oldest must leave too.
    expect(dailyCapReached([...stamps, "2027-03-02T10:00:00.000Z"], 3, at)?.nextAt).toEqual(
      new Date("2027-03-03T09:00:00.000Z"),
    );
  });

  it("answers at least one second", () => {
    const stamps = ["2027-03-01T12:00:00.400Z"];
    expect(dailyCapReached(stamps, 1, at)?.retryAfter).toBe(1);
  });
});
