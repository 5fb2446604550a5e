/**
 * Making a booking request: free, written and announced here, or paid by card
 * (lib/payments/request.ts); both write the row with writeBookingRequest (request-write.ts).
 */
import "server-only";
import { refreshCalendarsOfListing } from "@/lib/calendars/refresh";
import { now } from "@/lib/clock";
import type { ListingRow } from "@/lib/db/schema";
import { paymentsEnabled } from "@/lib/payments/config";
import { requestPaidBooking } from "@/lib/payments/request";
import { announceBookingChange } from "./live";
import { withListingLock } from "./lock";
import { enqueueBookingEmails } from "./notify";
import { writeBookingRequest } from "./request-write";
import { toBookingPublic } from "./rows";
import type { BookingCreate, BookingPublic } from "./schema";

/**
 * Books `input.start` for `seekerId`. A sample coach (no owner) is refused with a 409: nobody could
 * accept the request. The total is fixed here, from the rate at the time of the request.
 */
export async function requestBooking(
  listing: ListingRow,
  seekerId: string,
  input: BookingCreate,
  base: string,
): Promise<BookingPublic> {
  // The Seer's own calendars read again first (a read up to 60 s old will do, issue 38): a time
  // that became busy there is refused like any time that is not free.
  await refreshCalendarsOfListing(listing.id);
  // With card payments on, the request waits for its payment first (lib/payments/request.ts).
  if (paymentsEnabled()) return requestPaidBooking(listing, seekerId, input, base);
  const { row, at } = await withListingLock(listing.id, async (db) => {
    const at = now();
    const row = await writeBookingRequest(db, { listing, seekerId, input, at });
    await enqueueBookingEmails(db, row, "requested", base);
    return { row, at };
  });
  announceBookingChange(row);
  return toBookingPublic(row, at, "seeker");
}
