import { describe, expect, it } from "vitest";
import {
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingStatus,
  expiresAt,
  isFreeCancellation,
  type Party,
  settledStatus,
  transition,
} from "./status";

const end = new Date("2026-06-01T12:00:00Z");
const afterEnd = { now: new Date("2026-06-01T12:30:00Z"), end };
const beforeEnd = { now: new Date("2026-06-01T11:30:00Z"), end };

/** Every allowed move; anything not here is refused ("state" if no party may, else "party"). */
const ALLOWED: Record<string, BookingStatus> = {
  "requested accept seer": "accepted",
  "requested decline seer": "declined",
  "requested cancel seeker": "cancelled",
  "accepted cancel seeker": "cancelled",
  "accepted cancel seer": "cancelled",
  "accepted complete seer": "completed",
};

const cases = BOOKING_STATUSES.flatMap((status) =>
  BOOKING_ACTIONS.flatMap((action) =>
    (["seeker", "seer"] as Party[]).map((party) => [status, action, party] as const),
  ),
);

function expected(status: BookingStatus, action: BookingAction, party: Party) {
  const to = ALLOWED[`${status} ${action} ${party}`];
  if (to) return { ok: true, to };
  const otherParty = party === "seer" ? "seeker" : "seer";
  return { ok: false, reason: ALLOWED[`${status} ${action} ${otherParty}`] ? "party" : "state" };
}

describe("booking state machine: every state × action × party", () => {
  it.each(cases)("%s + %s by %s", (status, action, party) => {
    expect(transition(status, action, party, afterEnd)).toEqual(expected(status, action, party));
  });

  it("completes only after the end", () => {
    expect(transition("accepted", "complete", "seer", beforeEnd)).toEqual({
      ok: false,
      reason: "too-early",
    });
  });
});

describe("time rules", () => {
  const created = new Date("2026-06-01T00:00:00Z");

  it("expires at the earlier of 48 h after the request and 1 h before the start", () => {
    expect(expiresAt(created, new Date("2026-06-10T00:00:00Z")).toISOString()).toBe(
      "2026-06-03T00:00:00.000Z",
    );
    expect(expiresAt(created, new Date("2026-06-01T10:00:00Z")).toISOString()).toBe(
      "2026-06-01T09:00:00.000Z",
    );
  });

  it("settles requested → expired and accepted → completed (24 h after the end) on time", () => {
    const booking = { expiresAt: new Date("2026-06-01T09:00:00Z"), end };
    const at = (iso: string) => new Date(iso);
    expect(settledStatus({ ...booking, status: "requested" }, at("2026-06-01T08:59:59Z"))).toBe(
      "requested",
    );
    expect(settledStatus({ ...booking, status: "requested" }, at("2026-06-01T09:00:00Z"))).toBe(
      "expired",
    );
    expect(settledStatus({ ...booking, status: "accepted" }, at("2026-06-02T11:59:59Z"))).toBe(
      "accepted",
    );
    expect(settledStatus({ ...booking, status: "accepted" }, at("2026-06-02T12:00:00Z"))).toBe(
      "completed",
    );
    for (const status of ["declined", "cancelled", "expired", "completed"] as const) {
      expect(settledStatus({ ...booking, status }, at("2027-01-01T00:00:00Z"))).toBe(status);
    }
  });

  it("cancellation is free for the Seer always, for the seeker up to 24 h before", () => {
    const start = new Date("2026-06-02T12:00:00Z");
    expect(isFreeCancellation("seeker", start, new Date("2026-06-01T12:00:00Z"))).toBe(true);
    expect(isFreeCancellation("seeker", start, new Date("2026-06-01T12:00:01Z"))).toBe(false);
    expect(isFreeCancellation("seer", start, new Date("2026-06-02T11:00:00Z"))).toBe(true);
  });
});
