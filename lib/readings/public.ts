/** A reading's part of its booking's JSON, from the columns lib/bookings/rows.ts joins. */
import { readTimestamp } from "@/lib/db/values";
import type { ReadingPublic } from "./schema";

/** The reading's columns as joined to a booking (all null for a session). */
export type ReadingColumns = {
  kind: string;
  reading_max_minutes: number | null;
  reading_price_per_minute_cents: number | null;
  reading_ring_until: Date | string | null;
  reading_started_at: Date | string | null;
  reading_ended_at: Date | string | null;
  reading_minutes_billed: number | null;
};

export const isReading = (row: Pick<ReadingColumns, "kind">) => row.kind === "reading";

const stamp = (value: Date | string | null) => (value === null ? null : readTimestamp(value));

export function readingOf(row: ReadingColumns): ReadingPublic | null {
  if (!isReading(row) || row.reading_max_minutes === null) return null;
  return {
    max_minutes: row.reading_max_minutes,
    price_per_minute_cents: row.reading_price_per_minute_cents ?? 0,
    ring_until: stamp(row.reading_ring_until),
    started_at: stamp(row.reading_started_at),
    ended_at: stamp(row.reading_ended_at),
    minutes_billed: row.reading_minutes_billed,
  };
}
