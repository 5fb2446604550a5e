/**
 * Taking and giving back seats, under the event's own lock inside one transaction: the count and
 * the write are one step, so of any number of simultaneous requests exactly `capacity` take a
 * seat and the rest wait in the order they took the lock. A seat held while its person pays
 * ("awaiting_payment") counts against the capacity as a seat does. A free seat given back goes at
 * once to the first person waiting; a paid one is offered to them for OFFER_HOURS (paid-seats.ts).
 * The Stripe calls come after the commit (lib/payments/seat-payments.ts, seat-actions.ts).
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { lockKey, withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { hasBlocked } from "@/lib/conversations/limits";
import { getDb } from "@/lib/db/client";
import { inTurn } from "@/lib/db/turns";
import { readTimestamp } from "@/lib/db/values";
import { enqueueSeatEmail, type SeatReader, seatReader } from "./notify";
import {
  OFFER_HOURS,
  PAY_SEAT_WITHIN_MS,
  REFUND_BEFORE_START_HOURS,
  seatTerms,
} from "./paid-seats";
import { type Db, type EventJoined, eventQuery, hostIsPublished, startOfEvent } from "./rows";
import type { SeatGivenBack, SeatResult } from "./schema";

/** The statuses that hold one of the capacity's seats. */
export const TAKEN = ["seated", "awaiting_payment"] as const;

/**
 * The event `eventId`, locked for the rest of the caller's transaction; undefined when its host
 * closed their account (the row stays while money is owed on it, with no listing to show it).
 */
export async function lockedEventById(db: Db, eventId: string): Promise<EventJoined | undefined> {
  await lockKey(db, `group-event:${eventId}`);
  // Read after the lock: what the previous holder wrote is counted.
  return eventQuery(db).where("group_event.id", "=", eventId).executeTakeFirst();
}

/** The event by slug, locked for the rest of the caller's transaction (404 when there is none). */
export async function lockedEvent(db: Db, slug: string): Promise<EventJoined> {
  const id = await eventIdBySlug(db, slug);
  const row = id && (await lockedEventById(db, id));
  if (!row) throw errors.eventNotFound();
  return row;
}

/** The id of the event at `slug`, if there is one: a slug never changes, so no lock is needed. */
async function eventIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const found = await db
    .selectFrom("group_event")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return found?.id;
}

export function liveSeatOf(db: Db, eventId: string, userId: string) {
  return db
    .selectFrom("event_seat")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("status", "<>", "cancelled")
    .executeTakeFirst();
}

/** 1 for the first person waiting. */
export async function waitlistPosition(db: Db, eventId: string, seq: number): Promise<number> {
  const { n } = await db
    .selectFrom("event_seat")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId)
    .where("status", "=", "waitlisted")
    .where("seq", "<=", seq)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function takenCount(db: Db, eventId: string): Promise<number> {
  const { n } = await db
    .selectFrom("event_seat")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId)
    .where("status", "in", TAKEN)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The seats taken (seated or held for payment) when `row` was read. */
function seatsTaken(row: EventJoined): number {
  return Number(row.seated_count) + Number(row.held_count);
}

/** Why nobody may take a seat at `row` now, if so. */
function refuseSeat(row: EventJoined, userId: string, at: Date) {
  if (row.status === "draft") return errors.eventNotFound();
  if (row.status === "cancelled") return errors.eventCancelled();
  if (!hostIsPublished(row)) return errors.eventHostAway();
  if (startOfEvent(row) <= at) return errors.eventStarted();
  if (row.rsvp_deadline !== null && new Date(readTimestamp(row.rsvp_deadline)) <= at) {
    return errors.eventRsvpClosed();
  }
  if (row.host_id === userId) return errors.eventHostOwnSeat();
  return null;
}

/** What the caller does after the commit: open the Checkout of a held seat (seat-actions.ts). */
export type TakenSeat = { result: SeatResult; checkoutFor?: string; fresh?: boolean };

export async function takeSeatLocked(
  slug: string,
  userId: string,
  base: string,
): Promise<TakenSeat> {
  // What no seat changes is read before the turn: the event's id and the person's name, address
  // and zone for their email. A crowd serves its turns one after another, each waiting for every
  // query the one before makes, so each query kept out of the turn is saved once per person.
  const db = getDb();
  const eventId = await eventIdBySlug(db, slug);
  if (!eventId) throw errors.eventNotFound();
  const reader = await seatReader(db, userId);
  // A crowd on one event waits its turn here, not holding connections (lib/db/turns.ts).
  return inTurn(`event-seats:${slug}`, () => takeSeatInTransaction(eventId, userId, base, reader));
}

