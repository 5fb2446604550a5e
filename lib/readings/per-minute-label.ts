/**
 * "$1.99/min", with no imports: what public pages' badges load (each page's first-load JavaScript
 * is budgeted, and the rules' module carries the dialog's arithmetic and the fees' with it). The
 * same words as `perMinuteLabel` in rules.ts, which a unit test holds them to.
 */
export function perMinuteLabel(cents: number): string {
  return `$${(cents / 100).toFixed(2)}/min`;
}
