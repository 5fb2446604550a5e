/**
 * Whether a text is a real calendar date ("YYYY-MM-DD", and a day that exists): the booking
 * choice's ?date= is checked with it. Apart from times.ts, so a coach's page that only counts
 * hours does not carry the rest of the date and time helpers.
 */
export function isDateKey(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
