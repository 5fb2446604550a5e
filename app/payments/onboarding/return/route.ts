/** Where Stripe's onboarding sends the Seer back: their account is re-read, then Settings shows it. */
import { NextResponse } from "next/server";
import { requestSiteUrl } from "@/lib/api/request-info";
import { refreshAccount } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";
import { describeStripeError } from "@/lib/payments/stripe";
import { ensureReady } from "@/lib/startup";

export async function GET(req: Request): Promise<Response> {
  const account = new URL(req.url).searchParams.get("account") ?? "";
  if (paymentsEnabled() && /^acct_[A-Za-z0-9]{1,250}$/.test(account)) {
    try {
      await ensureReady();
      // Only a re-read: what Stripe says about the account is all that is written.
      await refreshAccount(account);
    } catch (error) {
      console.warn("[payments] return from onboarding not settled:", describeStripeError(error));
    }
  }
  return NextResponse.redirect(`${requestSiteUrl(req)}/settings?tab=payouts`, 303);
}
