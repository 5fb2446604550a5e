/** `POST /bookings/{id}/refund`: an admin refunds a paid booking, in whole or in part. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { requireBookingFor } from "@/lib/bookings/queries";
import { refundByAdmin } from "@/lib/payments/admin";

export const POST = handle(
  paymentRoutes.refund,
  async ({ req, caller: { user }, params, body }) => {
    const booking = await requireBookingFor(user, params.id);
    return refundByAdmin(
      booking,
      { amountCents: body.amount_cents, reason: body.reason },
      requestSiteUrl(req),
    );
  },
);
