/**
 * The rules of a reading (a Seer met now, billed by the started minute), as pure functions and
 * constants: what may be charged, and every deadline the readings sweep keeps by the product's
 * clock. Nothing here reads the database or the clock.
 */
import { dollars } from "@/lib/payments/fees";

/** A Seer's price per started minute, in cents. */
export const MIN_PRICE_PER_MINUTE_CENTS = 50;
export const MAX_PRICE_PER_MINUTE_CENTS = 2_000;

/** The maxima a seeker may choose, in minutes. */
export const MAX_MINUTES_CHOICES = [5, 10, 20, 30, 60] as const;
export type MaxMinutes = (typeof MAX_MINUTES_CHOICES)[number];

/** How long the Seer is rung (READING_RING_SECONDS may change it). */
export const DEFAULT_RING_SECONDS = 60;
/** How long a seeker has to pay the hold before the Seer is free again (their Checkout expires). */
export const PAY_WITHIN_MINUTES = 10;
/** From acceptance, how long both have to be in the room before the reading ends unbilled. */
export const JOIN_WITHIN_MINUTES = 5;
/** A party whose connection dropped keeps the meter running this long, then the reading ends. */
export const DROP_GRACE_SECONDS = 60;
/** A Seer whose last live stream closed stays "online" this long (a reload, a new tab). */
export const ONLINE_GRACE_SECONDS = 60;
/** No reading is offered when a booked session of the Seer's starts within this long. */
export const SESSION_SOON_MINUTES = 30;
/** Both parties are warned this long before the maximum. */
export const WARN_BEFORE_MAX_SECONDS = 60;

/** The most a reading of `maxMinutes` can cost: what is held on the card. */
export function maxChargeCents(pricePerMinuteCents: number, maxMinutes: number): number {
  return pricePerMinuteCents * maxMinutes;
}

/**
 * The minutes billed for a meter that ran `seconds`: every started minute, at least one once both
 * were in the room, never more than the maximum.
 */
export function billedMinutes(seconds: number, maxMinutes: number): number {
  const started = Math.ceil(Math.max(0, seconds) / 60);
  return Math.min(maxMinutes, Math.max(1, started));
}

/** "$1.99/min": how a price per minute reads everywhere. */
export function perMinuteLabel(cents: number): string {
  return `$${(cents / 100).toFixed(2)}/min`;
}

/** "$19.90": an amount charged by the minute keeps its cents. */
export function readingAmountLabel(cents: number): string {
  return cents % 100 === 0 ? dollars(cents) : `$${(cents / 100).toFixed(2)}`;
}
