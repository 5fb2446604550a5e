// Live hints on Redis: one channel for every instance, each message naming the person it is for
// and the instance that sent it. Plain JavaScript, so bench/events.mjs speaks it too.
//
// One channel rather than one per person: a hint is a few dozen bytes and rare next to the number
// of open streams, so each instance reads them all and keeps those its own streams want, with no
// SUBSCRIBE per stream opened and nothing to re-subscribe after a reconnection.

export const HINTS_CHANNEL = "seers:live:hints";

/** The text published for `hint` to `userId` by the instance named `origin`. */
export function encodeHintMessage(origin, userId, hint) {
  return JSON.stringify({ origin, user: userId, hint });
}

/** `{origin, userId, hint}` from a published text, or undefined for anything else. */
export function decodeHintMessage(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { origin, user, hint } = value;
  if (typeof origin !== "string" || typeof user !== "string") return undefined;
  if (typeof hint !== "object" || hint === null || typeof hint.type !== "string") return undefined;
  return { origin, userId: user, hint };
}