async function takeSeatInTransaction(
  eventId: string,
  userId: string,
  base: string,
  reader: SeatReader | undefined,
): Promise<TakenSeat> {
  return withWriteTransaction(async (db) => {
    const locked = async () => {
      const row = await lockedEventById(db, eventId);
      if (!row) throw errors.eventNotFound();
      return row;
    };
    let row = await locked();
    const at = now();
    const refused = refuseSeat(row, userId, at);
    if (refused) throw refused;
    // Checked under the event's lock, as the count is: a block set meanwhile is seen.
    if (await hasBlocked(db, { blockerId: row.host_id, blockedId: userId })) {
      throw errors.eventSeatBlocked();
    }
    // Not blocked, as just read under the lock: the email need not ask again.
    const known = { blocked: false, reader };
    if (Number(row.waitlist_count) > 0 && seatsTaken(row) < row.capacity) {
      // Seats freed while the host was away went to nobody: those waiting come first.
      await seatFromWaitlist(db, row, base);
      row = await locked();
    }
    const paid = row.price_cents > 0;
    const mine = await liveSeatOf(db, row.id, userId);
    if (mine?.status === "awaiting_payment") {
      // Held for them (their own Checkout, or a seat offered from the waitlist): the link again.
      return {
        result: {
          status: "awaiting_payment",
          hold_until: readTimestamp(mine.hold_until ?? at.toISOString()),
          terms: seatTerms(),
          ...(mine.checkout_url ? { checkout_url: mine.checkout_url } : {}),
        },
        checkoutFor: mine.id,
      };
    }
    if (mine) throw mine.status === "seated" ? errors.alreadySeated() : errors.alreadyWaitlisted();
    const { last } = await db
      .selectFrom("event_seat")
      .select((eb) => eb.fn.max<number | null>("seq").as("last"))
      .where("event_id", "=", row.id)
      .executeTakeFirstOrThrow();
    const seq = Number(last ?? 0) + 1;
    // The counts were read under the lock, so they stand (each step saved is a crowd's wait).
    const free = seatsTaken(row) < row.capacity;
    const status = !free ? "waitlisted" : paid ? "awaiting_payment" : "seated";
    const stamp = at.toISOString();
    const holdUntil = new Date(at.getTime() + PAY_SEAT_WITHIN_MS).toISOString();
    const seat = {
      id: randomUUID(),
      event_id: row.id,
      user_id: userId,
      status,
      seq,
      seated_at: status === "seated" ? stamp : null,
      cancelled_at: null,
      created_at: stamp,
      updated_at: stamp,
      ...(status === "awaiting_payment" ? { hold_until: holdUntil } : {}),
    };
    await db.insertInto("event_seat").values(seat).execute();
    if (status === "awaiting_payment") {
      // The seat is theirs once paid; the confirmation comes with the payment.
      return {
        result: { status, hold_until: holdUntil, terms: seatTerms() },
        checkoutFor: seat.id,
        fresh: true,
      };
    }
    if (status === "seated") {
      await enqueueSeatEmail(db, row, seat, "seated", base, known);
      return { result: { status } };
    }
    // Theirs is the newest place: behind everyone waiting when the lock was taken.
    const position = Number(row.waitlist_count) + 1;
    await enqueueSeatEmail(db, row, seat, "waitlisted", base, { position, ...known });
    return { result: { status, position } };
  });
}

/**
 * Fills free seats from the waitlist, first come first seated, inside the caller's transaction
 * holding the event's lock. Not while the host's listing is unpublished: nobody takes a seat then,
 * and those waiting keep their order for when it is published again (seatWaitlistsOf).
 */
