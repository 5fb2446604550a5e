/** What the screens say about moving a session, by the same rules the server keeps (lib/bookings/reschedule-rules.ts). */
import { maxStartsFor, rescheduleExpiresAt, tooLateToMove } from "@/lib/bookings/reschedule-rules";
import type { Booking, Side } from "./booking-types";

export { maxStartsFor, rescheduleExpiresAt };

/** Whether `side` may propose a new time now: an accepted session, early enough, none open. */
export function mayPropose(booking: Booking, nowMs: number): boolean {
  return (
    booking.status === "accepted" &&
    !booking.reschedule &&
    booking.actions.length > 0 &&
    tooLateToMove(new Date(booking.start), new Date(nowMs)) === null
  );
}

/** "the Seer" or "the seeker" as the other side of `side`, by name. */
export const otherName = (booking: Booking, side: Side) =>
  side === "seeker" ? booking.seer_name : booking.seeker_name;
