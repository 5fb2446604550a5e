/** Live hints held until the transaction that made the change has committed, then published. */
import "server-only";
import { type LiveHint, publishHint } from "@/lib/live/hints";

export type PendingHint = { userId: string; hint: LiveHint };

/** Sends each hint; a page that misses one catches up by polling, so nothing here can fail the change. */
export function publishHints(hints: readonly PendingHint[]): void {
  for (const { userId, hint } of hints) {
    try {
      publishHint(userId, hint);
    } catch (error) {
      console.error("[live] a hint was not published:", error);
    }
  }
}
