import { describe, expect, it } from "vitest";
import {
  allowedActions,
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
/** Each action at a time it can be taken: completing after the end, anything else before it. */
const inTime = (action: BookingAction) => (action === "complete" ? afterEnd : beforeEnd);

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
    expect(transition(status, action, party, inTime(action))).toEqual(
      expected(status, action, party),
    );
  });

  it("completes only after the end", () => {
    expect(transition("accepted", "complete", "seer", beforeEnd)).toEqual({
      ok: false,
      reason: "too-early",
    });
  });

  it("cancels only before the end: a session that took place is completed instead", () => {
    for (const party of ["seeker", "seer"] as const) {
      expect(transition("accepted", "cancel", party, afterEnd)).toEqual({
        ok: false,
        reason: "too-late",
      });
    }
  });
});

describe("what each party may do now", () => {
  const allowed = (status: BookingStatus, party: Party | null, timing = beforeEnd) =>
    allowedActions(status, party, timing);

  it("agrees with the state machine for every state, party and time", () => {
    for (const status of BOOKING_STATUSES) {
      for (const party of ["seeker", "seer"] as const) {
        for (const timing of [beforeEnd, afterEnd]) {
          const moves = BOOKING_ACTIONS.filter((a) => transition(status, a, party, timing).ok);
          expect(allowed(status, party, timing).filter((a) => a !== "review")).toEqual(moves);
        }
      }
    }
  });

  it("a request: the Seer accepts or declines, the seeker may withdraw it", () => {
    expect(allowed("requested", "seer")).toEqual(["accept", "decline"]);
    expect(allowed("requested", "seeker")).toEqual(["cancel"]);
  });

  it("a confirmed session: either cancels before the end; after it, the Seer completes it", () => {
    expect(allowed("accepted", "seer")).toEqual(["cancel"]);
    expect(allowed("accepted", "seeker")).toEqual(["cancel"]);
    expect(allowed("accepted", "seer", afterEnd)).toEqual(["complete"]);
    expect(allowed("accepted", "seeker", afterEnd)).toEqual([]);
  });

  it("a completed session: the seeker reviews; closed bookings and onlookers get nothing", () => {
    expect(allowed("completed", "seeker", afterEnd)).toEqual(["review"]);
    expect(allowed("completed", "seer", afterEnd)).toEqual([]);
    for (const status of ["declined", "cancelled", "expired"] as const) {
      expect(allowed(status, "seeker")).toEqual([]);
      expect(allowed(status, "seer")).toEqual([]);
    }
    expect(allowed("requested", null)).toEqual([]);
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
