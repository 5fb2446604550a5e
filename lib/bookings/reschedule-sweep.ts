/**
 * Time's part in moving a session: an open proposal nobody answered by its `expires_at` lapses
 * (its line written, both people's pages told). Reads already treat it as gone; this writes it.
 */
import "server-only";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { announceBookingChange } from "./live";
import { withWriteTransaction } from "./lock";
import { lapseProposal } from "./reschedule";
import { type BookingJoined, bookingQuery } from "./rows";

const BATCH = 100;

export async function lapseUnansweredReschedules(): Promise<number> {
  const stamp = now().toISOString();
  // A plain read first: the write lock (SQLite's whole database) only when something is due.
  const due = await getDb()
    .selectFrom("booking_reschedule")
    .select("id")
    .where("status", "=", "open")
    .where("expires_at", "<=", stamp)
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  const lapsed: BookingJoined[] = [];
  await withWriteTransaction(async (db) => {
    const at = now();
    const open = await db
      .selectFrom("booking_reschedule")
      .select(["id", "booking_id"])
      .where("status", "=", "open")
      .where("expires_at", "<=", at.toISOString())
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const proposal of open) {
      const row = await bookingQuery(db)
        .where("booking.id", "=", proposal.booking_id)
        .executeTakeFirstOrThrow();
      if (await lapseProposal(db, row, proposal.id, at)) lapsed.push(row);
    }
  });
  for (const row of lapsed) announceBookingChange(row);
  return lapsed.length;
}
