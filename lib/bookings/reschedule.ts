/**
 * Moving an accepted session: a party proposes new times (the seeker one from the Seer's free
 * times, the Seer up to three), the other accepts one or declines, the proposer may withdraw.
 * Every step runs under the Seer's lock (lib/bookings/lock.ts), so an answer and a withdrawal, or an
 * acceptance and a new request for the same time, never both win. Accepted, the booking keeps its
 * id, conversation, room and payment; only its times move (and its invitation's SEQUENCE).
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { capDayStart, dailyCapReached } from "@/lib/daily-cap";
import { readTimestamp } from "@/lib/db/values";
import { HOUR_MS } from "@/lib/durations";
import { announceBookingChange } from "./live";
import { withListingLock } from "./lock";
import { recordRescheduleLine } from "./reschedule-lines";
import { enqueueRescheduleEmails } from "./reschedule-notify";
import { readStarts } from "./reschedule-public";
import {
  isProposalLive,
  maxStartsFor,
  PROPOSALS_PER_DAY,
  rescheduleExpiresAt,
  tooLateToMove,
} from "./reschedule-rules";
import type { ReschedulePublic } from "./reschedule-schema";
import {
  type BookingJoined,
  bookingQuery,
  currentStatus,
  type Db,
  startOf,
  toBookingPublic,
} from "./rows";
import { busyIntervals, slotRules } from "./rules";
import type { BookingPublic } from "./schema";
import { isFreeStart, isSlotShaped } from "./slots";
import { EXPIRY_BEFORE_START_HOURS, type Party, REMINDER_BEFORE_START_HOURS } from "./status";

/** Whether a session moved to `start` is still far enough ahead to be reminded of anew. */
const remindAgain = (start: Date, at: Date) =>
  start.getTime() - at.getTime() > REMINDER_BEFORE_START_HOURS * HOUR_MS;

type Actor = { bookingId: string; listingId: string | null; party: Party; base: string };

/** The booking as it is now under the lock, checked to be an accepted session not yet started. */
async function movableBooking(db: Db, bookingId: string, at: Date): Promise<BookingJoined> {
  const row = await bookingQuery(db).where("booking.id", "=", bookingId).executeTakeFirstOrThrow();
  const status = currentStatus(row, at);
  if (status !== "accepted") throw errors.rescheduleNotAccepted(status);
  if (tooLateToMove(startOf(row), at) === "started") throw errors.rescheduleStarted();
  return row;
}

/** Whether `start` is free for this session: the Seer's rules, other bookings (not its own). */
async function isFreeFor(db: Db, row: BookingJoined, start: Date, at: Date): Promise<boolean> {
  if (!row.listing_id) return false;
  const listing = await db
    .selectFrom("listing")
    .selectAll()
    .where("id", "=", row.listing_id)
    .executeTakeFirstOrThrow();
  const rules = slotRules(listing);
  if (!isSlotShaped(start, rules.timezone)) return false;
  const end = start.getTime() + row.hours * HOUR_MS;
  const busy = await busyIntervals(db, [row.listing_id], at, { start: start.getTime(), end });
  const own = { start: startOf(row).getTime(), end: startOf(row).getTime() + row.hours * HOUR_MS };
  // The session's own time is not in its way (moving it by half an hour is a move).
  const others = (busy.get(row.listing_id) ?? []).filter(
    (b) => !(b.start === own.start && b.end === own.end),
  );
  return isFreeStart({ rules, busy: others, now: at, start, hours: row.hours });
}

/** An open proposal past its time is written as lapsed (with its line), as the sweep would. */
export async function lapseProposal(
  db: Db,
  row: BookingJoined,
  proposalId: string,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable("booking_reschedule")
    .set({ status: "expired", decided_at: at.toISOString() })
    .where("id", "=", proposalId)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  // A session called off meanwhile says so itself: its lapsed proposal is no news.
  if (currentStatus(row, at) === "accepted") {
    await recordRescheduleLine(db, { row, kind: "reschedule_expired", by: null }, at);
  }
  return true;
}

/** The open proposal still awaiting its answer, or null (one that lapsed is written so first). */
async function liveProposal(db: Db, row: BookingJoined, at: Date) {
  const open = await db
    .selectFrom("booking_reschedule")
    .selectAll()
    .where("booking_id", "=", row.id)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (!open) return null;
  if (isProposalLive(new Date(readTimestamp(open.expires_at)), at)) return open;
  await lapseProposal(db, row, open.id, at);
  return null;
}

/**
 * 429 past the booking's proposals in the last 24 hours (the day of "Email attendees"), whoever
 * made them, counted under the Seer's lock the proposal is written under: each one emails the other
 * party, so proposing and withdrawing cannot become a stream of emails.
 */
async function assertProposalPace(db: Db, row: BookingJoined, at: Date) {
  const recent = await db
    .selectFrom("booking_reschedule")
    .select("created_at")
    .where("booking_id", "=", row.id)
    .where("created_at", ">", capDayStart(at))
    .execute();
  const reached = dailyCapReached(
    recent.map((proposal) => readTimestamp(proposal.created_at)),
    PROPOSALS_PER_DAY,
    at,
  );
  if (reached) {
    throw errors.tooManyReschedules(
      PROPOSALS_PER_DAY,
      reached.nextAt.toISOString(),
      reached.retryAfter,
    );
  }
}

