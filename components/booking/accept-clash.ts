/**
 * Issue 38: accepting a time the Seer's own calendar has become busy at answers 409 with this
 * detail; the Seer then decides in a dialog (accept anyway with `confirm_clash`, or keep it open).
 * Other 409s (the booking changed meanwhile) keep their toast.
 */
import type { RequestResult } from "@/lib/client/request";

/** How lib/api/errors.ts `calendarAcceptClash` begins (tests/unit/accept-clash.test.ts keeps them together). */
export const ACCEPT_CLASH_DETAIL_START = "This time is now busy in your own calendar.";

export function isAcceptClash(result: RequestResult<unknown>): boolean {
  return (
    !result.ok && result.status === 409 && result.message.startsWith(ACCEPT_CLASH_DETAIL_START)
  );
}
