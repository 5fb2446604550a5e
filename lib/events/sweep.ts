/**
 * What time does to events: a reminder to everyone seated 24 hours before the start. Run with the
 * booking sweep (lib/jobs/start.ts); each event is reminded once (`reminded_at`, cleared when its
 * start moves), under its lock, so two instances never remind twice.
 */
import "server-only";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { REMINDER_BEFORE_START_HOURS } from "@/lib/bookings/status";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { HOUR_MS } from "@/lib/durations";
import { redateSampleEvents } from "@/lib/seed/sample-events";
import { siteUrl } from "@/lib/site-url";
import { enqueueSeatEmail } from "./notify";
import { startOfEvent } from "./rows";
import { lockedEvent, lockedEventById, seatFromWaitlist } from "./seats";

export async function runEventSweep(base: string = siteUrl()): Promise<number> {
  const at = now();
  // The seed's events keep their distance from today, as the samples always did.
  await redateSampleEvents(at);
  const remindFrom = new Date(at.getTime() + REMINDER_BEFORE_START_HOURS * HOUR_MS).toISOString();
  const due = await getDb()
    .selectFrom("group_event")
    .select("slug")
    .where("status", "=", "published")
    .where("reminded_at", "is", null)
    .where("starts_at", "<=", remindFrom)
    .where("starts_at", ">", at.toISOString())
    .limit(100)
    .execute();
  await endLapsedOffers(at, base);
  let reminded = 0;
  for (const { slug } of due) {
    await withWriteTransaction(async (db) => {
      const row = await lockedEvent(db, slug);
      if (row.reminded_at !== null || row.status !== "published") return;
      await db
        .updateTable("group_event")
        .set({ reminded_at: now().toISOString() })
        .where("id", "=", row.id)
        .execute();
      const seated = await db
        .selectFrom("event_seat")
        .selectAll()
        .where("event_id", "=", row.id)
        .where("status", "=", "seated")
        .execute();
      for (const seat of seated) await enqueueSeatEmail(db, row, seat, "reminder", base);
      reminded++;
    });
  }
  return reminded;
}

/**
 * A paid seat offered from the waitlist and not taken up (no Checkout opened) within its hours
 * goes to the next person waiting. One opened has its Checkout's own end (the payments webhook).
 */
async function endLapsedOffers(at: Date, base: string): Promise<void> {
  const lapsed = await getDb()
    .selectFrom("event_seat")
    .select(["id", "event_id"])
    .where("status", "=", "awaiting_payment")
    .where("checkout_session_id", "is", null)
    .where("hold_until", "<=", at.toISOString())
    .limit(100)
    .execute();
  for (const seat of lapsed) {
    await withWriteTransaction(async (db) => {
      const row = await lockedEventById(db, seat.event_id);
      const stamp = now().toISOString();
      const ended = await db
        .updateTable("event_seat")
        .set({ status: "cancelled", cancelled_at: stamp, hold_until: null, updated_at: stamp })
        .where("id", "=", seat.id)
        .where("status", "=", "awaiting_payment")
        .where("checkout_session_id", "is", null)
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) !== 1) return;
      if (row?.status === "published" && startOfEvent(row) > now()) {
        await seatFromWaitlist(db, row, base);
      }
    });
  }
}
