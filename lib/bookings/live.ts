/** A booking's two parties see its change live (lib/live/hints): their pages refetch it. */
import "server-only";
import { publishHint } from "@/lib/live/hints";
import type { BookingJoined } from "./rows";

/** Call once the change has committed, so the refetch reads it. */
export function announceBookingChange(
  booking: Pick<BookingJoined, "id" | "seeker_id" | "seer_id">,
): void {
  const hint = { type: "booking", booking_id: booking.id } as const;
  // A side that closed their account is no longer there to hear it.
  for (const userId of [booking.seeker_id, booking.seer_id]) if (userId) publishHint(userId, hint);
}
