/**
 * What time does to bookings, written down and announced: requests expire, accepted sessions
 * complete 24 h after their end, and reminders go out 24 h before the start (sessions only: a
 * reading's deadlines are lib/readings/sweep.ts's). The outbox helper's
 * job runner calls `runBookingSweep()` every few seconds on every instance; each change is guarded
 * by its stored status, so two sweeps never apply (or announce) one change twice.
 */
import "server-only";
import type { ExpressionBuilder } from "kysely";
import { now } from "@/lib/clock";
import { recordBookingEvent } from "@/lib/conversations/booking-lines";
import { getDb } from "@/lib/db/client";
import type { Database } from "@/lib/db/schema";
import { HOUR_MS } from "@/lib/durations";
import { expireUnpaidBooking, notePaymentOfChange } from "@/lib/payments/booking-effects";
import { settlePaymentSoon } from "@/lib/payments/pending";
import { siteUrl } from "@/lib/site-url";
import { announceBookingChange } from "./live";
import { withWriteTransaction } from "./lock";
import { settleLapsedNoShows } from "./no-show-outcome";
import { enqueueBookingEmails } from "./notify";
import { lapseUnansweredReschedules } from "./reschedule-sweep";
import { type BookingJoined, bookingQuery } from "./rows";
import { AUTO_COMPLETE_AFTER_HOURS, AWAITING_PAYMENT, REMINDER_BEFORE_START_HOURS } from "./status";

const BATCH = 100;

type SweepResult = { expired: number; completed: number; reminded: number };

/** Sessions that ended before `endedBefore` complete; those starting before `remindFrom` are reminded. */
function dueMarks(at: Date) {
  return {
    endedBefore: new Date(at.getTime() - AUTO_COMPLETE_AFTER_HOURS * HOUR_MS).toISOString(),
    remindFrom: new Date(at.getTime() + REMINDER_BEFORE_START_HOURS * HOUR_MS).toISOString(),
  };
}