export async function seatFromWaitlist(db: Db, row: EventJoined, base: string): Promise<void> {
  if (!hostIsPublished(row)) return;
  let free = row.capacity - (await takenCount(db, row.id));
  if (free <= 0) return;
  const waiting = await db
    .selectFrom("event_seat")
    .selectAll()
    .where("event_id", "=", row.id)
    .where("status", "=", "waitlisted")
    .orderBy("seq")
    .execute();
  for (const next of waiting) {
    if (free <= 0) return;
    // Someone the host blocked after they joined is passed over (their place kept, should the
    // block be lifted): a seat would give them the private place.
    if (await hasBlocked(db, { blockerId: row.host_id, blockedId: next.user_id })) continue;
    const at = now();
    const stamp = at.toISOString();
    if (row.price_cents > 0) {
      // A paid seat is offered: held for them OFFER_HOURS, theirs once paid, else the next's.
      const holdUntil = new Date(at.getTime() + OFFER_HOURS * 3_600_000).toISOString();
      await db
        .updateTable("event_seat")
        .set({ status: "awaiting_payment", hold_until: holdUntil, updated_at: stamp })
        .where("id", "=", next.id)
        .execute();
      await enqueueSeatEmail(db, row, { ...next, status: "awaiting_payment" }, "offered", base);
    } else {
      await db
        .updateTable("event_seat")
        .set({ status: "seated", seated_at: stamp, updated_at: stamp })
        .where("id", "=", next.id)
        .execute();
      await enqueueSeatEmail(db, row, { ...next, status: "seated" }, "promoted", base);
    }
    free--;
  }
}

/** After the commit: a refund to make, an open Checkout to end (seat-actions.ts). */
export type GivenBack = { answer: SeatGivenBack; seatId: string; endCheckout: string | null };

/**
 * Gives the caller's seat or waitlist place back; a freed seat goes to the first waiting. A paid
 * seat given back at least REFUND_BEFORE_START_HOURS before the start is refunded in full.
 */
export async function giveSeatBackLocked(
  slug: string,
  userId: string,
  base: string,
): Promise<GivenBack> {
  // In the same line as those taking seats (takeSeatLocked), for the same reason.
  return inTurn(`event-seats:${slug}`, () => giveSeatBackInTransaction(slug, userId, base));
}

async function giveSeatBackInTransaction(
  slug: string,
  userId: string,
  base: string,
): Promise<GivenBack> {
  return withWriteTransaction(async (db) => {
    const row = await lockedEvent(db, slug);
    if (row.status === "draft" && row.host_id !== userId) throw errors.eventNotFound();
    const mine = await liveSeatOf(db, row.id, userId);
    if (!mine) throw errors.noSeat();
    const at = now();
    if (startOfEvent(row) <= at) throw errors.eventStarted();
    const stamp = at.toISOString();
    const paidFor = mine.paid_at !== null && mine.refund_status === null;
    const inTime =
      startOfEvent(row).getTime() - at.getTime() >= REFUND_BEFORE_START_HOURS * 3_600_000;
    await db
      .updateTable("event_seat")
      .set({
        status: "cancelled",
        cancelled_at: stamp,
        updated_at: stamp,
        ...(paidFor && inTime ? { refund_status: "pending" } : {}),
      })
      .where("id", "=", mine.id)
      .execute();
    const refund = paidFor ? (inTime ? "full" : "none") : undefined;
    await enqueueSeatEmail(db, row, mine, "given_back", base, { refund });
    if ((TAKEN as readonly string[]).includes(mine.status)) await seatFromWaitlist(db, row, base);
    return {
      answer: { status: "cancelled", ...(refund ? { refund, terms: seatTerms() } : {}) },
      seatId: mine.id,
      endCheckout: mine.status === "awaiting_payment" ? mine.checkout_session_id : null,
    };
  });
}

/** The listing published again: each of its upcoming events seats those who waited meanwhile. */
export async function seatWaitlistsOf(listingId: string, base: string): Promise<void> {
  const waiting = await getDb()
    .selectFrom("group_event")
    .select("id")
    .where("listing_id", "=", listingId)
    .where("status", "=", "published")
    .where("starts_at", ">", now().toISOString())
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("event_seat")
          .select("event_seat.id")
          .whereRef("event_seat.event_id", "=", "group_event.id")
          .where("event_seat.status", "=", "waitlisted"),
      ),
    )
    .execute();
  for (const event of waiting) {
    await withWriteTransaction(async (db) => {
      const row = await lockedEventById(db, event.id);
      if (row?.status === "published" && startOfEvent(row) > now()) {
        await seatFromWaitlist(db, row, base);
      }
    });
  }
}
