/**
 * What closing an account does to events, inside the closing's transaction and before its rows go
 * (lib/users/close-account.ts): a Seer's upcoming events are cancelled and everyone with a place
 * told (the events then leave with the listing); a person's own seats are given back, so the first
 * waiting get them, as if they had given them back themselves.
 */
import "server-only";
import { now } from "@/lib/clock";
import { cancelLockedEvent } from "./manage";
import { type Db, startOfEvent } from "./rows";
import { lockedEvent, seatFromWaitlist } from "./seats";

export async function leaveEventsOf(db: Db, userId: string, base: string): Promise<void> {
  const at = now();
  const hosted = await db
    .selectFrom("group_event")
    .innerJoin("listing", "listing.id", "group_event.listing_id")
    .select("group_event.slug")
    .where("listing.owner_id", "=", userId)
    .where("group_event.status", "=", "published")
    .where("group_event.starts_at", ">", at.toISOString())
    .execute();
  for (const { slug } of hosted) await cancelLockedEvent(db, await lockedEvent(db, slug), base);

  const seats = await db
    .selectFrom("event_seat")
    .innerJoin("group_event", "group_event.id", "event_seat.event_id")
    .select(["event_seat.id", "event_seat.status", "event_seat.paid_at", "group_event.slug"])
    .where("event_seat.user_id", "=", userId)
    .where("event_seat.status", "<>", "cancelled")
    .execute();
  for (const seat of seats) {
    const row = await lockedEvent(db, seat.slug);
    const stamp = now().toISOString();
    await db
      .updateTable("event_seat")
      .set({
        status: "cancelled",
        cancelled_at: stamp,
        updated_at: stamp,
        // A paid seat of an event still to come is refunded in full (made by the payments job).
        ...(seat.paid_at !== null && startOfEvent(row) > at ? { refund_status: "pending" } : {}),
      })
      .where("id", "=", seat.id)
      .where("refund_status", "is", null)
      .execute();
    const held = seat.status === "seated" || seat.status === "awaiting_payment";
    if (held && row.status === "published" && startOfEvent(row) > at) {
      await seatFromWaitlist(db, row, base);
    }
  }
}
