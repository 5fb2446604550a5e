/** `GET /users/me/payouts`: the Seer's payouts as Stripe says now (409 when payments are off). */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { readPayouts } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";

export const GET = handle(paymentRoutes.payouts, async ({ caller: { user } }) => {
  if (!paymentsEnabled()) throw errors.paymentsOff();
  return readPayouts(user.id);
});
