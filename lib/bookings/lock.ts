/**
 * One writer per Seer at a time: the overlap check and the insert (or accept) run inside one
 * transaction that holds the Seer's lock, so of simultaneous requests for one time exactly one wins,
 * on one instance or many. PostgreSQL: `SELECT ... FOR UPDATE` on the listing row. SQLite: the whole
 * database's write lock, which every transaction there takes at BEGIN IMMEDIATE
 * (lib/db/sqlite-dialect.ts), so two readers never both see a free time and then race to write.
 */
import "server-only";
import { sql } from "kysely";
import { databaseKind, getDb } from "@/lib/db/client";
import { inTurn } from "@/lib/db/turns";
import type { Db } from "./rows";

/**
 * `listingId` null: the Seer closed their account, so nobody else writes to the booking. A crowd
 * on one Seer waits its turn in memory before taking a connection (lib/db/turns.ts), so requests
 * queued on the Seer's lock do not hold the pool's connections while they wait. Never call it
 * again for the same Seer inside `work`.
 */
export async function withListingLock<T>(
  listingId: string | null,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  if (listingId === null) return lockedListing(null, work);
  return inTurn(`listing:${listingId}`, () => lockedListing(listingId, work));
}

function lockedListing<T>(listingId: string | null, work: (db: Db) => Promise<T>): Promise<T> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (listingId !== null) await lockListing(trx, listingId);
      return work(trx);
    });
}

/** PostgreSQL: the Seer's lock, inside a transaction the caller holds (SQLite's is the transaction). */
export async function lockListing(db: Db, listingId: string): Promise<void> {
  if (databaseKind() !== "postgres") return;
  await db.selectFrom("listing").select("id").where("id", "=", listingId).forUpdate().execute();
}

/**
 * PostgreSQL: a lock on `key` (e.g. one person's rate limit) until the caller's transaction ends,
 * so two instances counting for the same key at once count in turn. SQLite's write transaction
 * already runs one at a time.
 */
export async function lockKey(db: Db, key: string): Promise<void> {
  if (databaseKind() !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

/** A write transaction (on SQLite, holding the write lock from its start); `work` must use the handle it is given. */
export async function withWriteTransaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
  return getDb().transaction().execute(work);
}
