/**
 * The booking request's rules and its row, written inside the caller's lock: the one step every
 * request shares, free (lib/bookings/requests.ts), paid by card (lib/payments/request.ts) or the
 * demo seed's. It sits below both kinds of request so that neither imports the other's file.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { recordBookingEvent } from "@/lib/conversations/booking-lines";
import { hasBlocked } from "@/lib/conversations/limits";
import type { ListingRow } from "@/lib/db/schema";
import { HOUR_MS } from "@/lib/durations";
import { type BookingMode, modesOffered } from "./place";
import { type BookingJoined, bookingQuery, type Db } from "./rows";
import { busyIntervals, sessionHours, slotRules } from "./rules";
import type { BookingCreate } from "./schema";
import { isFreeStart, isSlotShaped } from "./slots";
import { AWAITING_PAYMENT, expiresAt } from "./status";

/** How the session is held: the Seer's one mode, or the seeker's choice of a Hybrid Seer's two. */
function sessionMode(listing: ListingRow, asked: BookingMode | undefined): BookingMode {
  const [first, second] = modesOffered(listing.mode);
  if (!first) throw errors.coachNotBookable();
  if (second) {
    if (!asked) throw errors.bookingModeRequired();
    return asked;
  }
  if (asked && asked !== first) throw errors.bookingModeNotOffered(first, asked);
  return first;
}

/**
 * The request as made at `at`, inside the caller's transaction holding the Seer's lock
 * (withListingLock): every rule checked, the row and its conversation line written; its emails
 * are the caller's (requestBooking sends them; the demo seed, whose story is past, sends none).
 * `payBy`: a booking that waits for its card payment until then (lib/payments); it is nobody's
 * news yet, so it has no conversation line until it is paid.
 */
export async function writeBookingRequest(
  db: Db,
  { listing, seekerId, input, at }: RequestArgs,
  { payBy }: { payBy?: Date } = {},
): Promise<BookingJoined> {
  if (listing.owner_id === null) throw errors.coachNotBookable();
  if (listing.owner_id === seekerId) throw errors.cannotBookSelf();
  const seerId = listing.owner_id;
  const offered = sessionHours(listing);
  if (!offered.includes(input.hours)) throw errors.sessionLengthNotOffered(offered);
  const mode = sessionMode(listing, input.mode);
  const rules = slotRules(listing);
  const start = new Date(input.start);
  if (!isSlotShaped(start, rules.timezone)) throw errors.startNotOnSlot();
  const end = new Date(start.getTime() + input.hours * HOUR_MS);
  const rate = listing.hourly_rate_cents;
  if (rate === null) throw errors.coachNotBookable();

  // Checked inside the transaction that inserts, under the lock: never a check before it.
  // A Seer who blocked this seeker takes no requests from them (bookings made before stand).
  if (await hasBlocked(db, { blockerId: seerId, blockedId: seekerId })) {
    throw errors.bookingBlocked();
  }
  const busy = await busyIntervals(db, [listing.id], at, {
    start: start.getTime(),
    end: end.getTime(),
  });
  const free = isFreeStart({
    rules,
    busy: busy.get(listing.id) ?? [],
    now: at,
    start,
    hours: input.hours,
  });
  if (!free) throw errors.slotTaken();
  const id = randomUUID();
  const stamp = at.toISOString();
  await db
    .insertInto("booking")
    .values({
      id,
      listing_id: listing.id,
      seeker_id: seekerId,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      hours: input.hours,
      mode,
      hourly_rate_cents: rate,
      total_cents: rate * input.hours,
      status: payBy ? AWAITING_PAYMENT : "requested",
      expires_at: (payBy ?? expiresAt(at, start)).toISOString(),
      note: input.note?.trim() || null,
      cancelled_by: null,
      reason: null,
      reminded_at: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  const row = await bookingQuery(db).where("booking.id", "=", id).executeTakeFirstOrThrow();
  if (!payBy) await recordBookingEvent(db, { row, event: "requested", by: "seeker" }, at);
  return row;
}

type RequestArgs = { listing: ListingRow; seekerId: string; input: BookingCreate; at: Date };
