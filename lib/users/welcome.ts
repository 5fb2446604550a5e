/**
 * Who is welcomed "back" on the dashboard: someone who has been here before, i.e. whose session
 * began with a sign-in made well after the account itself. Sign-up starts the first session, and
 * the template's sign-up is followed by a first login within minutes: neither is a return.
 */
import { MINUTE_MS } from "@/lib/durations";

export const FIRST_VISIT_MINUTES = 15;

export function isReturningVisit({
  accountCreatedAt,
  sessionStartedAt,
}: {
  accountCreatedAt: Date;
  /** Null when the session does not say (a token without its issue time): not called a return. */
  sessionStartedAt: Date | null;
}): boolean {
  if (!sessionStartedAt) return false;
  return sessionStartedAt.getTime() - accountCreatedAt.getTime() >= FIRST_VISIT_MINUTES * MINUTE_MS;
}
