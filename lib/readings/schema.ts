/** The shapes of readings on the wire: the Seer's settings, once for the handler and the form. */
import { z } from "zod";
import { MAX_PRICE_PER_MINUTE_CENTS, MIN_PRICE_PER_MINUTE_CENTS } from "./rules";

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
