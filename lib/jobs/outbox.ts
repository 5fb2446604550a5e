/** The outbox worker as a periodic job of this process: its database, its name, its mailer. */
import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { databaseKind, getDb } from "@/lib/db/client";
import { outboxMessageId, sendEmail } from "@/lib/email/send";
import { jobsStopping } from "@/lib/jobs/runner";
import { sendQueuedNow } from "@/lib/outbox/at-once";
import { UnreadableEmailError } from "@/lib/outbox/backoff";
import type { QueuedEmail } from "@/lib/outbox/enqueue";
import { type DrainResult, drainOutbox, type OutboxWorkerContext } from "@/lib/outbox/worker";
import { processSingleton } from "@/lib/process-singleton";
import { deliverPush, readPush } from "@/lib/push/deliver";

/** This process's name in `outbox.lease_owner` (host, pid and a random tag; at most 64 characters). */
function instanceId(): string {
  return processSingleton("instance-id", () =>
    `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString("hex")}`.slice(0, 64),
  );
}

function workerContext(): OutboxWorkerContext {
  return {
    db: getDb(),
    kind: databaseKind(),
    owner: instanceId(),
    send: (email, { outboxId }) => sendEmail(email, { messageId: outboxMessageId(outboxId) }),
    sendPush: async (row) => {
      const push = readPush(row.payload);
      if (!push) throw new UnreadableEmailError(`outbox row ${row.id} holds no readable push`);
      await deliverPush(push);
    },
    stopping: jobsStopping,
  };
}

export function runOutboxPass(): Promise<DrainResult> {
  return drainOutbox(workerContext());
}

/** How long a request waits for the email it asked for to reach the mail server. */
export const AT_ONCE_WAIT_MS = 5_000;

/**
 * Hands an email the caller has just committed to the mail server now, waiting at most
 * AT_ONCE_WAIT_MS (a hung mail server then finishes or fails in the background); whatever does not
 * go out now, the outbox job sends and retries as it does every email.
 */
export async function sendAtOnce(queued: QueuedEmail): Promise<void> {
  const deadline = performance.now() + AT_ONCE_WAIT_MS;
  let timer: NodeJS.Timeout | undefined;
  const sending = sendQueuedNow(workerContext(), queued, () => performance.now() < deadline).catch(
    (error: unknown) => {
      // The email stays in the outbox: the job sends it.
      console.warn(`[outbox] sending email ${queued.id} at once failed: ${String(error)}`);
    },
  );
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, AT_ONCE_WAIT_MS);
  });
  await Promise.race([sending, waited]);
  clearTimeout(timer);
}
