/** Moving an accepted session: the proposal a party sends, the answer, and the JSON a proposal is. */
import { z } from "zod";

/** The Seer may offer this many times at most; a seeker picks one. */
export const RESCHEDULE_MAX_STARTS = 3;

const isoStart = z.iso.datetime({
  offset: true,
  error: "Use an ISO 8601 time such as 2026-12-01T15:00:00Z",
});

export const rescheduleCreateSchema = z.object({
  starts: z.array(isoStart).min(1).max(RESCHEDULE_MAX_STARTS),
});
export type RescheduleCreate = z.infer<typeof rescheduleCreateSchema>;

export const rescheduleAcceptSchema = z.object({ start: isoStart });

export const RESCHEDULE_PARTIES = ["seeker", "seer"] as const;

/** The open proposal to move a booking, as both parties read it. */
export const reschedulePublicSchema = z.object({
  id: z.string(),
  /** The new starts offered (UTC), earliest first; the session keeps its length. */
  starts: z.array(z.string()),
  proposed_by: z.enum(RESCHEDULE_PARTIES),
  /** Unanswered by then (48 h after it was made, or 1 h before the session's start), it lapses. */
  expires_at: z.string(),
});
export type ReschedulePublic = z.infer<typeof reschedulePublicSchema>;
