import { describe, expect, it } from "vitest";
import {
  isProposalLive,
  maxStartsFor,
  rescheduleExpiresAt,
  tooLateToMove,
} from "./reschedule-rules";

const at = (iso: string) => new Date(iso);

describe("moving a session", () => {
  it("lets a seeker pick one time and the Seer offer three", () => {
    expect(maxStartsFor("seeker")).toBe(1);
    expect(maxStartsFor("seer")).toBe(3);
  });

  it("lapses at the earlier of 48 h after the proposal and 1 h before the start", () => {
    const proposed = at("2027-03-01T00:00:00Z");
    expect(rescheduleExpiresAt(proposed, at("2027-03-10T09:00:00Z")).toISOString()).toBe(
      "2027-03-03T00:00:00.000Z",
    );
    expect(rescheduleExpiresAt(proposed, at("2027-03-02T09:00:00Z")).toISOString()).toBe(
      "2027-03-02T08:00:00.000Z",
    );
  });

  it("is open until the start, but a proposal within the last hour could not be answered", () => {
    const start = at("2027-03-02T09:00:00Z");
    expect(tooLateToMove(start, at("2027-03-02T07:59:00Z"))).toBeNull();
    expect(tooLateToMove(start, at("2027-03-02T08:00:00Z"))).toBe("too-close");
    expect(tooLateToMove(start, at("2027-03-02T09:00:00Z"))).toBe("started");
  });

  it("reads a proposal past its expiry as gone, whether or not the sweep wrote it", () => {
    const expires = at("2027-03-02T08:00:00Z");
    expect(isProposalLive(expires, at("2027-03-02T07:59:59Z"))).toBe(true);
    expect(isProposalLive(expires, expires)).toBe(false);
  });
});
