/**
 * A booking's states and who may move it where, as pure functions (the table test's subject).
 * requested → accepted | declined (Seer) | cancelled (seeker) | expired (time);
 * accepted → cancelled (either side, until the end) | completed (Seer after the end, or time 24 h
 * after it). The only place that says what a party may do with a booking now: the API sends it
 * with each booking (`actions`) and the screens draw their buttons from that.
 */
import { HOUR_MS } from "@/lib/durations";
import { NO_SHOW_ACTIONS } from "./no-show-rules";

/** What happened to a booking, as its emails and pushes tell it (lib/bookings/notify.ts, push-notify.ts). */
export type BookingEvent =
  | "requested"
  | "accepted"
  | "declined"
  | "expired"
  | "cancelled"
  | "reminder"
  /** The Seer changed the video link or the address of an accepted session. */
  | "updated";

export const BOOKING_STATUSES = [
  "requested",
  "accepted",
  "declined",
  "cancelled",
  "expired",
  "completed",
] as const;
/**
 * With card payments on (lib/payments), a request waits for its payment first: `awaiting_payment`
 * → requested (paid: the card is held) | expired (not paid in time) | cancelled (the seeker
 * withdraws it). It is kept apart from the table below, which is the product without payments.
 */
export const AWAITING_PAYMENT = "awaiting_payment";
/**
 * A reading (lib/readings, a Seer met now) has two statuses of its own: `ringing` (paid or free,
 * the Seer is being rung) and `missed` (the ring went unanswered). Its moves are its own table
 * (lib/readings/status.ts); the table below stays the sessions'.
 */
export const READING_ONLY_STATUSES = ["ringing", "missed"] as const;
export const ALL_BOOKING_STATUSES = [
  AWAITING_PAYMENT,
  ...BOOKING_STATUSES,
  ...READING_ONLY_STATUSES,
] as const;
export type BookingStatus = (typeof ALL_BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = ["accept", "decline", "cancel", "complete"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
/**
 * What a party may do now: move the booking on, review the Seer once the session is completed, or
 * say the other did not come and contest such a claim (lib/bookings/no-show-rules.ts); `end` is a
 * reading's under way (lib/readings/status.ts).
 */
export const PARTY_ACTIONS = [...BOOKING_ACTIONS, "end", "review", ...NO_SHOW_ACTIONS] as const;
export type PartyAction = (typeof PARTY_ACTIONS)[number];

export type Party = "seeker" | "seer";

/** A request waits this long for the Seer at most (and never past 1 h before the start). */
export const REQUEST_TTL_HOURS = 48;
export const EXPIRY_BEFORE_START_HOURS = 1;
/** An accepted session that nobody marks completes by itself this long after its end. */
export const AUTO_COMPLETE_AFTER_HOURS = 24;
/** A seeker's cancellation is free up to this long before the start. */
export const FREE_CANCELLATION_HOURS = 24;
/** Both parties are reminded of an accepted session this long before its start. */
export const REMINDER_BEFORE_START_HOURS = 24;

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

/**
 * An account that closes cancels its bookings in these states that have not ended yet, whichever
 * side it is on (a Seer's requests too, which the Seer otherwise declines rather than cancels).
 */
export const CANCELLED_ON_CLOSING: readonly BookingStatus[] = [
  AWAITING_PAYMENT,
  "requested",
  "accepted",
  // A reading being rung: its hold is released like any other.
  "ringing",
];

export function statusesAllowing(action: BookingAction): BookingStatus[] {
  return RULES[action].map((rule) => rule.from);
}

type Timing = { now: Date; end: Date };

type Transition =
  | { ok: true; to: BookingStatus }
  | { ok: false; reason: "state" | "party" | "too-early" | "too-late" };

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
  // A session that has taken place is completed, not called off.
  if (action === "cancel" && timing.now >= timing.end) return { ok: false, reason: "too-late" };
  return { ok: true, to: rule.to };
}

/** `transition`, and the seeker's withdrawal of a booking that still waits for its payment. */
export function bookingTransition(
  status: BookingStatus,
  action: BookingAction,
  party: Party,
  timing: Timing,
): Transition {
  if (status === AWAITING_PAYMENT && action === "cancel" && party === "seeker") {
    return { ok: true, to: "cancelled" };
  }
  return transition(status, action, party, timing);
}

/** What `party` may do with a booking in `status` (settled by time) at `timing.now`; none for others. */
export function allowedActions(
  status: BookingStatus,
  party: Party | null,
  timing: Timing,
): PartyAction[] {
  if (!party) return [];
  const moves: PartyAction[] = BOOKING_ACTIONS.filter(
    (action) => bookingTransition(status, action, party, timing).ok,
  );
  return party === "seeker" && status === "completed" ? [...moves, "review"] : moves;
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
  // Unpaid by its deadline (the booking's expires_at while it awaits payment), it expires too.
  if (
    (booking.status === "requested" || booking.status === AWAITING_PAYMENT) &&
    now >= booking.expiresAt
  )
    return "expired";
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
