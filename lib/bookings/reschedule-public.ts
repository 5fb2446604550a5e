/** A booking's open proposal to move it, as the booking's JSON carries it (`reschedule`). */
import "server-only";
import { readTimestamp } from "@/lib/db/values";
import { isProposalLive } from "./reschedule-rules";
import type { ReschedulePublic } from "./reschedule-schema";
import type { BookingStatus } from "./status";

/**
 * The open proposal's columns as lib/bookings/rows.ts joins them to a booking (all null: none
 * open), and the booking's start. Said here, not read from rows.ts, which imports this file.
 */
export type RescheduleColumns = {
  start_at: Date | string;
  reschedule_id: string | null;
  reschedule_proposed_by: string | null;
  reschedule_starts: string | null;
  reschedule_expires_at: Date | string | null;
};

/** The stored starts (a JSON array of ISO times), earliest first; none if unreadable. */
export function readStarts(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((s): s is string => typeof s === "string")
      .map((s) => new Date(s).toISOString())
      .sort();
  } catch {
    return [];
  }
}

/**
 * The proposal while it can still be answered: the session accepted and not started, the proposal
 * not lapsed (whether or not the sweep has written it yet). Both parties read the same.
 */
export function openRescheduleOf(
  row: RescheduleColumns,
  status: BookingStatus,
  now: Date,
): ReschedulePublic | null {
  if (!row.reschedule_id || !row.reschedule_expires_at || status !== "accepted") return null;
  const expires = new Date(readTimestamp(row.reschedule_expires_at));
  if (!isProposalLive(expires, now)) return null;
  if (new Date(readTimestamp(row.start_at)).getTime() <= now.getTime()) return null;
  return {
    id: row.reschedule_id,
    starts: readStarts(row.reschedule_starts),
    proposed_by: row.reschedule_proposed_by === "seer" ? "seer" : "seeker",
    expires_at: expires.toISOString(),
  };
}
