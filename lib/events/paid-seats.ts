/**
 * The rules of a paid seat, written once: how long a seat is held while its person pays, how long
 * a freed seat is offered to the first person waiting, and when a seat given back is refunded.
 */
import { FREE_CANCELLATION_HOURS } from "@/lib/bookings/status";
import { PAY_WITHIN_MINUTES } from "@/lib/payments/terms";

/** A seat taken is held for the Checkout's lifetime (Stripe's minimum, 30 minutes, and a margin). */
export const PAY_SEAT_WITHIN_MS = PAY_WITHIN_MINUTES * 60_000 + 60_000;
/** A paid seat freed is offered to the first person waiting this long, then to the next. */
export const OFFER_HOURS = 12;
/** Given back at least this long before the start, a paid seat is refunded in full. */
export const REFUND_BEFORE_START_HOURS = FREE_CANCELLATION_HOURS;

/** The terms shown above Checkout's Pay button, in the API's answers and on the event page. */
export const seatTerms = () =>
  `Paid at once. Give your seat back at least ${REFUND_BEFORE_START_HOURS} hours before the start for a full refund; later, it is not refunded. If the host cancels, every seat is refunded in full.`;
