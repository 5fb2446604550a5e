/**
 * Taking and giving back a seat, end to end: the change under the event's lock (seats.ts), then
 * what needs Stripe after the commit (lib/payments/seat-payments.ts): a held seat's Checkout, a
 * refund, a Checkout no longer needed ended.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { paymentsEnabled } from "@/lib/payments/config";
import { endSeatCheckout, openSeatCheckout, refundSeatSoon } from "@/lib/payments/seat-payments";
import type { SeatGivenBack, SeatResult } from "./schema";
import { giveSeatBackLocked, takeSeatLocked } from "./seats";

export async function takeSeat(slug: string, userId: string, base: string): Promise<SeatResult> {
  const event = await getDb()
    .selectFrom("group_event")
    .select("price_cents")
    .where("slug", "=", slug)
    .executeTakeFirst();
  // A paid event while payments are off (Stripe's keys removed): nobody can pay, so nobody holds.
  if (event && event.price_cents > 0 && !paymentsEnabled()) throw errors.paymentsOff();
  const { result, checkoutFor, fresh = false } = await takeSeatLocked(slug, userId, base);
  if (!checkoutFor || result.checkout_url) return result;
  const checkoutUrl = await openSeatCheckout(checkoutFor, base, { fresh });
  return { ...result, checkout_url: checkoutUrl };
}

export async function giveSeatBack(
  slug: string,
  userId: string,
  base: string,
): Promise<SeatGivenBack> {
  const { answer, seatId, endCheckout } = await giveSeatBackLocked(slug, userId, base);
  if (answer.refund === "full") await refundSeatSoon(seatId);
  if (endCheckout) await endSeatCheckout(endCheckout);
  return answer;
}
