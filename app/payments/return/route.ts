/**
 * Where Stripe's Checkout sends the seeker back after paying: the session is re-read and settled at
 * once (whichever of this and the webhook comes first), then the seeker sees their booking.
 */
import { NextResponse } from "next/server";
import { requestSiteUrl } from "@/lib/api/request-info";
import { bookingUrl } from "@/lib/bookings/rows";
import { settleCheckoutSession } from "@/lib/payments/checkout";
import { paymentsEnabled } from "@/lib/payments/config";
import { describeStripeError } from "@/lib/payments/stripe";
import { ensureReady } from "@/lib/startup";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const base = requestSiteUrl(req);
  const sessionId = url.searchParams.get("session_id") ?? "";
  const asked = url.searchParams.get("booking") ?? "";
  let bookingId = UUID.test(asked) ? asked : null;
  if (paymentsEnabled() && /^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) {
    try {
      await ensureReady();
      bookingId = (await settleCheckoutSession(sessionId, { base })) ?? bookingId;
    } catch (error) {
      // The webhook or the payments job settles it: the booking page shows where it stands.
      console.warn("[payments] return from Checkout not settled:", describeStripeError(error));
    }
  }
  const to = bookingId ? `${bookingUrl(base, bookingId)}?payment=done` : `${base}/bookings`;
  return NextResponse.redirect(to, 303);
}
