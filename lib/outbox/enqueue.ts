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
  const recipient = email.to.trim().toLowerCase();
  const id = await insertOutboxRow(db, {
    kind: options.kind,
    dedupeKey: options.dedupeKey,
    recipient,
    payload: email,
    availableAt: options.availableAt,
  });
  return { id, recipient };
}

/** One row of the outbox, an email's or a push's (lib/push/enqueue.ts). */
export type OutboxRow = {
  kind: string;
  /** At most one row per key: a second insert with the same key is dropped. */
  dedupeKey?: string | null;
  /** Whose rows go out in the order they were written (lib/outbox/lease.ts). */
  recipient: string;
  payload: unknown;
  availableAt?: Date;
};

/** Writes `row` as pending, inside the caller's transaction; its id. */
export async function insertOutboxRow(
  db: Kysely<Database> | Transaction<Database>,
  row: OutboxRow,
): Promise<string> {
  const at = now().toISOString();
  const id = randomUUID();
  await db
    .insertInto("outbox")
    .values({
      id,
      kind: row.kind,
      dedupe_key: row.dedupeKey ?? null,
      recipient: row.recipient,
      payload: JSON.stringify(row.payload),
      status: "pending",
      available_at: row.availableAt?.toISOString() ?? at,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .execute();
  return id;
}
