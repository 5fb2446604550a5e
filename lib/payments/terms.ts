/** The words of the payment terms, written once: on Stripe's page before paying, in emails, in reasons. */
import { FREE_CANCELLATION_HOURS } from "@/lib/bookings/status";

/** The seeker has this long to pay on Stripe's Checkout; unpaid by then, the booking expires. */
export const PAY_WITHIN_MINUTES = 30;
/** How far ahead a paid session may be booked (the card is held from the request on). */
export const PAID_BOOKING_HORIZON_DAYS = 90;
/** After a completed session's end, the Seer's payout is made once this much time has passed… */
export const PAYOUT_AFTER_END_HOURS = 24;
/**
 * …and this margin more: the no-show window closes at the same moment (24 h after the end), so a
 * claim made at its last moment, on an instance whose clock runs a little behind, is in first.
 */
export const PAYOUT_MARGIN_MINUTES = 1;

/** Shown on the Checkout page, above its Pay button. */
export const paymentTerms = (seerName: string) =>
  `Your card is held now and charged only when ${seerName} accepts. Cancelling is free up to ${FREE_CANCELLATION_HOURS} hours before the start (a full refund); later, the payment is not refunded.`;

/** The booking's reason when it expires unpaid. */
export const NOT_PAID_REASON = `Not paid within ${PAY_WITHIN_MINUTES} minutes`;
/** The booking's reason when the card could not be charged at acceptance. */
export const PAYMENT_FAILED_REASON = "The payment could not be taken from the seeker's card";
