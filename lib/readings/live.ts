/** The Seer's incoming-reading hint: when a reading starts ringing for them, and when that ends. */
import "server-only";
import { publishHint } from "@/lib/live/hints";

/** Call after the change committed (the Seer's page refetches the booking at once). */
export function announceRing(booking: { id: string; seer_id: string | null }): void {
  if (booking.seer_id) publishHint(booking.seer_id, { type: "reading", booking_id: booking.id });
}
