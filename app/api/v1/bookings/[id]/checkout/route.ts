/** `POST /bookings/{id}/checkout`: the seeker's Checkout link again, while the booking awaits payment. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { requireBookingFor } from "@/lib/bookings/queries";
import { runBookingSweep } from "@/lib/bookings/sweep";
import { checkoutLinkFor } from "@/lib/payments/checkout";

export const POST = handle(paymentRoutes.checkout, async ({ req, caller: { user }, params }) => {
  await runBookingSweep(requestSiteUrl(req));
  const booking = await requireBookingFor(user, params.id);
  return checkoutLinkFor(booking, user.id);
});
