import { describe, expect, it } from "vitest";
import { droppedAt, firstTogether, type PresenceSpan } from "./meter";

const span = (party: string, joinedAt: number, leftAt: number | null = null): PresenceSpan => ({
  party,
  joinedAt,
  leftAt,
});

describe("a reading's meter", () => {
  it("starts when both parties are first in the room at once", () => {
    expect(firstTogether([])).toBeNull();
    expect(firstTogether([span("seeker", 10)])).toBeNull();
    // The seeker left before the Seer came: not met; back later, met then.
    expect(firstTogether([span("seeker", 10, 20), span("seer", 30)])).toBeNull();
    expect(firstTogether([span("seeker", 10, 20), span("seer", 30), span("seeker", 40)])).toBe(40);
    expect(firstTogether([span("seer", 5), span("seeker", 12)])).toBe(12);
  });

  it("says when a party dropped and did not come back", () => {
    expect(droppedAt([span("seer", 0), span("seeker", 10)], 10)).toBeNull();
    expect(droppedAt([span("seer", 0), span("seeker", 10, 50)], 10)).toBe(50);
    // Back again: no drop.
    expect(droppedAt([span("seer", 0), span("seeker", 10, 50), span("seeker", 60)], 10)).toBeNull();
    // Both gone: the first to go.
    expect(droppedAt([span("seer", 0, 80), span("seeker", 10, 50)], 10)).toBe(50);
  });
});
