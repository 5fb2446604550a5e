/** Moving a booking on: accept, decline, cancel, complete, each by the party the rules allow. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { type BookingLineEvent, recordBookingEvent } from "@/lib/conversations/booking-lines";
import { announceBookingChange } from "./live";
import { withListingLock } from "./lock";
import { type BookingEvent, enqueueBookingEmails } from "./notify";
import {
  type BookingJoined,
  bookingQuery,
  currentStatus,
  type Db,
  endOf,
  startOf,
  toBookingPublic,
} from "./rows";
import type { BookingPublic } from "./schema";
import {
  type BookingAction,
  type BookingStatus,
  type Party,
  statusesAllowing,
  transition,
} from "./status";

const DONE: Record<BookingAction, string> = {
  accept: "accepted",
  decline: "declined",
  cancel: "cancelled",
  complete: "completed",
};
const WHO: Record<BookingAction, string> = {
  accept: "the Seer",
  decline: "the Seer",
  cancel: "the seeker",
  complete: "the Seer",
};

/** Applies `action` by `userId` (already known to be a party) and enqueues its emails. */
export async function actOnBooking(args: {
  booking: BookingJoined;
  action: BookingAction;
  party: Party;
  reason?: string | null;
  /** The site's public address, for the emails' links. */
  base: string;
}): Promise<BookingPublic> {
  const { action, party, base } = args;
  const { after, at } = await withListingLock(args.booking.listing_id, async (db) => {
    const at = now();
    const after = await applyBookingAction(db, {
      bookingId: args.booking.id,
      action,
      party,
      reason: args.reason,
      at,
    });
    if (action !== "complete")
      await enqueueBookingEmails(db, after, DONE[action] as BookingEvent, base);
    return { after, at };
  });
  announceBookingChange(after);
  return toBookingPublic(after, at, party);
}

/**
 * `action` by `party` at `at`, inside the caller's transaction holding the Seer's lock: the rules
 * checked, the change and its conversation line written; the emails are the caller's (actOnBooking
 * sends them; the demo seed, whose story is past, sends none).
 */
export async function applyBookingAction(
  db: Db,
  args: {
    bookingId: string;
    action: BookingAction;
    party: Party;
    reason?: string | null;
    at: Date;
  },
): Promise<BookingJoined> {
  const { action, party, at } = args;
  const row = await bookingQuery(db)
    .where("booking.id", "=", args.bookingId)
    .executeTakeFirstOrThrow();
  const status = currentStatus(row, at);
  const result = transition(status, action, party, { now: at, end: endOf(row) });
  if (!result.ok) {
    if (result.reason === "party") throw errors.bookingWrongParty(WHO[action], action);
    if (result.reason === "too-early") throw errors.bookingNotEnded();
    if (result.reason === "too-late") throw errors.bookingEnded();
    throw errors.bookingStateConflict(DONE[action], statusesAllowing(action), status);
  }
  if (action === "accept") {
    // Requests cannot overlap, but a Seer never holds two overlapping accepted sessions either.
    const others = await db
      .selectFrom("booking")
      .select("id")
      .where("listing_id", "=", row.listing_id)
      .where("status", "=", "accepted")
      .where("id", "!=", row.id)
      .where("start_at", "<", endOf(row).toISOString())
      .where("end_at", ">", startOf(row).toISOString())
      .execute();
    if (others.length > 0) throw errors.slotTaken();
  }
  const change = { action, from: status, to: result.to, party, reason: args.reason, at };
  const after = await writeBookingChange(db, row, change);
  if (!after) throw errors.bookingStateConflict(DONE[action], statusesAllowing(action), status);
  const event = DONE[action] as BookingLineEvent;
  await recordBookingEvent(db, { row: after, event, by: party }, at);
  return after;
}

type BookingChange = {
  action: BookingAction;
  /** The status the change was decided from (settled by time), and where it takes the booking. */
  from: BookingStatus;
  to: BookingStatus;
  party: Party;
  reason?: string | null;
  at: Date;
};

/**
 * Writes a change already decided (by the rules, or by an account's closing) inside the caller's
 * transaction, and reads the booking back; null when a race moved the stored status meanwhile.
 */
export async function writeBookingChange(
  db: Db,
  row: BookingJoined,
  { action, from, to, party, reason, at }: BookingChange,
): Promise<BookingJoined | null> {
  const changes = {
    status: to,
    updated_at: at.toISOString(),
    // Only an accepted session was ever in a calendar: its cancellation bumps the SEQUENCE.
    ...(action === "cancel"
      ? {
          cancelled_by: party,
          ics_sequence: from === "accepted" ? row.ics_sequence + 1 : row.ics_sequence,
        }
      : {}),
    ...(action === "cancel" || action === "decline" ? { reason: reason?.trim() || null } : {}),
  };
  // The stored status in WHERE settles a race with the sweep or the other party.
  const updated = await db
    .updateTable("booking")
    .set(changes)
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return bookingQuery(db).where("booking.id", "=", row.id).executeTakeFirstOrThrow();
}
