import { describe, expect, it } from "vitest";
import { readingActions, readingTransition } from "./status";

describe("a reading's moves", () => {
  it("are its own: rung, answered or called off, then ended by either party", () => {
    expect(readingActions("awaiting_payment", "seeker")).toEqual(["cancel"]);
    expect(readingActions("ringing", "seer")).toEqual(["accept", "decline"]);
    expect(readingActions("ringing", "seeker")).toEqual(["cancel"]);
    expect(readingActions("accepted", "seer")).toEqual(["end"]);
    expect(readingActions("accepted", "seeker")).toEqual(["end"]);
    expect(readingActions("completed", "seeker")).toEqual(["review"]);
    expect(readingActions("completed", "seer")).toEqual([]);
    expect(readingActions("accepted", null)).toEqual([]);
    for (const closed of ["declined", "cancelled", "missed", "expired"] as const) {
      expect(readingActions(closed, "seeker")).toEqual([]);
      expect(readingActions(closed, "seer")).toEqual([]);
    }
  });

  it("say why not: the wrong party, or the wrong state", () => {
    expect(readingTransition("ringing", "accept", "seeker")).toEqual({
      ok: false,
      reason: "party",
    });
    expect(readingTransition("missed", "accept", "seer")).toEqual({ ok: false, reason: "state" });
    expect(readingTransition("accepted", "cancel", "seeker")).toEqual({
      ok: false,
      reason: "state",
    });
    expect(readingTransition("accepted", "end", "seer")).toEqual({ ok: true, to: "completed" });
  });
});
