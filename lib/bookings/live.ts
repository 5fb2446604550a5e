/** A booking's two parties see its change live (lib/live/hints): their pages refetch it. */
import "server-only";
import { publishHint } from "@/lib/live/hints";
import { type BookingJoined, seerMayKnow } from "./rows";

/**
 * Call once the change has committed, so the refetch reads it. The Seer hears nothing of a request
 * that is still the seeker's alone (seerMayKnow: `booking` as it was or is, unpaid either way).
 */
export function announceBookingChange(
  booking: Pick<
    BookingJoined,
    "id" | "seeker_id" | "seer_id" | "status" | "payment_id" | "payment_paid_at"
  >,
): void {
  const hint = { type: "booking", booking_id: booking.id } as const;
  const seerId = seerMayKnow(booking) ? booking.seer_id : null;
  // A side that closed their account is no longer there to hear it.
  for (const userId of [booking.seeker_id, seerId]) if (userId) publishHint(userId, hint);
}
