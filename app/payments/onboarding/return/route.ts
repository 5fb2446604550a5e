/**
 * Where Stripe's onboarding sends the Seer back: their own account is re-read, then Settings shows
 * it. Only for a session (a visitor is sent to log in first), and only the caller's own account,
 * whatever the link names: nobody can have Stripe asked about any account id they hold.
 */
import { NextResponse } from "next/server";
import { requestSiteUrl } from "@/lib/api/request-info";
import { optionalCaller } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { accountOf, refreshAccount } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";
import { describeStripeError } from "@/lib/payments/stripe";
import { ensureReady } from "@/lib/startup";

export async function GET(req: Request): Promise<Response> {
  const site = requestSiteUrl(req);
  await ensureReady();
  const caller = await optionalCaller(req);
  if (!caller) {
    // Back here once signed in, as the proxy sends a visitor from any signed-in page.
    const { pathname, search } = new URL(req.url);
    const next = encodeURIComponent(`${pathname}${search}`);
    return NextResponse.redirect(`${site}/login?next=${next}`, 303);
  }
  if (paymentsEnabled()) {
    try {
      const own = await accountOf(getDb(), caller.user.id);
      // Only a re-read: what Stripe says about the account is all that is written.
      if (own) await refreshAccount(own.stripe_account_id);
    } catch (error) {
      console.warn("[payments] return from onboarding not settled:", describeStripeError(error));
    }
  }
  return NextResponse.redirect(`${site}/settings?tab=payouts`, 303);
}
