/**
 * An email a person has just asked for (a reset link, the verification link again, the test
 * email) handed to the mail server before the request answers, without breaking the outbox's
 * rules: her older emails still waiting go first (a sign-up's "Verify your email" before the reset
 * asked right after it), the row is claimed with a lease as the worker claims it, and a failed try
 * is left to the worker's back-off. The caller bounds the wait (lib/jobs/outbox.ts).
 */
import "server-only";
import { nowMs } from "@/lib/clock";
import type { QueuedEmail } from "./enqueue";
import { claimDueRows } from "./lease";
import { type OutboxWorkerContext, sendOne } from "./worker";

/** How often to look again while another instance's worker is sending an email of hers. */
const LOOK_AGAIN_MS = 50;

/**
 * Sends `queued` and, first, her older emails due before it, until it is sent or given up, a try
 * fails (the worker retries later), or `stillWaiting()` says the caller stopped waiting.
 */
export async function sendQueuedNow(
  context: OutboxWorkerContext,
  queued: QueuedEmail,
  stillWaiting: () => boolean,
): Promise<void> {
  const { db, kind, owner } = context;
  while (stillWaiting() && !context.stopping?.()) {
    const [row] = await claimDueRows(db, kind, owner, nowMs(), 1, queued.recipient);
    if (row) {
      const outcome = await sendOne(context, row);
      if (row.id === queued.id || outcome === "failed") return;
      continue;
    }
    // Nothing of hers to claim: it went out already, or another worker holds it or an older one.
    const mine = await db
      .selectFrom("outbox")
      .select(["status", "attempts"])
      .where("id", "=", queued.id)
      .executeTakeFirst();
    if (!mine || mine.status === "sent" || mine.status === "dead") return;
    if (mine.status === "pending" && mine.attempts > 0) return;
    const olderFailed = await db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", queued.recipient)
      .where("status", "=", "pending")
      .where("attempts", ">", 0)
      .executeTakeFirst();
    // The mail server failed an older email of hers: the worker's back-off sends both, in order.
    if (olderFailed) return;
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}
