/** `POST /users/me/payouts/onboarding`: a fresh link to Stripe's onboarding for the Seer's account. */
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { paymentRoutes } from "@/lib/api/routes/payments";
import { onboardingLink } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";
import { orTryAgain } from "@/lib/payments/stripe";

export const POST = handle(paymentRoutes.onboarding, async ({ req, caller: { user } }) => {
  if (!paymentsEnabled()) throw errors.paymentsOff();
  const url = await orTryAgain(() => onboardingLink(user, requestSiteUrl(req)));
  return { url };
});
