/**
 * The outbox's row states and leases: a worker claims a due row for a minute, and only the lease's
 * holder may mark it sent or failed. Two instances never hold one row at once: on PostgreSQL the
 * claim locks the rows it picks and skips rows another claim has locked (FOR UPDATE SKIP LOCKED);
 * on SQLite the claim is one UPDATE statement and SQLite runs writers one at a time, so the second
 * claimer re-reads the row after the first committed and no longer finds it due.
 */
import type { Kysely, Updateable } from "kysely";
import type { Database, OutboxRow, OutboxTable } from "@/lib/db/schema";

export const LEASE_MS = 60_000;

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Claims up to `limit` due rows for `owner` until `nowMs + LEASE_MS`: pending rows whose time has
 * come, oldest first, and rows left `sending` by an instance whose lease ran out (it stopped
 * mid-send).
 */
export async function claimDueRows(
  db: Db,
  kind: "sqlite" | "postgres",
  owner: string,
  nowMs: number,
  limit = 1,
): Promise<OutboxRow[]> {
  const now = iso(nowMs);
  const due = db
    .selectFrom("outbox")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("available_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)]),
      ]),
    )
    .orderBy("available_at")
    .limit(limit);
  return db
    .updateTable("outbox")
    .set({ status: "sending", lease_owner: owner, lease_until: iso(nowMs + LEASE_MS) })
    .where("id", "in", kind === "postgres" ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

/** Only the lease holder's word counts: false when the lease was lost (another instance took over). */
async function settle(
  db: Db,
  id: string,
  owner: string,
  changes: Updateable<OutboxTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set(changes)
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("lease_owner", "=", owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A sent row keeps `lease_owner`: which instance sent it, for the logs and the tests. */
export function markSent(db: Db, id: string, owner: string, nowMs: number): Promise<boolean> {
  return settle(db, id, owner, { status: "sent", sent_at: iso(nowMs), lease_until: null });
}

export function markFailed(
  db: Db,
  row: Pick<OutboxRow, "id" | "attempts">,
  owner: string,
  failure: { status: "pending" | "dead"; availableAtMs: number; error: string },
): Promise<boolean> {
  return settle(db, row.id, owner, {
    status: failure.status,
    attempts: row.attempts + 1,
    available_at: iso(failure.availableAtMs),
    last_error: failure.error.slice(0, 2000),
    lease_owner: null,
    lease_until: null,
  });
}
