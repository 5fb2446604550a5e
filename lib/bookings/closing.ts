/**
 * An account that closes first cancels its upcoming sessions, on either side, each as any
 * cancellation by that side is: the change written, its payment's terms (a seeker closing late is
 * not refunded), the usual emails (and the .ics CANCEL of an accepted one) to the other side,
 * inside the transaction that then deletes the account (lib/users/close-account.ts).
 */
import "server-only";
import { now } from "@/lib/clock";
import { recordBookingEvent } from "@/lib/conversations/booking-lines";
import { databaseKind, getDb } from "@/lib/db/client";
import { notePaymentOfChange } from "@/lib/payments/booking-effects";
import { writeBookingChange } from "./actions";
import { lockListing } from "./lock";
import { enqueueBookingEmails } from "./notify";
import { bookingQuery, currentStatus, type Db, knownPartyOf, partyOf, startOf } from "./rows";
import { AWAITING_PAYMENT, CANCELLED_ON_CLOSING, isFreeCancellation, type Party } from "./status";

/** The reason the other side reads on the booking and in the email. */
export const ACCOUNT_CLOSED_REASON = "The account was closed";

/** Whom to tell, once the transaction committed, that a booking of theirs changed. */
export type ClosingNotice = { bookingId: string; userId: string };

/** The account's bookings, as seeker or as Seer, that are requested or accepted and not over at `at`. */
async function upcomingBookingsOf(db: Db, userId: string, at: Date) {
  const rows = await bookingQuery(db)
    .where((eb) =>
      eb.or([eb("booking.seeker_id", "=", userId), eb("listing.owner_id", "=", userId)]),
    )
    .where("booking.status", "in", CANCELLED_ON_CLOSING)
    // An open reading (paying, ringing, under way) goes whatever its provisional end says.
    .where((eb) =>
      eb.or([eb("booking.end_at", ">", at.toISOString()), eb("booking.kind", "=", "reading")]),
    )
    .orderBy("booking.start_at")
    .execute();
  // A request whose time ran out is expired, whether or not the sweep has written it yet.
  return rows.filter((row) => CANCELLED_ON_CLOSING.includes(currentStatus(row, at)));
}

/** How many sessions closing the account now would cancel (what Settings' Danger zone says). */
export async function countUpcomingSessions(userId: string): Promise<number> {
  const rows = await upcomingBookingsOf(getDb(), userId, now());
  // Not a request its Seer may not know of yet (rows.ts seerMayKnow), though closing cancels it.
  return rows.filter((row) => knownPartyOf(row, userId) !== null).length;
}

/**
 * PostgreSQL: takes the Seer's lock (as a request or an answer does) and the rows of the bookings
 * that may be cancelled, so nothing moves them between the read and the write. SQLite's write
 * transaction already holds the whole database.
 */
async function lockBookingsOf(db: Db, userId: string): Promise<void> {
  if (databaseKind() !== "postgres") return;
  const own = await db.selectFrom("listing").select("id").where("owner_id", "=", userId).execute();
  for (const listing of own) await lockListing(db, listing.id);
  const listingIds = own.map((listing) => listing.id);
  await db
    .selectFrom("booking")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("seeker_id", "=", userId),
        ...(listingIds.length > 0 ? [eb("listing_id", "in", listingIds)] : []),
      ]),
    )
    .where("status", "in", CANCELLED_ON_CLOSING)
    .orderBy("id")
    .forUpdate()
    .execute();
}

const OTHER_SIDE: Record<Party, Party> = { seeker: "seer", seer: "seeker" };

/** Cancels them inside the caller's transaction; says whom to tell once it has committed. */
export async function cancelUpcomingBookingsOf(
  db: Db,
  userId: string,
  base: string,
): Promise<ClosingNotice[]> {
  await lockBookingsOf(db, userId);
  const at = now();
  const notices: ClosingNotice[] = [];
  for (const row of await upcomingBookingsOf(db, userId, at)) {
    const party = partyOf(row, userId);
    if (!party) continue;
    const after = await writeBookingChange(db, row, {
      action: "cancel",
      from: currentStatus(row, at),
      to: "cancelled",
      party,
      reason: ACCOUNT_CLOSED_REASON,
      at,
    });
    // Under the locks above nothing else moves it; should it have moved, it is no longer open.
    if (!after) continue;
    // Paid by card, the terms of a cancellation by the side that closes: a Seer's refunds in
    // full; a seeker's only 24 hours or more before the start (a hold is released either way).
    const fullRefund = isFreeCancellation(party, startOf(row), at);
    await notePaymentOfChange(db, after, { fullRefund, reason: ACCOUNT_CLOSED_REASON }, at);
    // A booking still waiting for its payment was nobody's news but the seeker's.
    if (row.status === AWAITING_PAYMENT) continue;
    const other = OTHER_SIDE[party];
    const otherId = other === "seer" ? after.seer_id : after.seeker_id;
    // A reading (ringing or under way) ends for the other side live: their page and room hear it.
    if (row.kind === "reading") {
      if (otherId) notices.push({ bookingId: after.id, userId: otherId });
      continue;
    }
    await enqueueBookingEmails(db, after, "cancelled", base, [other]);
    // The conversation keeps the whole story, its last line included.
    await recordBookingEvent(db, { row: after, event: "cancelled", by: party }, at);
    if (otherId) notices.push({ bookingId: after.id, userId: otherId });
  }
  return notices;
}
