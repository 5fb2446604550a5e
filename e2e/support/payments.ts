/**
 * Paid sessions in the browser (e2e/payments.spec.ts), against the payments server and its Stripe
 * stand-in (playwright.config.ts): the stand-in's switches, a Seer who can be paid, a request paid
 * on the stand-in's Checkout page, and the amounts as the server counts them.
 */
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from "@playwright/test";
import { type Account, createAccount } from "./accounts";
import { apiAs } from "./app-session";
import { paymentsBaseURL } from "./e2e-env";
import { bookableListing, draftSeer, type PublishedSeer, publish } from "./seers";
import { type RequestedSession, requestSession } from "./session-requests";

/** PLATFORM_FEE_PERCENT's default, which the payments server keeps. */
export const FEE_PERCENT = 15;

/** The platform's fee on `cents`, as the server counts it: round(amount × percent / 100). */
export const feeOf = (cents: number) => Math.round((cents * FEE_PERCENT) / 100);

/** "$90.00", as the payment screens write amounts. */
export const dollars = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/**
 * Payouts set up as a Seer does it, without the screens: a link to Stripe's onboarding, "Complete
 * onboarding" there, and back to the site with the Seer's session (this context's cookie), which
 * re-reads their own account (without one it would send them to log in).
 */
export async function setUpPayouts(seer: APIRequestContext): Promise<void> {
  const link = await seer.post("/api/v1/users/me/payouts/onboarding");
  expect(link.status(), await link.text()).toBe(200);
  const { url } = (await link.json()) as { url: string };
  // The stand-in's page answers with a redirect to the site's return route (followed here).
  const back = await seer.post(url);
  expect(back.status(), await back.text()).toBe(200);
  const payouts = await seer.get("/api/v1/users/me/payouts");
  expect(await payouts.json()).toEqual({ status: "enabled", requirements: [] });
}

/** A published Seer on the payments server (payouts set up first, as review asks). */
export async function paidSeer(
  playwright: PlaywrightWorkerArgs["playwright"],
  request: APIRequestContext,
  changes: Partial<ReturnType<typeof bookableListing>> = {},
): Promise<PublishedSeer> {
  const draft = await draftSeer(
    playwright,
    request,
    { ...bookableListing("Europe/Paris"), ...changes },
    paymentsBaseURL,
  );
  await setUpPayouts(draft.api);
  return publish(playwright, draft, paymentsBaseURL);
}

/**
 * A seeker of their own asks the Seer for their first free hour `daysAhead` days on and pays for
 * it on Checkout: a request with the card held, as the Seer finds it.
 */
export async function paidRequest(
  playwright: PlaywrightWorkerArgs["playwright"],
  request: APIRequestContext,
  slug: string,
  daysAhead: number,
): Promise<{ seeker: Account; booking: RequestedSession }> {
  const seeker = await createAccount(request, 0);
  const api = await apiAs(playwright, seeker, paymentsBaseURL);
  const booking = await requestSession(api, slug, { daysAhead });
  await payOnCheckout(api, booking.payment?.checkout_url ?? "");
  await api.dispose();
  return { seeker, booking };
}

/**
 * The seeker pays on the stand-in's Checkout page, which sends them back to the site: the
 * booking is a request from then on.
 */
export async function payOnCheckout(seeker: APIRequestContext, checkoutUrl: string) {
  const paid = await seeker.post(checkoutUrl, { form: { action: "pay" } });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(paid.url()).toContain("?payment=done");
}
