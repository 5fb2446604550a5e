/** Booking requests: make one (signed in) and list one's own, as seeker or as Seer. */
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { findBookableListing } from "@/lib/bookings/bookable";
import { listBookingsFor } from "@/lib/bookings/queries";
import { requestBooking } from "@/lib/bookings/requests";
import { runBookingSweep } from "@/lib/bookings/sweep";

export const GET = handle(bookingRoutes.list, async ({ req, caller: { user }, query }) => {
  // Time's changes are written (and announced) before anyone reads them.
  await runBookingSweep(requestSiteUrl(req));
  return listBookingsFor({ userId: user.id, ...query });
});

export const POST = handle(bookingRoutes.create, async ({ req, caller: { user }, body }) => {
  const listing = await findBookableListing(body.coach_slug);
  if (!listing) throw errors.coachNotBookable();
  const booking = await requestBooking(listing, user.id, body, requestSiteUrl(req));
  // Paid by card (lib/payments): made, but waiting for its payment on Stripe's Checkout.
  return booking.status === "awaiting_payment" ? Response.json(booking, { status: 201 }) : booking;
});
