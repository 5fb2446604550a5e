/**
 * The no-show rules as pure functions: when a party may say the other did not come, how long the
 * other has to contest it, and what a claim in each state means for the booking. Shared by the
 * server and the booking page (so it imports nothing server-only).
 */
import { HOUR_MS, MINUTE_MS } from "@/lib/durations";

/** A claim can be made from this long after the start (the other may simply be late before)… */
export const NO_SHOW_OPENS_AFTER_START_MINUTES = 15;
/** …until this long after the end (when the session would complete and be paid out). */
export const NO_SHOW_CLOSES_AFTER_END_HOURS = 24;
/** The party said to be absent may contest for this long after the claim. */
export const NO_SHOW_CONTEST_HOURS = 24;

export const NO_SHOW_STATUSES = ["open", "contested", "upheld", "rejected"] as const;
export type NoShowStatus = (typeof NO_SHOW_STATUSES)[number];
export const NO_SHOW_OUTCOMES = ["upheld", "rejected"] as const;
export type NoShowOutcome = (typeof NO_SHOW_OUTCOMES)[number];

/** What a party may do about no-shows, beside the booking's own actions (lib/bookings/status.ts). */
export const NO_SHOW_ACTIONS = ["report_no_show", "contest_no_show"] as const;

export function noShowWindow(start: Date, end: Date): { opens: Date; closes: Date } {
  return {
    opens: new Date(start.getTime() + NO_SHOW_OPENS_AFTER_START_MINUTES * MINUTE_MS),
    closes: new Date(end.getTime() + NO_SHOW_CLOSES_AFTER_END_HOURS * HOUR_MS),
  };
}

/** Whether `at` falls in the window: from its opening (included) to its close (excluded). */
export function inNoShowWindow(start: Date, end: Date, at: Date): boolean {
  const { opens, closes } = noShowWindow(start, end);
  return at >= opens && at < closes;
}

export const contestDeadline = (claimedAt: Date) =>
  new Date(claimedAt.getTime() + NO_SHOW_CONTEST_HOURS * HOUR_MS);

/** A claim not yet settled holds the session: it neither completes nor is paid out meanwhile. */
export const isPendingNoShow = (status: string | null | undefined) =>
  status === "open" || status === "contested";
