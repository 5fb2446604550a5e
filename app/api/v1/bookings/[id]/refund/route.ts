/**
 * `POST /bookings/{id}/refund`: an admin refunds a paid booking, in whole or in part; the same
 * Idempotency-Key again answers as the first time did.
 */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { requireBookingFor } from "@/lib/bookings/queries";
import { refundByAdmin } from "@/lib/payments/admin";

export const POST = handle(
  paymentRoutes.refund,
  async ({ req, caller: { user }, params, headers, body }) => {
    const booking = await requireBookingFor(user, params.id);
    return refundByAdmin(
      booking,
      { amountCents: body.amount_cents, reason: body.reason },
      requestSiteUrl(req),
      { adminId: user.id, key: headers["Idempotency-Key"] },
    );
  },
);