/** A plain read first: the write lock (SQLite's whole database) is taken only when something is due. */
async function anythingDue(at: Date): Promise<boolean> {
  const stamp = at.toISOString();
  const { endedBefore, remindFrom } = dueMarks(at);
  const row = await getDb()
    .selectFrom("booking")
    .select("id")
    // A reading's deadlines are its own sweep's (lib/readings/sweep.ts).
    .where("kind", "=", "session")
    .where((eb) =>
      eb.or([
        // A request, or a booking that waits for its card payment (lib/payments), runs out.
        eb.and([
          eb("status", "in", ["requested", AWAITING_PAYMENT]),
          eb("expires_at", "<=", stamp),
        ]),
        eb.and([
          eb("status", "=", "accepted"),
          eb("end_at", "<=", endedBefore),
          eb.not(eb.exists(pendingNoShow(eb))),
        ]),
        eb.and([
          eb("status", "=", "accepted"),
          eb("reminded_at", "is", null),
          eb("start_at", "<=", remindFrom),
          eb("start_at", ">", stamp),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined || (await lapsedNoShowDue(stamp));
}

/** A no-show claim not yet settled holds its session: it does not complete by time meanwhile. */
function pendingNoShow(eb: ExpressionBuilder<Database, "booking">) {
  return eb
    .selectFrom("booking_no_show")
    .select("booking_no_show.booking_id")
    .whereRef("booking_no_show.booking_id", "=", "booking.id")
    .where("booking_no_show.status", "in", ["open", "contested"]);
}

/** An open no-show claim whose time to contest has passed: it stands now. */
async function lapsedNoShowDue(stamp: string): Promise<boolean> {
  const row = await getDb()
    .selectFrom("booking_no_show")
    .select("booking_id")
    .where("status", "=", "open")
    .where("deadline_at", "<=", stamp)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `base`: the site's public address for the emails' links (FRONTEND_HOST when run by the jobs). */
export async function runBookingSweep(base: string = siteUrl()): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, completed: 0, reminded: 0 };
  const at = now();
  const stamp = at.toISOString();
  // Proposals to move a session that nobody answered in time (lib/bookings/reschedule-sweep.ts).
  await lapseUnansweredReschedules();
  if (!(await anythingDue(at))) return result;

  const changed: BookingJoined[] = [];
  /** Bookings whose payment needs Stripe once the changes committed (a hold to release). */
  const paymentsToSettle: string[] = [];
  await withWriteTransaction(async (db) => {
    // Unpaid in time: expired, "not paid", with no email (the Seer never heard of it).
    const unpaid = await bookingQuery(db)
      .where("booking.kind", "=", "session")
      .where("booking.status", "=", AWAITING_PAYMENT)
      .where("booking.expires_at", "<=", stamp)
      .limit(BATCH)
      .execute();
    for (const row of unpaid) {
      if (!(await expireUnpaidBooking(db, row, at))) continue;
      const expired = { ...row, status: "expired" };
      await notePaymentOfChange(db, expired, { fullRefund: false, reason: null }, at);
      changed.push(row);
      paymentsToSettle.push(row.id);
    }

    const due = await bookingQuery(db)
      .where("booking.status", "=", "requested")
      .where("booking.expires_at", "<=", stamp)
      .limit(BATCH)
      .execute();
    for (const row of due) {
      const updated = await db
        .updateTable("booking")
        .set({ status: "expired", updated_at: stamp })
        .where("id", "=", row.id)
        .where("status", "=", "requested")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) continue;
      const expired = { ...row, status: "expired" };
      await enqueueBookingEmails(db, expired, "expired", base);
      await recordBookingEvent(db, { row: expired, event: "expired", by: null }, at);
      // A paid request's hold is released.
      await notePaymentOfChange(db, expired, { fullRefund: false, reason: null }, at);
      if (row.payment_id) paymentsToSettle.push(row.id);
      changed.push(row);
      result.expired++;
    }

    const { endedBefore, remindFrom } = dueMarks(at);
    // One by one (each guarded by its status), so each completion is a line of its conversation.
    const ended = await bookingQuery(db)
      .where("booking.kind", "=", "session")
      .where("booking.status", "=", "accepted")
      .where("booking.end_at", "<=", endedBefore)
      .where((eb) => eb.not(eb.exists(pendingNoShow(eb))))
      // One order for every instance's sweep, so two never lock the same rows crosswise.
      .orderBy("booking.id")
      .limit(BATCH)
      .execute();
    for (const row of ended) {
      const updated = await db
        .updateTable("booking")
        .set({ status: "completed", updated_at: stamp })
        .where("id", "=", row.id)
        .where("status", "=", "accepted")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) continue;
      const completed = { ...row, status: "completed" };
      await recordBookingEvent(db, { row: completed, event: "completed", by: null }, at);
      changed.push(row);
      result.completed++;
    }

    // Uncontested no-show claims stand at their deadline (lib/bookings/no-show-outcome.ts).
    const noShows = await settleLapsedNoShows(db, at, base, BATCH);
    changed.push(...noShows.changed);
    paymentsToSettle.push(...noShows.refunds);

    // Reminders are enqueued when due rather than on accept, so a cancelled session gets none.
    const toRemind = await bookingQuery(db)
      .where("booking.kind", "=", "session")
      .where("booking.status", "=", "accepted")
      .where("booking.reminded_at", "is", null)
      .where("booking.start_at", "<=", remindFrom)
      .where("booking.start_at", ">", stamp)
      .limit(BATCH)
      .execute();
    for (const row of toRemind) {
      const updated = await db
        .updateTable("booking")
        .set({ reminded_at: stamp })
        .where("id", "=", row.id)
        .where("reminded_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) continue;
      await enqueueBookingEmails(db, row, "reminder", base);
      result.reminded++;
    }
  });
  // Both people's lists, the booking's page and their conversation (a line each) have changed.
  for (const row of changed) announceBookingChange(row);
  for (const id of paymentsToSettle) settlePaymentSoon(id);
  return result;
}
