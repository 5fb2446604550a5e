/**
 * When a failed outbox email is tried again, and when it is given up. A mail server that is down
 * or refuses us for a while (connection errors, timeouts, 4xx, a bad login) only delays mail: those
 * failures are retried for ever, at most an hour apart. Only a message the server rejects for good
 * (a 5xx answer to its recipient or content) is given up, after a few tries, as `dead`.
 */
import { HOUR_MS } from "@/lib/durations";

/** Waits after the 1st, 2nd, 3rd… failure; the last one repeats. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 5 * 60_000, 15 * 60_000, HOUR_MS];

/** A permanently rejected message gets this many tries (about 6 minutes) before it is `dead`. */
export const MAX_REJECTED_ATTEMPTS = 5;

/** ±20 %: instances that failed together do not all come back at the same instant. */
const JITTER = 0.2;

/** The wait before the next try after `attempts` failures (1 = the first failure). */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  const base = RETRY_DELAYS_MS[index] ?? HOUR_MS;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/** Nodemailer's SMTP errors carry the server's reply code and a code for the step that failed. */
type SmtpError = { responseCode?: unknown; code?: unknown };

/**
 * True when retrying cannot help: the server answered 5xx to the envelope or the message (no such
 * mailbox, message refused), or the stored email cannot even be read. A refused login (EAUTH) is
 * the operator's to fix and stays retryable, as does everything at the connection level.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof UnreadableEmailError) return true;
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, code } = error as SmtpError;
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    (code === "EENVELOPE" || code === "EMESSAGE")
  );
}

export class UnreadableEmailError extends Error {
  override name = "UnreadableEmailError";
}

type FailureOutcome = { status: "pending" | "dead"; retryInMs: number };

/** What becomes of a row after its `attempts`-th failed try (attempts counts this one). */
export function afterFailure(
  attempts: number,
  error: unknown,
  random: () => number = Math.random,
): FailureOutcome {
  if (error instanceof UnreadableEmailError) return { status: "dead", retryInMs: 0 };
  if (isPermanentFailure(error) && attempts >= MAX_REJECTED_ATTEMPTS) {
    return { status: "dead", retryInMs: 0 };
  }
  return { status: "pending", retryInMs: retryDelayMs(attempts, random) };
}

/** A push is worth little late: 5 s, 15 s, 1 min, 5 min, 15 min, then it is given up. */
export const MAX_PUSH_ATTEMPTS = 6;

/**
 * What becomes of a push row after its `attempts`-th failed try: retried with the emails' back-off
 * while the push service is busy or down (429, 5xx, unreachable), given up at once when it refused
 * the push for good (another 4xx: `retryable: false`), after MAX_PUSH_ATTEMPTS, or when the next
 * try would come after the push's own time to live (`expiresAtMs`).
 */
export function afterPushFailure(
  attempts: number,
  error: unknown,
  nowMs: number,
  expiresAtMs: number,
  random: () => number = Math.random,
): FailureOutcome {
  const retryable =
    !(error instanceof UnreadableEmailError) &&
    (error as { retryable?: unknown } | null)?.retryable !== false;
  const retryInMs = retryDelayMs(attempts, random);
  if (!retryable || attempts >= MAX_PUSH_ATTEMPTS || nowMs + retryInMs > expiresAtMs) {
    return { status: "dead", retryInMs: 0 };
  }
  return { status: "pending", retryInMs };
}
