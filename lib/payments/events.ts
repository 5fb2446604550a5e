/**
 * A webhook event is handled once: its id is written (stripe_events) in the same transaction as
 * the change it causes, so a second delivery, even at the same moment, finds it and changes nothing.
 */
import "server-only";
import { withListingLock, withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import type { Db } from "@/lib/db/client";

/** Records the event inside the caller's transaction; false when it was handled before. */
export type Claim = (db: Db) => Promise<boolean>;

export function claimEvent(event: { id: string; type: string }): Claim {
  return async (db) => {
    const written = await db
      .insertInto("stripe_events")
      .values({ id: event.id, type: event.type, received_at: now().toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    return written !== undefined;
  };
}

export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom("stripe_events")
    .select("id")
    .where("id", "=", eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Runs `work` in one write transaction (holding the Seer's lock when `listingId` is given, as a
 * booking's change needs) that first records the event, if there is one; `undefined` when the
 * event had been handled before (nothing is written then).
 */
export async function inPaymentTransaction<T>(
  { claim, listingId }: { claim?: Claim; listingId?: string | null },
  work: (db: Db) => Promise<T>,
): Promise<T | undefined> {
  const run = async (db: Db) => {
    if (claim && !(await claim(db))) return undefined;
    return work(db);
  };
  return listingId === undefined ? withWriteTransaction(run) : withListingLock(listingId, run);
}

/** An event that changes nothing of ours is still recorded, so it is not looked at twice. */
export async function recordOnly(claim: Claim | undefined): Promise<void> {
  if (claim) await withWriteTransaction(async (db) => claim(db));
}
