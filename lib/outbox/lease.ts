/**
 * The outbox's row states and leases: a worker claims a due row for a minute, and only the lease's
 * holder may mark it sent or failed. Two instances never hold one row at once: on PostgreSQL the
 * claim locks the rows it picks and skips rows another claim has locked (FOR UPDATE SKIP LOCKED);
 * on SQLite the claim is one UPDATE statement and SQLite runs writers one at a time, so the second
 * claimer re-reads the row after the first committed and no longer finds it due.
 *
 * One person's emails go out one at a time, in the order they were written: a row is claimed only
 * while no older row to the same recipient is still on its way, that is `sending` (lease valid or
 * not), pending and due, or pending after a failed try (waiting out its back-off: a retried email
 * must not be overtaken by the one written after it). An untried row scheduled for later (a
 * reminder due tomorrow) does not hold newer ones back, nor does a dead one. Two instances
 * claiming at once still agree: on SQLite the second claim runs after the first committed and finds
 * the older row `sending`; on PostgreSQL this check reads the statement's snapshot, not locks, and
 * there an older row that another claim has locked but not yet committed is still pending and due,
 * so it holds newer ones back just as the committed `sending` row will. A newer row is free only
 * once the older one is committed sent or dead, and neither state ever goes back.
 */
import { type ExpressionBuilder, type Kysely, sql, type Updateable } from "kysely";
import type { Database, OutboxRow, OutboxTable } from "@/lib/db/schema";

export const LEASE_MS = 60_000;

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Where a row stands in the order of writing: `seq` (a sequence) on PostgreSQL, the implicit rowid
 * on SQLite (lib/db/migrations.ts, 2026_11_27_sending_order). Rows written by two transactions at
 * once take their place when written, not when committed: no order between them is promised.
 */
function writtenOrder(kind: "sqlite" | "postgres", table: "candidate" | "older") {
  return sql.ref<number>(`${table}.${kind === "postgres" ? "seq" : "rowid"}`);
}

type Rows = ExpressionBuilder<Database & { candidate: OutboxTable; older: OutboxTable }, "older">;

/**
 * An older email to the same person that is still on its way: the candidate waits for it. The cost
 * of waiting behind a failed try: a message the server rejects for good holds hers back for its
 * few tries (about 6 minutes, lib/outbox/backoff.ts); while the server is down, nothing of hers
 * could go out anyway.
 */
function stillOnItsWay(eb: Rows, now: string) {
  return eb.or([
    eb("older.status", "=", "sending"),
    eb.and([
      eb("older.status", "=", "pending"),
      eb.or([eb("older.available_at", "<=", now), eb("older.attempts", ">", 0)]),
    ]),
  ]);
}

/**
 * Claims up to `limit` due rows for `owner` until `nowMs + LEASE_MS`: pending rows whose time has
 * come, and rows left `sending` by an instance whose lease ran out (it stopped mid-send); oldest
 * first, and never past an older email to the same person that has not gone out yet.
 */
export async function claimDueRows(
  db: Db,
  kind: "sqlite" | "postgres",
  owner: string,
  nowMs: number,
  limit = 1,
  /** Only this person's rows (an email sent at once, lib/outbox/at-once.ts), in the same order. */
  recipient?: string,
): Promise<OutboxRow[]> {
  const now = iso(nowMs);
  let due = db
    .selectFrom("outbox as candidate")
    .select("candidate.id")
    .where((eb) =>
      eb.or([
        eb.and([eb("candidate.status", "=", "pending"), eb("candidate.available_at", "<=", now)]),
        eb.and([eb("candidate.status", "=", "sending"), eb("candidate.lease_until", "<", now)]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("outbox as older")
            .select("older.id")
            .whereRef("older.recipient", "=", "candidate.recipient")
            .where(writtenOrder(kind, "older"), "<", writtenOrder(kind, "candidate"))
            .where((eb) => stillOnItsWay(eb, now)),
        ),
      ),
    )
    .orderBy("candidate.available_at")
    .orderBy(writtenOrder(kind, "candidate"))
    .limit(limit);
  if (recipient !== undefined) due = due.where("candidate.recipient", "=", recipient);
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
