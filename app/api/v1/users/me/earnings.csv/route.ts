/** `GET /users/me/earnings.csv`: the Seer's earnings as a spreadsheet file. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { paymentsEnabled } from "@/lib/payments/config";
import { earningsOf } from "@/lib/payments/earnings";
import { earningsCsv } from "@/lib/payments/earnings-csv";

export const GET = handle(paymentRoutes.earningsCsv, async ({ caller: { user } }) => {
  if (!paymentsEnabled()) throw errors.paymentsOff();
  return new Response(earningsCsv(await earningsOf(user.id)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="earnings.csv"',
    },
  });
});
