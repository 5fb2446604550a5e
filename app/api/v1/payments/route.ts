/** `GET /payments/`: every payment, for the admins. */
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { listPayments } from "@/lib/payments/admin";

export const GET = handle(paymentRoutes.list, async ({ query }) => listPayments(query));
