/**
 * Time zones are IANA names ("Europe/Paris", "UTC"). Free of dependencies: the browser's code
 * checks the zone it reports with the same rule the API applies (lib/validation/time-zone.ts).
 */

/** Where an account has no zone yet (an API client that never sent one): times read in UTC. */
export const FALLBACK_TIME_ZONE = "UTC";

/**
 * Whether this runtime knows `name` as an IANA zone. Region/city names and UTC only: Intl also
 * takes abbreviations such as "EST", which mean different things to different people.
 */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !(name.includes("/") || name === "UTC")) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