/** `party` proposes `starts` for the booking; 201 with the proposal. */
export async function proposeReschedule(
  actor: Actor,
  asked: readonly string[],
): Promise<ReschedulePublic> {
  const { party } = actor;
  const max = maxStartsFor(party);
  if (asked.length > max) throw errors.rescheduleTooManyStarts(max);
  const starts = [...new Set(asked.map((s) => new Date(s).toISOString()))].sort();
  if (starts.length !== asked.length) throw errors.rescheduleSameStart();
  const { proposal, row } = await withListingLock(actor.listingId, async (db) => {
    const at = now();
    const row = await movableBooking(db, actor.bookingId, at);
    if (tooLateToMove(startOf(row), at)) throw errors.rescheduleTooClose(EXPIRY_BEFORE_START_HOURS);
    if (await liveProposal(db, row, at)) throw errors.rescheduleAlreadyOpen();
    await assertProposalPace(db, row, at);
    for (const start of starts) {
      if (start === startOf(row).toISOString()) throw errors.rescheduleSameStart();
      if (!(await isFreeFor(db, row, new Date(start), at))) throw errors.rescheduleNotFree(start);
    }
    const proposal = {
      id: randomUUID(),
      booking_id: row.id,
      proposed_by: party,
      starts: JSON.stringify(starts),
      status: "open",
      expires_at: rescheduleExpiresAt(at, startOf(row)).toISOString(),
      chosen_start: null,
      created_at: at.toISOString(),
      decided_at: null,
    };
    await db.insertInto("booking_reschedule").values(proposal).execute();
    await recordRescheduleLine(db, { row, kind: "reschedule_proposed", by: party, starts }, at);
    const expires = new Date(proposal.expires_at);
    await enqueueRescheduleEmails(
      db,
      row,
      { kind: "proposed", by: party, proposalId: proposal.id, starts, expires, at },
      actor.base,
    );
    return { proposal: { ...proposal, expires_at: expires.toISOString() }, row };
  });
  announceBookingChange(row);
  return {
    id: proposal.id,
    starts,
    proposed_by: party,
    expires_at: proposal.expires_at,
  };
}

type Answer = "accept" | "decline" | "withdraw";

/** Accept (one of the times offered), decline or withdraw the open proposal; the booking after. */
export async function answerReschedule(
  actor: Actor,
  answer: Answer,
  chosen?: string,
): Promise<BookingPublic> {
  const { party } = actor;
  const { after, at } = await withListingLock(actor.listingId, async (db) => {
    const at = now();
    const row = await movableBooking(db, actor.bookingId, at);
    const open = await liveProposal(db, row, at);
    if (!open) throw errors.rescheduleNoneOpen();
    const mine = open.proposed_by === party;
    if (answer === "withdraw" && !mine) throw errors.rescheduleNotProposer();
    if (answer !== "withdraw" && mine) throw errors.rescheduleOwnProposal();
    const starts = readStarts(open.starts);
    const start = chosen ? new Date(chosen).toISOString() : null;
    if (answer === "accept") {
      if (!start || !starts.includes(start)) throw errors.rescheduleNotOffered(chosen ?? "");
      if (!(await isFreeFor(db, row, new Date(start), at))) throw errors.rescheduleTaken();
    }
    const status = { accept: "accepted", decline: "declined", withdraw: "withdrawn" }[answer];
    // The stored status in WHERE: of two answers at once, one finds it open.
    const closed = await db
      .updateTable("booking_reschedule")
      .set({ status, decided_at: at.toISOString(), chosen_start: start })
      .where("id", "=", open.id)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw errors.rescheduleNoneOpen();
    if (answer !== "accept" || !start) {
      const kind = answer === "decline" ? "reschedule_declined" : "reschedule_withdrawn";
      await recordRescheduleLine(db, { row, kind, by: party }, at);
      if (answer === "decline") {
        await enqueueRescheduleEmails(
          db,
          row,
          { kind: "declined", by: party, proposalId: open.id },
          actor.base,
        );
      }
      const after = await bookingQuery(db)
        .where("booking.id", "=", row.id)
        .executeTakeFirstOrThrow();
      return { after, at };
    }
    const moved = await db
      .updateTable("booking")
      .set((eb) => ({
        start_at: start,
        end_at: new Date(new Date(start).getTime() + row.hours * HOUR_MS).toISOString(),
        // The same invitation, updated: calendars replace the event of this UID.
        ics_sequence: eb("ics_sequence", "+", 1),
        // A reminder already sent was for the old time: the new one gets its own when due.
        ...(remindAgain(new Date(start), at) ? { reminded_at: null } : {}),
        updated_at: at.toISOString(),
      }))
      .where("id", "=", row.id)
      .where("status", "=", "accepted")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw errors.rescheduleNotAccepted(row.status);
    const after = await bookingQuery(db).where("booking.id", "=", row.id).executeTakeFirstOrThrow();
    await recordRescheduleLine(db, { row: after, kind: "reschedule_accepted", by: party }, at);
    await enqueueRescheduleEmails(
      db,
      after,
      { kind: "accepted", by: party, before: row },
      actor.base,
    );
    return { after, at };
  });
  announceBookingChange(after);
  return toBookingPublic(after, at, party);
}
