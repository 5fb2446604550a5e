/**
 * A Seer's record over the last 90 days, for their public page: how many accepted sessions they
 * cancelled or did not come to, and how long requests waited for their answer (from the request's
 * line in the thread to the accept or decline line). Read at render time: the page is shared and
 * cached briefly (scripts/page-cache.mjs), so it holds no one viewer's data and no private detail.
 */
import "server-only";
import { now } from "@/lib/clock";
import { readBookingEvent } from "@/lib/conversations/booking-event";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { DAY_MS } from "@/lib/durations";
import {
  cancellationLine,
  RELIABILITY_DAYS,
  type RecordLine,
  responseLine,
} from "./reliability-words";

export type SeerRecord = { cancellations: RecordLine | null; response: RecordLine | null };

const NOTHING: SeerRecord = { cancellations: null, response: null };

/** `slug`'s Seer's record; nothing for a sample coach (no bookings) or a new Seer. */
export async function seerRecord(slug: string): Promise<SeerRecord> {
  const db = getDb();
  const listing = await db
    .selectFrom("listing")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!listing) return NOTHING;
  const at = now();
  const since = new Date(at.getTime() - RELIABILITY_DAYS * DAY_MS).toISOString();
  const [sessions, lines] = await Promise.all([
    // Sessions that were accepted and were due in the period: held, or called off once accepted
    // (a cancellation of an accepted session moves its SEQUENCE on; a request's does not).
    db
      .selectFrom("booking")
      .select(["status", "cancelled_by", "ics_sequence"])
      .where("listing_id", "=", listing.id)
      .where("start_at", ">=", since)
      .where("start_at", "<=", at.toISOString())
      .where((eb) =>
        eb.or([
          eb("status", "in", ["accepted", "completed"]),
          eb.and([eb("status", "=", "cancelled"), eb("ics_sequence", ">", 0)]),
        ]),
      )
      .execute(),
    // The thread lines of requests made in the period: when each was asked and answered.
    db
      .selectFrom("message")
      .innerJoin("booking", "booking.id", "message.booking_id")
      .select(["message.booking_id", "message.event", "message.created_at"])
      .where("booking.listing_id", "=", listing.id)
      .where("booking.created_at", ">=", since)
      .where("message.kind", "=", "system")
      .where("message.event", "is not", null)
      .orderBy("message.created_at")
      .execute(),
  ]);
  const failed = sessions.filter(
    (row) => row.status === "cancelled" && row.cancelled_by === "seer",
  ).length;
  return {
    cancellations: cancellationLine(failed, sessions.length),
    response: responseLine(answerTimes(lines)),
  };
}

type Line = { booking_id: string | null; event: string | null; created_at: Date | string };

/** Per request, the time from its "requested" line to its first answer (accepted or declined). */
function answerTimes(lines: readonly Line[]): number[] {
  const asked = new Map<string, number>();
  const answered = new Map<string, number>();
  for (const line of lines) {
    const kind = readBookingEvent(line.event)?.kind;
    if (!line.booking_id || !kind) continue;
    const at = Date.parse(readTimestamp(line.created_at));
    if (kind === "requested" && !asked.has(line.booking_id)) asked.set(line.booking_id, at);
    const isAnswer = kind === "accepted" || kind === "declined";
    if (isAnswer && !answered.has(line.booking_id)) answered.set(line.booking_id, at);
  }
  const times: number[] = [];
  for (const [id, answer] of answered) {
    const request = asked.get(id);
    if (request !== undefined && answer >= request) times.push(answer - request);
  }
  return times;
}
