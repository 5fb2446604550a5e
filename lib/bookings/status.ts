/**
 * A booking's states and who may move it where, as pure functions (the table test's subject).
 * requested → accepted | declined (Seer) | cancelled (seeker) | expired (time);
 * accepted → cancelled (either side) | completed (Seer after the end, or time 24 h after it).
 */
export const BOOKING_STATUSES = [
  "requested",
  "accepted",
  "declined",
  "cancelled",
  "expired",
  "completed",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = ["accept", "decline", "cancel", "complete"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export type Party = "seeker" | "seer";

const HOUR_MS = 3_600_000;
/** A request waits this long for the Seer at most (and never past 1 h before the start). */
export const REQUEST_TTL_HOURS = 48;
export const EXPIRY_BEFORE_START_HOURS = 1;
/** An accepted session that nobody marks completes by itself this long after its end. */
export const AUTO_COMPLETE_AFTER_HOURS = 24;
/** A seeker's cancellation is free up to this long before the start. */
export const FREE_CANCELLATION_HOURS = 24;

type Rule = { from: BookingStatus; to: BookingStatus; by: readonly Party[] };

const RULES: Record<BookingAction, Rule[]> = {
  accept: [{ from: "requested", to: "accepted", by: ["seer"] }],
  decline: [{ from: "requested", to: "declined", by: ["seer"] }],
  cancel: [
    { from: "requested", to: "cancelled", by: ["seeker"] },
    { from: "accepted", to: "cancelled", by: ["seeker", "seer"] },
  ],
  complete: [{ from: "accepted", to: "completed", by: ["seer"] }],
};

export function statusesAllowing(action: BookingAction): BookingStatus[] {
  return RULES[action].map((rule) => rule.from);
}

type Timing = { now: Date; end: Date };

type Transition =
  | { ok: true; to: BookingStatus }
  | { ok: false; reason: "state" | "party" | "too-early" };

/** Where `action` by `party` takes a booking in `status` (already settled by time), or why not. */
export function transition(
  status: BookingStatus,
  action: BookingAction,
  party: Party,
  timing: Timing,
): Transition {
  const rule = RULES[action].find((r) => r.from === status);
  if (!rule) return { ok: false, reason: "state" };
  if (!rule.by.includes(party)) return { ok: false, reason: "party" };
  if (action === "complete" && timing.now < timing.end) return { ok: false, reason: "too-early" };
  return { ok: true, to: rule.to };
}

export function expiresAt(createdAt: Date, start: Date): Date {
  return new Date(
    Math.min(
      createdAt.getTime() + REQUEST_TTL_HOURS * HOUR_MS,
      start.getTime() - EXPIRY_BEFORE_START_HOURS * HOUR_MS,
    ),
  );
}

/** The status time has already given a booking, whether or not the sweep has written it yet. */
export function settledStatus(
  booking: { status: BookingStatus; expiresAt: Date; end: Date },
  now: Date,
): BookingStatus {
  if (booking.status === "requested" && now >= booking.expiresAt) return "expired";
  if (
    booking.status === "accepted" &&
    now.getTime() >= booking.end.getTime() + AUTO_COMPLETE_AFTER_HOURS * HOUR_MS
  )
    return "completed";
  return booking.status;
}

/** Whether a seeker cancelling at `now` is within the free-cancellation period. */
export function isFreeCancellation(party: Party, start: Date, now: Date): boolean {
  return party === "seer" || start.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * HOUR_MS;
}
