/**
 * Closing an account (DELETE /users/me, or a superuser's DELETE /users/{id}), in one transaction:
 * its upcoming sessions and events are cancelled and its seats given back, on the terms of that
 * side's own cancellation, the other side told (lib/bookings/closing.ts, lib/events/closing.ts);
 * then what was only its own goes (items, saved coaches, a Seer's listing with its photos), while
 * what it shared with others stays with them: bookings and reviews lose the reference, not the
 * row, and read "Former member"; events and seats that carry money stay, without them. Written
 * out here as well as in the foreign keys, so the rule holds even on a database opened without them.
 */
import "server-only";
import { cancelUpcomingBookingsOf } from "@/lib/bookings/closing";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { runBookingSweep } from "@/lib/bookings/sweep";
import { removeConnectionsOf } from "@/lib/calendars/connections";
import { type Db, databaseKind } from "@/lib/db/client";
import { forgetEventsOf, leaveEventsOf } from "@/lib/events/closing";
import { forgetPhotoBytes } from "@/lib/listings/photos";
import { publishHint } from "@/lib/live/hints";
import { settleAllPaymentsSoon } from "@/lib/payments/reconcile";
import { endSeatCheckout, refundSeatSoon, settleSeatsOfEvent } from "@/lib/payments/seat-payments";
import { removePushDevicesOf } from "@/lib/push/subscriptions";

/** PostgreSQL: one closing at a time per account (a second one then finds nothing). */
async function lockAccount(db: Db, userId: string): Promise<boolean> {
  let query = db.selectFrom("user").select("id").where("id", "=", userId);
  if (databaseKind() === "postgres") query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** A Seer's listing leaves the catalogue with them; its bookings stay, without it. */
async function removeListingsOf(db: Db, userId: string): Promise<void> {
  const listings = await db
    .selectFrom("listing")
    .select(["id", "slug"])
    .where("owner_id", "=", userId)
    .execute();
  if (listings.length === 0) return;
  const ids = listings.map((listing) => listing.id);
  await db
    .updateTable("booking")
    .set({ listing_id: null })
    .where("listing_id", "in", ids)
    .execute();
  // Other members' hearts for a coach who is gone would point at nothing.
  const slugs = listings.map((listing) => listing.slug);
  await db.deleteFrom("saved_coach").where("coach_slug", "in", slugs).execute();
  const photos = await db
    .deleteFrom("listing_photo")
    .where("listing_id", "in", ids)
    .returning("src")
    .execute();
  for (const photo of photos) await forgetPhotoBytes(db, photo.src);
  await db.deleteFrom("listing_tag").where("listing_id", "in", ids).execute();
  await db.deleteFrom("listing").where("id", "in", ids).execute();
}

async function deleteAccountRows(db: Db, userId: string): Promise<void> {
  // Events and seats that carry money stay, without them, until it is settled.
  await forgetEventsOf(db, userId);
  await removeListingsOf(db, userId);
  await db
    .updateTable("booking")
    .set({ seeker_id: null })
    .where("seeker_id", "=", userId)
    .execute();
  await db.updateTable("review").set({ user_id: null }).where("user_id", "=", userId).execute();
  await db.deleteFrom("saved_coach").where("user_id", "=", userId).execute();
  await db.deleteFrom("item").where("owner_id", "=", userId).execute();
  await db.deleteFrom("user_identity").where("user_id", "=", userId).execute();
  await removeConnectionsOf(db, userId);
  await removePushDevicesOf(db, userId);
  await db.deleteFrom("user").where("id", "=", userId).execute();
}

/** Closes the account; false when there was none. `base`: the site's address for the emails' links. */
export async function closeAccount(userId: string, base: string): Promise<boolean> {
  // What time has already settled (expired requests, their emails) is settled first.
  await runBookingSweep(base);
  const closed = await withWriteTransaction(async (db) => {
    if (!(await lockAccount(db, userId))) return null;
    const notices = await cancelUpcomingBookingsOf(db, userId, base);
    // Their events are cancelled (attendees told) and their seats go to the first waiting.
    const events = await leaveEventsOf(db, userId, base);
    await deleteAccountRows(db, userId);
    return { notices, events };
  });
  if (closed === null) return false;
  const { notices, events } = closed;
  // Seats: refunds made and Checkouts ended now (the payments job retries a refund that fails).
  for (const eventId of events.cancelledEvents) await settleSeatsOfEvent(eventId);
  for (const seatId of events.refundedSeats) await refundSeatSoon(seatId);
  for (const sessionId of events.checkoutsToEnd) await endSeatCheckout(sessionId);
  // Card payments of the cancelled sessions: refunds and releases at Stripe (retried by the job).
  settleAllPaymentsSoon();
  // After the commit, so the pages that refetch read the cancellation.
  for (const notice of notices) {
    publishHint(notice.userId, { type: "booking", booking_id: notice.bookingId });
  }
  return true;
}
