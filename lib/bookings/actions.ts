/** Moving a booking on: accept, decline, cancel, complete, each by the party the rules allow. */
import "server-only";
import { ApiError, errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { type BookingLineEvent, recordBookingEvent } from "@/lib/conversations/booking-lines";
import { getDb } from "@/lib/db/client";
import { notePaymentOfChange } from "@/lib/payments/booking-effects";
import {
  callOffUnpaidRequest,
  captureForAcceptance,
  recordCapture,
  refundUnacceptedCapture,
} from "@/lib/payments/capture";
import { settlePaymentSoon } from "@/lib/payments/pending";
import { announceBookingChange } from "./live";
import { withListingLock } from "./lock";
import { isPendingNoShow } from "./no-show-rules";
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
  AWAITING_PAYMENT,
  type BookingAction,
  type BookingStatus,
  bookingTransition,
  isFreeCancellation,
  type Party,
  statusesAllowing,
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
  // A booking paid by card (lib/payments): accepting it charges the card first.
  const paid = args.booking.payment_id !== null;
  const change = { bookingId: args.booking.id, action, party, reason: args.reason };
  if (action === "accept" && paid) {
    // The rules first, so that a refused acceptance never charges anything.
    await checkBookingAction(getDb(), { ...change, at: now() });
    if (!(await captureForAcceptance(args.booking.id))) {
      await callOffUnpaidRequest(args.booking, base);
      throw errors.paymentNotTaken();
    }
  }
  let done: { after: BookingJoined; at: Date };
  try {
    done = await withListingLock(args.booking.listing_id, async (db) => {
      const at = now();
      const { after, from } = await applyBookingChange(db, { ...change, at });
      // A booking withdrawn before it was paid was nobody's news: no emails.
      if (action !== "complete" && from !== AWAITING_PAYMENT)
        await enqueueBookingEmails(db, after, DONE[action] as BookingEvent, base);
      if (paid && action === "accept") await recordCapture(db, after, at, base);
      else if (paid) {
        const fullRefund =
          action === "cancel" &&
          (party === "seer" || isFreeCancellation(party, startOf(after), at));
        await notePaymentOfChange(db, after, { fullRefund, reason: after.reason }, at);
      }
      // The payment moved with it: the answer shows it as it is now.
      if (!paid) return { after, at };
      const fresh = await bookingQuery(db)
        .where("booking.id", "=", after.id)
        .executeTakeFirstOrThrow();
      return { after: fresh, at };
    });
  } catch (error) {
    // Charged, but the acceptance was not written. Only the rules' refusal (the request moved
    // meanwhile) means it never will be: then the money goes back. Any other failure passes (the
    // database busy, a deadlock, a dropped connection): the capture stays, the Seer's retry writes
    // the acceptance (the capture is idempotent), and a request never accepted gives the money
    // back when it ends (its hold's release finds it captured, lib/payments/pending.ts).
    if (action === "accept" && paid && refusedByRules(error)) {
      await refundUnacceptedCapture(args.booking.id, "The booking could not be accepted");
    }
    throw error;
  }
  const { after, at } = done;
  announceBookingChange(after);
  if (paid && action !== "accept") settlePaymentSoon(after.id);
  return toBookingPublic(after, at, party);
}

/** A booking's rules said no (a 4xx of the catalogue), as opposed to a failure that passes. */
const refusedByRules = (error: unknown) => error instanceof ApiError && error.status < 500;

type ActionArgs = {
  bookingId: string;
  action: BookingAction;
  party: Party;
  reason?: string | null;
  at: Date;
};

/** The booking and where `action` takes it, by the rules at `at`; the rules' error otherwise. */
export async function checkBookingAction(
  db: Db,
  args: ActionArgs,
): Promise<{ row: BookingJoined; status: BookingStatus; to: BookingStatus }> {
  const { action, party, at } = args;
  const row = await bookingQuery(db)
    .where("booking.id", "=", args.bookingId)
    .executeTakeFirstOrThrow();
  const status = currentStatus(row, at);
  // A no-show claim not yet settled decides how the session ends (lib/bookings/no-show.ts).
  if ((action === "complete" || action === "cancel") && isPendingNoShow(row.no_show_status)) {
    throw errors.noShowPending();
  }
  const result = bookingTransition(status, action, party, { now: at, end: endOf(row) });
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
  return { row, status, to: result.to };
}

/**
 * `action` by `party` at `at`, inside the caller's transaction holding the Seer's lock: the rules
 * checked, the change and its conversation line written; the emails are the caller's (actOnBooking
 * sends them; the demo seed, whose story is past, sends none).
 */
export async function applyBookingAction(db: Db, args: ActionArgs): Promise<BookingJoined> {
  return (await applyBookingChange(db, args)).after;
}

/** applyBookingAction, also saying which status the booking was in (settled by time). */
async function applyBookingChange(
  db: Db,
  args: ActionArgs,
): Promise<{ after: BookingJoined; from: BookingStatus }> {
  const { action, party, at } = args;
  const { row, status, to } = await checkBookingAction(db, args);
  const change = { action, from: status, to, party, reason: args.reason, at };
  const after = await writeBookingChange(db, row, change);
  if (!after) throw errors.bookingStateConflict(DONE[action], statusesAllowing(action), status);
  // A booking that waited for its payment had no line yet: its withdrawal adds none either.
  if (status !== AWAITING_PAYMENT) {
    const event = DONE[action] as BookingLineEvent;
    await recordBookingEvent(db, { row: after, event, by: party }, at);
  }
  return { after, from: status };
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
