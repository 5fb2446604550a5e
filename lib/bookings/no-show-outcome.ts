/**
 * How a no-show claim ends, by an admin's word or by its deadline passing uncontested: the Seer
 * did not come → the session counts as cancelled by the Seer and the seeker's payment (if any) is
 * refunded in full; the seeker did not come → it counts as completed (paid out to the Seer as
 * such, not reviewable by the seeker); rejected → completed as usual. Written inside the caller's
 * transaction; the Stripe calls come after the commit (lib/payments/pending.ts).
 */
import "server-only";
import { enqueueCalendarWrite } from "@/lib/calendars/write-enqueue";
import { recordBookingEvent } from "@/lib/conversations/booking-lines";
import { notePaymentOfChange } from "@/lib/payments/booking-effects";
import { enqueueNoShowEmail } from "./no-show-notify";
import type { NoShowOutcome } from "./no-show-rules";
import { type BookingJoined, bookingQuery, type Db } from "./rows";

/** The refund's reason as the payment's record keeps it. */
const SEER_ABSENT_REFUND = "The Seer did not come to the session";

/**
 * Settles `row`'s claim as `outcome` at `at` (`resolvedBy`: the admin, or null for the deadline);
 * null when it was settled meanwhile (the stored status guards, as for bookings).
 */
export async function settleNoShow(
  db: Db,
  row: BookingJoined,
  {
    outcome,
    resolvedBy,
    at,
    base,
  }: {
    outcome: NoShowOutcome;
    resolvedBy: string | null;
    at: Date;
    base: string;
  },
): Promise<{ after: BookingJoined; refund: boolean } | null> {
  const stamp = at.toISOString();
  const settled = await db
    .updateTable("booking_no_show")
    .set({ status: outcome, resolved_at: stamp, resolved_by: resolvedBy })
    .where("booking_id", "=", row.id)
    .where("status", "in", ["open", "contested"])
    .executeTakeFirst();
  if (Number(settled.numUpdatedRows) !== 1) return null;
  const absent = row.no_show_absent === "seer" ? "seer" : "seeker";
  const seerAbsent = outcome === "upheld" && absent === "seer";
  if (seerAbsent) {
    await db
      .updateTable("booking")
      .set({
        status: "cancelled",
        cancelled_by: "seer",
        // The session was in both calendars: as for any cancellation, the SEQUENCE moves on.
        ics_sequence: row.ics_sequence + 1,
        updated_at: stamp,
      })
      .where("id", "=", row.id)
      .where("status", "in", ["accepted", "completed"])
      .execute();
  } else {
    // Held (rejected) or the seeker's absence: the session counts as completed for the Seer.
    await db
      .updateTable("booking")
      .set({ status: "completed", updated_at: stamp })
      .where("id", "=", row.id)
      .where("status", "=", "accepted")
      .execute();
  }
  const after = await bookingQuery(db).where("booking.id", "=", row.id).executeTakeFirstOrThrow();
  if (seerAbsent) {
    // Called off as the Seer's absence: out of their own calendar too (lib/calendars).
    await enqueueCalendarWrite(db, after.seer_id, { kind: "booking", id: after.id });
    await notePaymentOfChange(db, after, { fullRefund: true, reason: SEER_ABSENT_REFUND }, at);
  }
  const event = outcome === "upheld" ? "no_show_upheld" : "no_show_rejected";
  await recordBookingEvent(db, { row: after, event, by: null }, at);
  await enqueueNoShowEmail(
    db,
    after,
    { event: outcome, absent, paid: after.payment_id !== null },
    base,
  );
  return { after, refund: seerAbsent && after.payment_id !== null };
}

/**
 * The sweep's part: open claims whose deadline passed stand (upheld), a batch at a time, in one
 * order for every instance. Returns what changed, for the caller to announce after the commit.
 */
export async function settleLapsedNoShows(
  db: Db,
  at: Date,
  base: string,
  limit: number,
): Promise<{ changed: BookingJoined[]; refunds: string[] }> {
  const lapsed = await bookingQuery(db)
    .where("booking_no_show.status", "=", "open")
    .where("booking_no_show.deadline_at", "<=", at.toISOString())
    .orderBy("booking.id")
    .limit(limit)
    .execute();
  const changed: BookingJoined[] = [];
  const refunds: string[] = [];
  for (const row of lapsed) {
    const done = await settleNoShow(db, row, { outcome: "upheld", resolvedBy: null, at, base });
    if (!done) continue;
    changed.push(done.after);
    if (done.refund) refunds.push(row.id);
  }
  return { changed, refunds };
}
