/** The outbox worker as a periodic job of this process: its database, its name, its mailer. */
import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { databaseKind, getDb } from "@/lib/db/client";
import { outboxMessageId, sendEmail } from "@/lib/email/send";
import { jobsStopping } from "@/lib/jobs/runner";
import { type DrainResult, drainOutbox } from "@/lib/outbox/worker";
import { processSingleton } from "@/lib/process-singleton";

/** This process's name in `outbox.lease_owner` (host, pid and a random tag; at most 64 characters). */
function instanceId(): string {
  return processSingleton("instance-id", () =>
    `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString("hex")}`.slice(0, 64),
  );
}

export function runOutboxPass(): Promise<DrainResult> {
  return drainOutbox({
    db: getDb(),
    kind: databaseKind(),
    owner: instanceId(),
    send: (email, { outboxId }) => sendEmail(email, { messageId: outboxMessageId(outboxId) }),
    stopping: jobsStopping,
  });
}
