/** Lengths of time in milliseconds, spelled once; pure, so the browser's code takes them too. */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
