/**
 * Writing an email into the outbox, inside the caller's transaction: the change and the emails it
 * causes commit together or not at all. The outbox worker sends them (lib/outbox/worker.ts).
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { now } from "@/lib/clock";
import type { Database } from "@/lib/db/schema";
import type { OutboxEmail } from "@/lib/email/types";

type EnqueueOptions = {
  /** Kind of message, for logs and tests, e.g. `booking.accepted`. */
  kind: string;
  /** At most one message per key, whoever enqueues it and however often. */
  dedupeKey?: string;
  /** Not before this instant (e.g. a reminder 24 h before a session). */
  availableAt?: Date;
};

/** The row written: its id and recipient, for sending it at once after the commit (sendAtOnce). */
export type QueuedEmail = { id: string; recipient: string };

export async function enqueueEmail(
  db: Kysely<Database> | Transaction<Database>,
  email: OutboxEmail,
  options: EnqueueOptions,
): Promise<QueuedEmail> {
  const at = now().toISOString();
  const queued = { id: randomUUID(), recipient: email.to.trim().toLowerCase() };
  await db
    .insertInto("outbox")
    .values({
      id: queued.id,
      kind: options.kind,
      dedupe_key: options.dedupeKey ?? null,
      // Whose emails must go out in the order they were written (lib/outbox/lease.ts).
      recipient: queued.recipient,
      payload: JSON.stringify(email),
      status: "pending",
      available_at: options.availableAt?.toISOString() ?? at,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .execute();
  return queued;
}
