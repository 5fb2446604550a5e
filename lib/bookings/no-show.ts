/**
 * No-shows: from 15 minutes after the start until 24 hours after the end, either party of a held
 * session may say the other did not come; the other may contest within 24 hours; an admin settles
 * a contested one (an uncontested one stands at its deadline: the sweep, lib/bookings/sweep.ts).
 * Each step runs under the Seer's lock, so of two claims made at once exactly one is written.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { recordBookingEvent } from "@/lib/conversations/booking-lines";
import { readTimestamp } from "@/lib/db/values";
import { settlePaymentSoon } from "@/lib/payments/pending";
import { roomPresenceOf } from "@/lib/rooms/presence-log";
import { announceBookingChange } from "./live";
import { withListingLock } from "./lock";
import { enqueueNoShowEmail } from "./no-show-notify";
import { settleNoShow } from "./no-show-outcome";
import { contestDeadline, type NoShowOutcome, noShowWindow } from "./no-show-rules";
import {
  type BookingJoined,
  bookingQuery,
  currentStatus,
  type Db,
  endOf,
  partyOf,
  startOf,
  toBookingPublic,
} from "./rows";
import type { BookingPublic } from "./schema";
import type { Party } from "./status";

type Step = { booking: BookingJoined; base: string };

const reread = (db: Db, id: string) =>
  bookingQuery(db).where("booking.id", "=", id).executeTakeFirstOrThrow();

/** `userId`'s side of the booking; a superuser looking on acts on none that is not theirs. */
export function requireParty(booking: BookingJoined, userId: string): Party {
  const party = partyOf(booking, userId);
  if (!party) throw errors.notEnoughPermissions();
  return party;
}

/** `party` says the other did not come, with their note. */
export async function reportNoShow(
  args: Step & { party: Party; note: string | null },
): Promise<BookingPublic> {
  const { party, base } = args;
  const note = args.note?.trim() || null;
  const { after, at } = await withListingLock(args.booking.listing_id, async (db) => {
    const at = now();
    const row = await reread(db, args.booking.id);
    if (row.kind === "reading") throw errors.noShowNotForReadings();
    const status = currentStatus(row, at);
    if (status !== "accepted" && status !== "completed") throw errors.noShowNotHeld(status);
    if (row.no_show_at !== null) {
      throw errors.noShowAlreadyReported(readTimestamp(row.no_show_at));
    }
    const { opens, closes } = noShowWindow(startOf(row), endOf(row));
    if (at < opens || at >= closes) {
      throw errors.noShowOutsideWindow(opens.toISOString(), closes.toISOString());
    }
    const deadline = contestDeadline(at);
    await db
      .insertInto("booking_no_show")
      .values({
        booking_id: row.id,
        reported_by: party,
        absent: party === "seer" ? "seeker" : "seer",
        note,
        status: "open",
        contest_note: null,
        created_at: at.toISOString(),
        deadline_at: deadline.toISOString(),
        contested_at: null,
        resolved_at: null,
        resolved_by: null,
      })
      .execute();
    const after = await reread(db, row.id);
    await recordBookingEvent(
      db,
      { row: after, event: "no_show_reported", by: party, words: note },
      at,
    );
    await enqueueNoShowEmail(
      db,
      after,
      { event: "reported", reporter: party, note, deadline },
      base,
    );
    return { after, at };
  });
  announceBookingChange(after);
  return toBookingPublic(after, at, party);
}

/** The party said to be absent says they were there, before the deadline; the admins then decide. */
export async function contestNoShow(
  args: Step & { party: Party; note: string },
): Promise<BookingPublic> {
  const { party, base } = args;
  const note = args.note.trim();
  const { after, at } = await withListingLock(args.booking.listing_id, async (db) => {
    const at = now();
    const row = await reread(db, args.booking.id);
    if (row.no_show_status === null || row.no_show_deadline === null) throw errors.noShowNone();
    if (row.no_show_absent !== party) throw errors.noShowContestNotAbsent();
    const deadline = new Date(readTimestamp(row.no_show_deadline));
    // Past the deadline an uncontested claim stands, whether or not the sweep has written it yet.
    if (at >= deadline && (row.no_show_status === "open" || row.no_show_status === "upheld")) {
      throw errors.noShowContestClosed(deadline.toISOString());
    }
    const updated = await db
      .updateTable("booking_no_show")
      .set({ status: "contested", contest_note: note, contested_at: at.toISOString() })
      .where("booking_id", "=", row.id)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw errors.noShowNotOpen(row.no_show_status);
    const after = await reread(db, row.id);
    await recordBookingEvent(
      db,
      { row: after, event: "no_show_contested", by: party, words: note },
      at,
    );
    await enqueueNoShowEmail(db, after, { event: "contested", absent: party, note }, base);
    return { after, at };
  });
  announceBookingChange(after);
  return toBookingPublic(after, at, party);
}

/** An admin settles a claim (a contested one, usually): upheld, or rejected (the session was held). */
export async function resolveNoShow(
  args: Step & { outcome: NoShowOutcome; adminId: string },
): Promise<BookingPublic> {
  const { outcome, base } = args;
  const { after, at, refund } = await withListingLock(args.booking.listing_id, async (db) => {
    const at = now();
    const row = await reread(db, args.booking.id);
    if (row.no_show_status === null) throw errors.noShowNone();
    if (row.no_show_status !== "open" && row.no_show_status !== "contested") {
      throw errors.noShowSettled(row.no_show_status);
    }
    const done = await settleNoShow(db, row, { outcome, resolvedBy: args.adminId, at, base });
    if (!done) throw errors.noShowSettled(outcome);
    return { ...done, at };
  });
  announceBookingChange(after);
  if (refund) settlePaymentSoon(after.id);
  return withPresence(after, at, partyOf(after, args.adminId));
}

/**
 * The booking as an admin reads it: with the room's entries and exits beside a claim, and only
 * there. They are evidence for a claim, not a record of everyone's sessions to look through.
 */
export async function withPresence(
  row: BookingJoined,
  at: Date,
  viewer: Party | null,
): Promise<BookingPublic> {
  const booking = toBookingPublic(row, at, viewer);
  // The two parties never read each other's comings and goings; the admins weigh them.
  if (viewer !== null || row.no_show_status === null) return booking;
  return { ...booking, room_presence: await roomPresenceOf(row.id) };
}
