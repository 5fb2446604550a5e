/** The shapes of readings on the wire: the Seer's settings, a seeker's Connect, a reading's part of its booking. */
import { z } from "zod";
import {
  MAX_MINUTES_CHOICES,
  MAX_PRICE_PER_MINUTE_CENTS,
  MIN_PRICE_PER_MINUTE_CENTS,
} from "./rules";

export const pricePerMinuteSchema = z
  .number()
  .int("Enter the price in whole cents")
  .min(MIN_PRICE_PER_MINUTE_CENTS, "The price per minute is at least $0.50")
  .max(MAX_PRICE_PER_MINUTE_CENTS, "The price per minute is at most $20.00");

export const readingSettingsUpdateSchema = z.object({
  /** Readings offered: while on (and the Seer has the site open), they are "available now". */
  on: z.boolean(),
  price_per_minute_cents: pricePerMinuteSchema,
});
export type ReadingSettingsUpdate = z.infer<typeof readingSettingsUpdateSchema>;

export const readingSettingsSchema = z.object({
  on: z.boolean(),
  /** Null until the Seer first sets one. */
  price_per_minute_cents: z.number().int().nullable(),
  /** Whether visitors see them as available now (on, online, not in a reading, no session soon). */
  available_now: z.boolean(),
});
export type ReadingSettings = z.infer<typeof readingSettingsSchema>;

/** `POST /readings/`: the Seer (their listing's slug) and the most the seeker will pay for. */
export const readingCreateSchema = z.object({
  coach: z.string().regex(/^[a-z0-9-]{1,120}$/, { error: "Input should be a coach slug" }),
  max_minutes: z.union(
    MAX_MINUTES_CHOICES.map((minutes) => z.literal(minutes)),
    { error: `Choose a maximum of ${MAX_MINUTES_CHOICES.join(", ")} minutes` },
  ),
});
export type ReadingCreate = z.infer<typeof readingCreateSchema>;

/** A reading's own part of its booking's JSON (null for a session). */
export const readingPublicSchema = z.object({
  max_minutes: z.number().int(),
  price_per_minute_cents: z.number().int(),
  /** Until when the Seer is rung (null before it rings: the seeker is still paying). */
  ring_until: z.string().nullable(),
  /** The meter: from when both were first in the room at once, by the room's own records. */
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** Every started minute, at least one, never past the maximum; null until it ends (or unbilled). */
  minutes_billed: z.number().int().nullable(),
});
export type ReadingPublic = z.infer<typeof readingPublicSchema>;
