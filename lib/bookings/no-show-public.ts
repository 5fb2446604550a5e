/**
 * A booking's no-show claim as its JSON shows it, and what the claim changes in what a party may
 * do: report one in the window, contest one said of them, and no completing, cancelling or
 * reviewing while a claim decides how the session ends.
 */
import { readTimestamp } from "@/lib/db/values";
import { inNoShowWindow, isPendingNoShow, type NoShowStatus } from "./no-show-rules";
import type { BookingNoShow } from "./no-show-schema";
import type { BookingStatus, Party, PartyAction } from "./status";

/** The claim's columns as lib/bookings/rows.ts joins them to a booking (all null: no claim). */
export type NoShowColumns = {
  no_show_reported_by: string | null;
  no_show_absent: string | null;
  no_show_note: string | null;
  no_show_status: string | null;
  no_show_contest_note: string | null;
  no_show_at: Date | string | null;
  no_show_deadline: Date | string | null;
};

const asParty = (value: string | null): Party => (value === "seer" ? "seer" : "seeker");

export function noShowOf(row: NoShowColumns): BookingNoShow | null {
  if (row.no_show_status === null || row.no_show_at === null || row.no_show_deadline === null)
    return null;
  return {
    reported_by: asParty(row.no_show_reported_by),
    absent: asParty(row.no_show_absent),
    note: row.no_show_note,
    status: row.no_show_status as NoShowStatus,
    deadline: readTimestamp(row.no_show_deadline),
    reported_at: readTimestamp(row.no_show_at),
    contest_note: row.no_show_contest_note,
  };
}

/** Whether the seeker stands as absent (or may yet): a session they did not come to is not theirs to review. */
export const seekerAbsent = (row: NoShowColumns) =>
  row.no_show_absent === "seeker" && row.no_show_status !== "rejected";

/** `actions` (the booking's own, by lib/bookings/status.ts) with the claim's part applied. */
export function withNoShowActions(
  actions: PartyAction[],
  row: NoShowColumns,
  at: { status: BookingStatus; viewer: Party | null; now: Date; start: Date; end: Date },
): PartyAction[] {
  const { status, viewer, now, start, end } = at;
  if (!viewer) return actions;
  if (row.no_show_status === null) {
    const held = status === "accepted" || status === "completed";
    if (held && inNoShowWindow(start, end, now)) return [...actions, "report_no_show"];
    return seekerAbsent(row) ? actions.filter((a) => a !== "review") : actions;
  }
  const pending = isPendingNoShow(row.no_show_status);
  const kept = actions.filter(
    (a) =>
      !(pending && (a === "complete" || a === "cancel")) && !(a === "review" && seekerAbsent(row)),
  );
  const mayContest =
    row.no_show_status === "open" &&
    row.no_show_absent === viewer &&
    row.no_show_deadline !== null &&
    now < new Date(readTimestamp(row.no_show_deadline));
  return mayContest ? [...kept, "contest_no_show"] : kept;
}
