/** Lengths of time in milliseconds, spelled once; pure, so the browser's code takes them too. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
