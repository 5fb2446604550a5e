import { describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "@/lib/durations";
import { cancellationLine, median, responseLine, spanWords } from "./reliability-words";

describe("a Seer's record, in words", () => {
  it("says nothing with too few sessions or answers", () => {
    expect(cancellationLine(0, 4)).toBeNull();
    expect(cancellationLine(3, 4)).toBeNull();
    expect(responseLine([HOUR_MS, HOUR_MS])).toBeNull();
  });

  it("words how often the Seer cancels, with the number behind it", () => {
    expect(cancellationLine(0, 5)?.words).toBe("Keeps every session");
    expect(cancellationLine(1, 24)).toEqual({
      words: "Rarely cancels",
      detail: "Cancelled or did not come to 1 of 24 sessions in the last 90 days",
    });
    expect(cancellationLine(1, 10)?.words).toBe("Sometimes cancels");
    expect(cancellationLine(2, 5)?.words).toBe("Often cancels");
  });

  it("words the typical answer time by the median", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(responseLine([20 * MINUTE_MS, 50 * MINUTE_MS, 30 * HOUR_MS])?.words).toBe(
      "Usually responds within an hour",
    );
    expect(responseLine([HOUR_MS + MINUTE_MS, 2 * HOUR_MS, 90 * MINUTE_MS])).toEqual({
      words: "Usually responds within 2 hours",
      detail: "Median time to answer a request: 1 h 30 min, over 3 requests in the last 90 days",
    });
    expect(responseLine([30 * HOUR_MS, 40 * HOUR_MS, 50 * HOUR_MS])?.words).toBe(
      "Usually responds within 2 days",
    );
    expect(spanWords(26 * HOUR_MS)).toBe("1 day 2 h");
    expect(spanWords(20_000)).toBe("under a minute");
  });
});
