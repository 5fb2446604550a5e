/**
 * The booking rules the screens state in words, taken from the state machine itself
 * (lib/bookings/status.ts, pure and safe in the browser) so the words cannot drift from the rules.
 */
export {
  EXPIRY_BEFORE_START_HOURS,
  FREE_CANCELLATION_HOURS,
  REQUEST_TTL_HOURS,
} from "@/lib/bookings/status";
