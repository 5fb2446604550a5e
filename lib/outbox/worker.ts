/**
 * The outbox worker: claims due emails with a lease, sends them, and marks them sent or schedules
 * the next try (lib/outbox/backoff.ts). Every instance runs one (lib/jobs); leases keep them apart.
 *
 * Delivery is at least once, and twice only in one narrow case: an instance that stops after the
 * mail server accepted a message but before it marked the row sent leaves the row `sending`; once
 * the lease runs out (a minute) another instance sends it again. Each row is sent with the same
 * Message-ID every time, so a receiving server or mail client can recognise the repeat.
 */
import "server-only";
import type { Kysely } from "kysely";
import { nowMs } from "@/lib/clock";
import type { Database, OutboxRow } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import type { OutboxEmail } from "@/lib/email/types";
import { afterFailure, afterPushFailure, UnreadableEmailError } from "./backoff";
import { claimDueRows, markFailed, markSent } from "./lease";

/** Sends one email; `outboxId` names its row, so every try carries the same Message-ID. */
type OutboxSender = (email: OutboxEmail, options: { outboxId: string }) => Promise<void>;

/**
 * Sends one push row (lib/push/deliver.ts): resolves when done or the device is gone, throws with
 * `retryable` when the push service refused it. Its time to live bounds the retries.
 */
type PushSender = (row: OutboxRow) => Promise<void>;

export type OutboxWorkerContext = {
  db: Kysely<Database>;
  kind: "sqlite" | "postgres";
  /** This instance's name in `lease_owner`. */
  owner: string;
  send: OutboxSender;
  sendPush?: PushSender;
  /** Stop taking new rows (the process is shutting down). */
  stopping?: () => boolean;
  random?: () => number;
};

export type DrainResult = { sent: number; failed: number; dead: number };

/** Rows one pass may send; the rest wait for the next pass, a second later. */
const MAX_ROWS_PER_PASS = 100;

function readEmail(row: OutboxRow): OutboxEmail {
  try {
    const email = JSON.parse(row.payload) as OutboxEmail;
    if (typeof email?.to !== "string" || typeof email.subject !== "string") throw new Error();
    return email;
  } catch {
    throw new UnreadableEmailError(`outbox row ${row.id} holds no readable email`);
  }
}

export async function sendOne(
  context: OutboxWorkerContext,
  row: OutboxRow,
): Promise<keyof DrainResult> {
  const { db, owner } = context;
  const isPush = row.kind.startsWith("push.");
  try {
    // One row is claimed right before it is sent, so the whole lease (a minute) covers the send,
    // whose own time limits (lib/email/send.ts, lib/security/guarded-fetch.ts) are well inside it.
    if (isPush) {
      if (!context.sendPush) throw new UnreadableEmailError(`no push sender for ${row.id}`);
      await context.sendPush(row);
    } else {
      await context.send(readEmail(row), { outboxId: row.id });
    }
  } catch (error) {
    const attempts = row.attempts + 1;
    const outcome = isPush
      ? afterPushFailure(
          attempts,
          error,
          nowMs(),
          Date.parse(readTimestamp(row.created_at)) + pushTtlMs(row),
          context.random,
        )
      : afterFailure(attempts, error, context.random);
    const message = error instanceof Error ? error.message : String(error);
    await markFailed(db, row, owner, {
      status: outcome.status,
      availableAtMs: nowMs() + outcome.retryInMs,
      error: message,
    });
    if (outcome.status === "dead") {
      console.error(
        `[outbox] gave up on ${row.kind} email ${row.id} to ${safeTo(row)} after ${attempts} tries: ${message}`,
      );
      return "dead";
    }
    console.warn(
      `[outbox] ${row.kind} ${isPush ? "push" : "email"} ${row.id} failed (try ${attempts}), next try in ${Math.round(outcome.retryInMs / 1000)} s: ${message}`,
    );
    return "failed";
  }
  if (!(await markSent(db, row.id, owner, nowMs()))) {
    console.warn(`[outbox] email ${row.id} was sent after its lease ran out (it may go twice)`);
  }
  return "sent";
}

/** A push's time to live, from its row (a day when it cannot be read). */
function pushTtlMs(row: OutboxRow): number {
  try {
    const ttl = (JSON.parse(row.payload) as { push?: { ttl?: unknown } }).push?.ttl;
    return (typeof ttl === "number" ? ttl : 86_400) * 1000;
  } catch {
    return 86_400_000;
  }
}

function safeTo(row: OutboxRow): string {
  try {
    return String((JSON.parse(row.payload) as { to?: unknown }).to ?? "?");
  } catch {
    return "?";
  }
}

/** Sends the emails that are due now, one claimed row at a time, until none is left or one fails. */
export async function drainOutbox(context: OutboxWorkerContext): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0, dead: 0 };
  for (let i = 0; i < MAX_ROWS_PER_PASS && !context.stopping?.(); i++) {
    const [row] = await claimDueRows(context.db, context.kind, context.owner, nowMs(), 1);
    if (!row) break;
    const outcome = await sendOne(context, row);
    result[outcome] += 1;
    // The mail server is likely down: the other due rows wait for the next pass rather than each
    // failing (and waiting out a connection timeout) now. One push service failing says nothing
    // of the mail server or of the other push services.
    if (outcome === "failed" && !row.kind.startsWith("push.")) break;
  }
  return result;
}
