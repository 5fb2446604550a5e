/**
 * What a coach's page needs to offer booking: whether a Seer stands behind the listing (sample
 * coaches have none), the session lengths offered, and how far ahead they take bookings.
 */
import "server-only";
import { bookingWindowDays, sessionHours } from "@/lib/bookings/rules";
import { getDb } from "@/lib/db/client";
import { payoutsEnabledFor } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";

export type BookingTerms = {
  /** A published listing with a Seer who can accept requests. */
  bookable: boolean;
  /** Hours, shortest first; [1] when the listing names none. */
  sessionHours: number[];
  bookingWindowDays: number;
  /** The Seer's user id (null for sample coaches), who replies to reviews. */
  ownerId: string | null;
  /** Paid by card on Stripe's Checkout (lib/payments); otherwise paid to the Seer at the session. */
  paidByCard: boolean;
};

const NOT_BOOKABLE: BookingTerms = {
  bookable: false,
  sessionHours: [1],
  bookingWindowDays: 30,
  ownerId: null,
  paidByCard: false,
};

export async function getBookingTerms({ slug }: { slug: string }): Promise<BookingTerms> {
  const row = await getDb()
    .selectFrom("listing")
    .select(["owner_id", "status", "session_hours", "booking_window_days"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (row?.status !== "published") return NOT_BOOKABLE;
  const lengths = [...new Set(sessionHours(row))].filter((h) => h > 0).sort((a, b) => a - b);
  // Paid by card, a Seer takes requests only while Stripe can pay them.
  const paidByCard = paymentsEnabled();
  const payable = !paidByCard || (row.owner_id !== null && (await payoutsEnabledFor(row.owner_id)));
  return {
    bookable: row.owner_id !== null && payable,
    paidByCard,
    sessionHours: lengths.length > 0 ? lengths : [1],
    bookingWindowDays: bookingWindowDays(row.booking_window_days),
    ownerId: row.owner_id,
  };
}
