/**
 * Connect: a seeker's reading with a Seer who is available now, written under the Seer's lock (the
 * checks and the insert in one transaction), with the database's partial unique indexes as the
 * last word across instances: one open reading per Seer and per seeker. Payments on, it waits for
 * its Checkout (holding price × maximum, as a booked session's does: lib/payments/request.ts);
 * off, it rings at once.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { announceBookingChange } from "@/lib/bookings/live";
import { withListingLock } from "@/lib/bookings/lock";
import { enqueueRingPush } from "@/lib/bookings/push-notify";
import { type BookingJoined, bookingQuery, type Db, toBookingPublic } from "@/lib/bookings/rows";
import type { BookingPublic } from "@/lib/bookings/schema";
import { AWAITING_PAYMENT } from "@/lib/bookings/status";
import { now } from "@/lib/clock";
import { hasBlocked } from "@/lib/conversations/limits";
import { getDb } from "@/lib/db/client";
import type { ListingRow } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { payableAccountOf } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";
import { insertPayment, openCheckout, PAY_BY_MARGIN_MS } from "@/lib/payments/request";
import { isAvailableNow, OPEN_READING_STATUSES } from "./availability";
import { announceRing } from "./live";
import { ringUntil } from "./ring";
import { maxChargeCents, PAY_WITHIN_MINUTES } from "./rules";
import type { ReadingCreate } from "./schema";
import { readingCheckoutTerms, readingProduct } from "./words";

/** Stripe's shortest Checkout: 30 minutes from its creation (our 10 are kept by the sweep). */
const CHECKOUT_SHORTEST_MINUTES = 30;

type Connect = { listing: ListingRow; seekerId: string; input: ReadingCreate; at: Date };

/** The open reading of a Seer's listing or of a seeker, if any. */
function openReading(db: Db, column: "listing_id" | "seeker_id", id: string) {
  return db
    .selectFrom("booking")
    .select(["id", "seeker_id", "listing_id"])
    .where(column, "=", id)
    .where("kind", "=", "reading")
    .where("status", "in", OPEN_READING_STATUSES)
    .executeTakeFirst();
}

/** Why a reading could not be written: the Seer held by someone else, or the seeker's own. */
async function whyNot(db: Db, listing: ListingRow, seekerId: string): Promise<Error> {
  const held = await openReading(db, "listing_id", listing.id);
  if (held && held.seeker_id !== seekerId) return errors.readingSeerBusy(listing.display_name);
  return errors.readingAlreadyOpen();
}

/** Inside the Seer's lock: every rule checked, then the booking and its reading written. */
async function writeReading(
  db: Db,
  { listing: asRead, seekerId, input, at }: Connect,
  paid: boolean,
): Promise<BookingJoined> {
  // The listing as it is now: the price and the switch may have changed since it was read.
  const listing = await db
    .selectFrom("listing")
    .selectAll()
    .where("id", "=", asRead.id)
    .executeTakeFirstOrThrow();
  const seerId = listing.owner_id;
  if (seerId === null) throw errors.coachNotBookable();
  if (await hasBlocked(db, { blockerId: seerId, blockedId: seekerId })) {
    throw errors.readingBlocked();
  }
  if (await openReading(db, "listing_id", listing.id)) throw await whyNot(db, listing, seekerId);
  if (await openReading(db, "seeker_id", seekerId)) throw errors.readingAlreadyOpen();
  const price = listing.reading_price_cents;
  if (price === null || !(await isAvailableNow(db, listing.id))) {
    throw errors.readingSeerNotAvailable(listing.display_name);
  }
  const id = randomUUID();
  const stamp = at.toISOString();
  const ringing = paid ? null : ringUntil(at);
  const payBy = new Date(at.getTime() + PAY_WITHIN_MINUTES * 60_000);
  await db
    .insertInto("booking")
    .values({
      id,
      kind: "reading",
      listing_id: listing.id,
      seeker_id: seekerId,
      // Until it ends, the latest it could end; then its real end (payouts and lists read it).
      start_at: stamp,
      end_at: new Date(at.getTime() + input.max_minutes * 60_000).toISOString(),
      hours: 0,
      mode: "online",
      hourly_rate_cents: price * 60,
      // The most it can cost; the amount charged once it ends.
      total_cents: maxChargeCents(price, input.max_minutes),
      status: paid ? AWAITING_PAYMENT : "ringing",
      expires_at: (ringing ?? payBy).toISOString(),
      note: null,
      cancelled_by: null,
      reason: null,
      reminded_at: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await db
    .insertInto("booking_reading")
    .values({
      booking_id: id,
      max_minutes: input.max_minutes,
      price_per_minute_cents: price,
      ring_until: ringing?.toISOString() ?? null,
      accepted_at: null,
      started_at: null,
      ended_at: null,
      minutes_billed: null,
      ended_by: null,
    })
    .execute();
  const row = await bookingQuery(db).where("booking.id", "=", id).executeTakeFirstOrThrow();
  // Unpaid, it rings at once: the Seer's phone too (paid, once the card is held).
  if (ringing) await enqueueRingPush(db, row);
  return row;
}

/** `POST /readings/`: the reading as its seeker reads it (201). */
export async function connectReading(
  listing: ListingRow,
  seekerId: string,
  input: ReadingCreate,
  base: string,
): Promise<BookingPublic> {
  if (listing.owner_id === null) throw errors.coachNotBookable();
  if (listing.owner_id === seekerId) throw errors.cannotReadSelf();
  const paid = paymentsEnabled();
  const destination = paid ? await payableAccountOf(listing.owner_id) : null;
  let written: { row: BookingJoined; payment: Awaited<ReturnType<typeof insertPayment>> | null };
  try {
    written = await withListingLock(listing.id, async (db) => {
      const at = now();
      const row = await writeReading(db, { listing, seekerId, input, at }, paid);
      if (!destination) return { row, payment: null };
      const payBy = new Date(at.getTime() + PAY_WITHIN_MINUTES * 60_000);
      return { row, payment: await insertPayment(db, row, destination, payBy, at) };
    });
  } catch (error) {
    // Another instance's reading for the same Seer (or this seeker's) won the race.
    if (isUniqueViolation(error)) throw await whyNot(getDb(), listing, seekerId);
    throw error;
  }
  const { row, payment } = written;
  if (payment) {
    const at = now();
    // Stripe's Checkout lives 30 minutes at least: the sweep ends it at our 10 (lib/readings/sweep.ts).
    const expiresAt = new Date(
      at.getTime() + CHECKOUT_SHORTEST_MINUTES * 60_000 + PAY_BY_MARGIN_MS,
    );
    const maxMinutes = input.max_minutes;
    const price = row.reading_price_per_minute_cents ?? 0;
    await openCheckout(row, payment, base, {
      product: readingProduct(row.seer_name, maxMinutes),
      terms: readingCheckoutTerms(price, maxMinutes),
      expiresAt,
    });
  }
  const fresh = await bookingQuery(getDb())
    .where("booking.id", "=", row.id)
    .executeTakeFirstOrThrow();
  announceBookingChange(fresh);
  if (fresh.status === "ringing") announceRing(fresh);
  return toBookingPublic(fresh, now(), "seeker");
}
