/**
 * What closing an account does to events, inside the closing's transaction and before its rows go
 * (lib/users/close-account.ts): a Seer's upcoming events are cancelled as if they had cancelled
 * them (everyone told, every paid seat refunded); a person's own seats are given back as if they
 * had given them back (refunded in full 24 hours or more before the start, not later), so the
 * first waiting get them. Then what carries money stays, anonymised, until it is settled.
 */
import "server-only";
import { now } from "@/lib/clock";
import { HOUR_MS } from "@/lib/durations";
import { forgetPhotoBytes } from "@/lib/listings/photos";
import { cancelLockedEvent } from "./manage";
import { REFUND_BEFORE_START_HOURS } from "./paid-seats";
import { type Db, startOfEvent } from "./rows";
import { lockedEventById, seatFromWaitlist, TAKEN } from "./seats";

/** What Stripe is asked once the closing has committed (lib/payments/seat-payments.ts). */
export type EventsLeft = {
  /** Events cancelled: their refunds made, their open Checkouts ended. */
  cancelledEvents: string[];
  /** The person's own seats refunded. */
  refundedSeats: string[];
  /** The Checkouts of the person's own held seats, to end so that nobody pays them any more. */
  checkoutsToEnd: string[];
};

export async function leaveEventsOf(db: Db, userId: string, base: string): Promise<EventsLeft> {
  const at = now();
  const left: EventsLeft = { cancelledEvents: [], refundedSeats: [], checkoutsToEnd: [] };
  const hosted = await db
    .selectFrom("group_event")
    .innerJoin("listing", "listing.id", "group_event.listing_id")
    .select("group_event.id")
    .where("listing.owner_id", "=", userId)
    .where("group_event.status", "=", "published")
    .where("group_event.starts_at", ">", at.toISOString())
    .execute();
  for (const { id } of hosted) {
    const row = await lockedEventById(db, id);
    if (row?.status !== "published" || startOfEvent(row) <= at) continue;
    await cancelLockedEvent(db, row, base);
    left.cancelledEvents.push(row.id);
  }

  // Seats of events not yet started; those of an event under way or over stay as they are.
  const seats = await db
    .selectFrom("event_seat")
    .innerJoin("group_event", "group_event.id", "event_seat.event_id")
    .selectAll("event_seat")
    .where("event_seat.user_id", "=", userId)
    .where("event_seat.status", "<>", "cancelled")
    .where("group_event.starts_at", ">", at.toISOString())
    .execute();
  for (const seat of seats) {
    const row = await lockedEventById(db, seat.event_id);
    const stamp = now().toISOString();
    const inTime =
      row !== undefined &&
      startOfEvent(row).getTime() - at.getTime() >= REFUND_BEFORE_START_HOURS * HOUR_MS;
    const refund = seat.paid_at !== null && seat.refund_status === null && inTime;
    await db
      .updateTable("event_seat")
      .set({
        status: "cancelled",
        cancelled_at: stamp,
        hold_until: null,
        updated_at: stamp,
        ...(refund ? { refund_status: "pending" } : {}),
      })
      .where("id", "=", seat.id)
      .where("status", "<>", "cancelled")
      .execute();
    if (refund) left.refundedSeats.push(seat.id);
    if (seat.status === "awaiting_payment" && seat.checkout_session_id) {
      left.checkoutsToEnd.push(seat.checkout_session_id);
    }
    const held = (TAKEN as readonly string[]).includes(seat.status);
    if (held && row?.status === "published" && startOfEvent(row) > at) {
      await seatFromWaitlist(db, row, base);
    }
  }
  return left;
}

/**
 * Before the account's rows go: of a Seer's events, those a Checkout was ever opened for stay (no
 * listing, so out of sight; no private place, cover or message of theirs) for their refunds and
 * payouts, the others go; of a person's own seats, those with money stay without them.
 */
export async function forgetEventsOf(db: Db, userId: string): Promise<void> {
  const events = await db
    .selectFrom("group_event")
    .innerJoin("listing", "listing.id", "group_event.listing_id")
    .select(["group_event.id", "group_event.cover_src"])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("event_seat")
            .select("event_seat.id")
            .whereRef("event_seat.event_id", "=", "group_event.id")
            .where("event_seat.checkout_session_id", "is not", null),
        )
        .as("carries_money"),
    )
    .where("listing.owner_id", "=", userId)
    .execute();
  const kept = events.filter((event) => Boolean(event.carries_money)).map((event) => event.id);
  const gone = events.filter((event) => !event.carries_money).map((event) => event.id);
  if (kept.length > 0) {
    await db
      .updateTable("group_event")
      .set({
        listing_id: null,
        video_url: null,
        address: null,
        cover_src: null,
        image_url: null,
        image_alt: null,
        updated_at: now().toISOString(),
      })
      .where("id", "in", kept)
      .execute();
    await db.deleteFrom("group_event_message").where("event_id", "in", kept).execute();
  }
  if (gone.length > 0) await db.deleteFrom("group_event").where("id", "in", gone).execute();
  for (const event of events) {
    if (event.cover_src) await forgetPhotoBytes(db, event.cover_src);
  }

  await db
    .deleteFrom("event_seat")
    .where("user_id", "=", userId)
    .where("checkout_session_id", "is", null)
    .execute();
  await db.updateTable("event_seat").set({ user_id: null }).where("user_id", "=", userId).execute();
}
