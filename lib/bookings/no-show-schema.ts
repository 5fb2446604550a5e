/** No-show payloads: the claim, its contest, an admin's outcome, and how a booking's JSON shows them. */
import { z } from "zod";
import { paginationSchema } from "@/lib/validation/pagination";
import { NO_SHOW_OUTCOMES, NO_SHOW_STATUSES } from "./no-show-rules";

const party = z.enum(["seer", "seeker"]);

export const noShowReportSchema = z.object({
  note: z.string().trim().max(1000).nullable().optional(),
});

export const noShowContestSchema = z.object({
  note: z.string().trim().min(1, { error: "Say what happened" }).max(1000),
});

export const noShowResolveSchema = z.object({ outcome: z.enum(NO_SHOW_OUTCOMES) });

/** A booking's claim that one party did not come; null when nobody said so. */
export const bookingNoShowSchema = z.object({
  reported_by: party,
  absent: party,
  note: z.string().nullable(),
  status: z.enum(NO_SHOW_STATUSES),
  /** Until then the absent party may contest it (the claim + 24 h); uncontested, it then stands. */
  deadline: z.string(),
  reported_at: z.string(),
  /** The absent party's side of it, once contested. */
  contest_note: z.string().nullable(),
});
export type BookingNoShow = z.infer<typeof bookingNoShowSchema>;

/** When one connection of a party was in the built-in room: admins only, beside a claim. */
export const roomPresenceSchema = z.object({
  party,
  joined_at: z.string(),
  /** Null while in the room, or when the connection ended without a word (a crash). */
  left_at: z.string().nullable(),
});
export type RoomPresence = z.infer<typeof roomPresenceSchema>;

/** The admins' queue: contested claims (the default), or every claim. */
export const noShowQueueQuerySchema = paginationSchema.extend({
  status: z.enum(["contested", "all"]).default("contested"),
});
