import { describe, expect, it } from "vitest";
import { MINUTE_MS } from "@/lib/durations";
import { FIRST_VISIT_MINUTES, isReturningVisit } from "./welcome";

const created = new Date("2026-11-02T10:00:00Z");
const minutesIn = (minutes: number) => new Date(created.getTime() + minutes * MINUTE_MS);

describe("isReturningVisit", () => {
  it("is not a return in the session sign-up starts, nor a first login just after it", () => {
    expect(isReturningVisit({ accountCreatedAt: created, sessionStartedAt: minutesIn(0) })).toBe(
      false,
    );
    expect(
      isReturningVisit({
        accountCreatedAt: created,
        sessionStartedAt: minutesIn(FIRST_VISIT_MINUTES - 1),
      }),
    ).toBe(false);
  });

  it("is a return when the session began with a later sign-in", () => {
    expect(
      isReturningVisit({
        accountCreatedAt: created,
        sessionStartedAt: minutesIn(FIRST_VISIT_MINUTES),
      }),
    ).toBe(true);
    expect(
      isReturningVisit({ accountCreatedAt: created, sessionStartedAt: minutesIn(60 * 24 * 9) }),
    ).toBe(true);
  });

  it("says nothing of a return when the session's start is unknown", () => {
    expect(isReturningVisit({ accountCreatedAt: created, sessionStartedAt: null })).toBe(false);
  });
});
