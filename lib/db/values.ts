/** Conversions between JavaScript values and what each database stores. */
let lastTimestamp = 0;

/**
 * Creation times must order rows the way they were written ("newest first"), even when two
 * are written within one millisecond, so this clock never returns the same instant twice.
 */
export function monotonicNow(): string {
  const now = Math.max(Date.now(), lastTimestamp + 1);
  lastTimestamp = now;
  return new Date(now).toISOString();
}

export function readTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function readFlag(value: boolean | number): boolean {
  return value === true || value === 1;
}
