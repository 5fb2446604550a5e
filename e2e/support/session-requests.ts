/**
 * Session requests made through the API, for tests about what follows a request (dashboards,
 * lists): a seeker asks a published Seer for one of their free times, days ahead of now.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { DAY_MS } from "../../lib/durations";

export type RequestedSession = {
  id: string;
  start: string;
  end: string;
  /** With payments on (e2e/payments.spec.ts): the card payment, and where to make it. */
  payment: { status: string; checkout_url: string | null } | null;
};

/**
 * Asks for the `nth` free hour from `daysAhead` days on (three by default: out of the way of the
 * one booking test that moves the server's clock to tomorrow and back).
 */
export async function requestSession(
  seeker: APIRequestContext,
  slug: string,
  {
    daysAhead = 3,
    nth = 0,
    note = null,
  }: { daysAhead?: number; nth?: number; note?: string | null } = {},
): Promise<RequestedSession> {
  const from = new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
  const slots = await seeker.get(`/api/v1/coaches/${slug}/slots?from=${from}&days=7&hours=1`);
  expect(slots.status(), await slots.text()).toBe(200);
  const { data } = (await slots.json()) as { data: { start: string }[] };
  const slot = data[nth];
  if (!slot) throw new Error(`no free time number ${nth} from ${from} for ${slug}`);
  const made = await seeker.post("/api/v1/bookings/", {
    data: { coach_slug: slug, start: slot.start, hours: 1, note },
  });
  // 201 with payments on: the booking awaits its payment on Stripe's Checkout.
  expect([200, 201], await made.text()).toContain(made.status());
  return (await made.json()) as RequestedSession;
}
