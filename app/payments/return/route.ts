/**
 * Where Stripe's Checkout sends the seeker back after paying, for a booking or an event seat: the
 * session is re-read and settled at once (whichever of this and the webhook comes first), then the
 * seeker sees their booking or the event with their seat.
 */
import { NextResponse } from "next/server";
import { requestSiteUrl } from "@/lib/api/request-info";
import { bookingUrl } from "@/lib/bookings/rows";
import { eventUrl } from "@/lib/events/rows";
import { settleCheckoutSession } from "@/lib/payments/checkout";
import { paymentsEnabled } from "@/lib/payments/config";
import { eventOfSeatSession } from "@/lib/payments/seat-payments";
import { describeStripeError } from "@/lib/payments/stripe";
import { ensureReady } from "@/lib/startup";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const base = requestSiteUrl(req);
  const sessionId = url.searchParams.get("session_id") ?? "";
  const asked = url.searchParams.get("booking") ?? "";
  let bookingId = UUID.test(asked) ? asked : null;
  let eventSlug: string | null = null;
  if (paymentsEnabled() && /^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) {
    try {
      await ensureReady();
      bookingId = (await settleCheckoutSession(sessionId, { base })) ?? bookingId;
      if (!bookingId) eventSlug = await eventOfSeatSession(sessionId);
    } catch (error) {
      // The webhook or the payments job settles it: the page shows where it stands.
      console.warn("[payments] return from Checkout not settled:", describeStripeError(error));
      if (!bookingId) eventSlug = await eventOfSeatSession(sessionId).catch(() => null);
    }
  }
  const to = bookingId
    ? `${bookingUrl(base, bookingId)}?payment=done`
    : eventSlug
      ? `${eventUrl(base, eventSlug)}?payment=done`
      : `${base}/bookings`;
  return NextResponse.redirect(to, 303);
}
