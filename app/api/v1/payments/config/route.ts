/** `GET /payments/config`: whether sessions are paid by card here, and on what terms. */
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { paymentsTerms } from "@/lib/payments/config";

export const GET = handle(paymentRoutes.config, async () => paymentsTerms());
