/** `GET /users/me/earnings`: the Seer's paid sessions and totals by month. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { paymentsEnabled } from "@/lib/payments/config";
import { earningsOf } from "@/lib/payments/earnings";

export const GET = handle(paymentRoutes.earnings, async ({ caller: { user } }) => {
  if (!paymentsEnabled()) throw errors.paymentsOff();
  return earningsOf(user.id);
});
