/**
 * An admin's refund requests by their Idempotency-Key, scoped to the admin and the booking (one row
 * each, kept by a unique index whoever sends at once): the first final answer is given again to
 * the same key with the same body for a day; the same key with another body is refused. One
 * request at a time makes the refund (a lease); one that died half-way is finished by the next
 * with the key, which sends Stripe the same refund under the same Stripe key, so it is made once.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import type { Db } from "@/lib/db/client";
import { DAY_MS } from "@/lib/durations";

/** How long a key's answer is kept (Stripe keeps its own keys as long). */
export const REFUND_KEY_LIFETIME_MS = DAY_MS;
/** Longer than a request waits on Stripe (15 s): a lease past it is a request that died. */
const LEASE_MS = 60_000;

export type RefundKeyScope = { userId: string; bookingId: string; key: string };

export type RefundKeyClaim =
  /** Answered before: the same status and body again. */
  | { kind: "answered"; status: number; body: unknown }
  /** Sent before with another body. */
  | { kind: "mismatch" }
  /** Another request with the key is making the refund now. */
  | { kind: "in_flight" }
  /** This request makes it: `amountCents` is set when an earlier one got as far as Stripe. */
  | { kind: "run"; id: string; amountCents: number | null };

const scoped = (db: Db, { userId, bookingId, key }: RefundKeyScope) =>
  db
    .selectFrom("refund_request")
    .selectAll()
    .where("user_id", "=", userId)
    .where("booking_id", "=", bookingId)
    .where("idempotency_key", "=", key);

/** What this request with `scope`'s key and a body of `fingerprint` is to do. */
export function claimRefundKey(scope: RefundKeyScope, fingerprint: string) {
  return withWriteTransaction(async (db): Promise<RefundKeyClaim> => {
    const at = now();
    const stamp = at.toISOString();
    const leaseUntil = new Date(at.getTime() + LEASE_MS).toISOString();
    // Keys past their lifetime are forgotten: sent again, such a key is a new request.
    const expired = new Date(at.getTime() - REFUND_KEY_LIFETIME_MS).toISOString();
    await db.deleteFrom("refund_request").where("created_at", "<", expired).execute();
    const inserted = await db
      .insertInto("refund_request")
      .values({
        id: randomUUID(),
        user_id: scope.userId,
        booking_id: scope.bookingId,
        idempotency_key: scope.key,
        fingerprint,
        lease_until: leaseUntil,
        created_at: stamp,
      })
      .onConflict((oc) => oc.columns(["user_id", "booking_id", "idempotency_key"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { kind: "run", id: inserted.id, amountCents: null };
    const row = await scoped(db, scope).executeTakeFirstOrThrow();
    if (row.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (row.answer_status !== null) {
      return {
        kind: "answered",
        status: row.answer_status,
        body: JSON.parse(row.answer_body ?? "null"),
      };
    }
    const taken = await db
      .updateTable("refund_request")
      .set({ lease_until: leaseUntil })
      .where("id", "=", row.id)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", stamp)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return { kind: "in_flight" };
    return { kind: "run", id: row.id, amountCents: row.amount_cents };
  });
}

/** The amount about to be sent to Stripe: a request that resumes this one sends the same. */
export async function noteRefundAmount(db: Db, id: string, amountCents: number): Promise<void> {
  await db
    .updateTable("refund_request")
    .set({ amount_cents: amountCents })
    .where("id", "=", id)
    .execute();
}

/** The key's final answer, kept for the next request with it (the first answer stays). */
export async function keepRefundAnswer(db: Db, id: string, status: number, body: unknown) {
  await db
    .updateTable("refund_request")
    .set({ answer_status: status, answer_body: JSON.stringify(body), lease_until: null })
    .where("id", "=", id)
    .where("answer_status", "is", null)
    .execute();
}

/** No answer to keep (Stripe unreachable): the next request with the key carries on at once. */
export async function releaseRefundKey(db: Db, id: string): Promise<void> {
  await db
    .updateTable("refund_request")
    .set({ lease_until: null })
    .where("id", "=", id)
    .where("answer_status", "is", null)
    .execute();
}
