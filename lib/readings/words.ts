/** The words of a reading's money, written once: on Stripe's page, in reasons and receipts. */
import {
  JOIN_WITHIN_MINUTES,
  maxChargeCents,
  PAY_WITHIN_MINUTES,
  perMinuteLabel,
  readingAmountLabel,
} from "./rules";

/** Shown on the Checkout page, above its Pay button. */
export function readingCheckoutTerms(pricePerMinuteCents: number, maxMinutes: number): string {
  const most = readingAmountLabel(maxChargeCents(pricePerMinuteCents, maxMinutes));
  return `Your card is held for ${most} at most (${maxMinutes} minutes at ${perMinuteLabel(pricePerMinuteCents)}) and charged only for your reading: every started minute from the moment you are both in the room, never more than the maximum; the rest is released. Declined, missed or cancelled: nothing is charged.`;
}

export const readingProduct = (seerName: string, maxMinutes: number) =>
  `Reading with ${seerName}, up to ${maxMinutes} minutes`;

/** The reading's reason when it ends without being paid, rung, or joined. */
export const READING_NOT_PAID_REASON = `Not paid within ${PAY_WITHIN_MINUTES} minutes`;
export const READING_MISSED_REASON = "The Seer did not answer";
export const READING_UNJOINED_REASON = `You were not both in the room within ${JOIN_WITHIN_MINUTES} minutes`;
export const READING_ENDED_UNMET_REASON = "Ended before you were both in the room";
