/** The outbox worker as a periodic job of this process: its database, its name, its mailer. */
import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { databaseKind, getDb } from "@/lib/db/client";
import { outboxMessageId, sendEmail } from "@/lib/email/send";
import { jobsStopping } from "@/lib/jobs/runner";
import { UnreadableEmailError } from "@/lib/outbox/backoff";
import { type DrainResult, drainOutbox } from "@/lib/outbox/worker";
import { processSingleton } from "@/lib/process-singleton";
import { deliverPush, readPush } from "@/lib/push/deliver";

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
    sendPush: async (row) => {
      const push = readPush(row.payload);
      if (!push) throw new UnreadableEmailError(`outbox row ${row.id} holds no readable push`);
      await deliverPush(push);
    },
    stopping: jobsStopping,
  });
}
