/**
 * What a booking's payment was for, as the lines of money say it (Earnings, admin Payments): a
 * booked session, or a reading with the minutes it was billed for (null until it has ended). A
 * reading is a booking with a payment like any other (lib/readings), so only these differ.
 */
import type { IncomeKind } from "./schema";

export function bookingKindOf(row: { kind: string; minutes_billed: number | null }): {
  kind: IncomeKind;
  minutes: number | null;
  event: null;
} {
  const reading = row.kind === "reading";
  return {
    kind: reading ? "reading" : "session",
    minutes: reading ? row.minutes_billed : null,
    event: null,
  };
}
