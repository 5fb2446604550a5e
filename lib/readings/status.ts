/**
 * A reading's moves, apart from the sessions' table (lib/bookings/status.ts), as pure functions:
 * awaiting_payment → ringing (paid: lib/payments/checkout.ts) | expired (unpaid in time, the sweep)
 * | cancelled (seeker); ringing → accepted | declined (Seer) | cancelled (seeker) | missed (the ring
 * ran out, the sweep); accepted → completed (either party ends it, or the sweep: the maximum, a
 * dropped connection) | cancelled (never both in the room: the sweep, unbilled).
 */
import type { BookingStatus, Party, PartyAction } from "@/lib/bookings/status";

export const READING_ACTIONS = ["accept", "decline", "cancel", "end"] as const;
export type ReadingAction = (typeof READING_ACTIONS)[number];

type Rule = { from: BookingStatus; to: BookingStatus; by: readonly Party[] };

const RULES: Record<ReadingAction, Rule[]> = {
  accept: [{ from: "ringing", to: "accepted", by: ["seer"] }],
  decline: [{ from: "ringing", to: "declined", by: ["seer"] }],
  cancel: [
    { from: "awaiting_payment", to: "cancelled", by: ["seeker"] },
    { from: "ringing", to: "cancelled", by: ["seeker"] },
  ],
  end: [{ from: "accepted", to: "completed", by: ["seeker", "seer"] }],
};

export type ReadingTransition =
  | { ok: true; to: BookingStatus }
  | { ok: false; reason: "state" | "party" };

export function readingTransition(
  status: BookingStatus,
  action: ReadingAction,
  party: Party,
): ReadingTransition {
  const rule = RULES[action].find((r) => r.from === status);
  if (!rule) return { ok: false, reason: "state" };
  if (!rule.by.includes(party)) return { ok: false, reason: "party" };
  return { ok: true, to: rule.to };
}

export function readingStatusesAllowing(action: ReadingAction): BookingStatus[] {
  return RULES[action].map((rule) => rule.from);
}

/** What `party` may do with a reading in `status` now (a completed one: the seeker reviews it). */
export function readingActions(status: BookingStatus, party: Party | null): PartyAction[] {
  if (!party) return [];
  const moves: PartyAction[] = READING_ACTIONS.filter(
    (action) => readingTransition(status, action, party).ok,
  );
  return party === "seeker" && status === "completed" ? [...moves, "review"] : moves;
}

/** The statuses in which a reading is over and holds nothing. */
export const CLOSED_READING_STATUSES: readonly BookingStatus[] = [
  "completed",
  "declined",
  "cancelled",
  "missed",
  "expired",
];
