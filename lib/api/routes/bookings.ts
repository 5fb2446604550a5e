/** Free times, booking requests and their states (see lib/bookings/status.ts for who may act when). */
import { declareRoute } from "@/lib/api/contract";
import {
  rescheduleAcceptSchema,
  rescheduleCreateSchema,
  reschedulePublicSchema,
} from "@/lib/bookings/reschedule-schema";
import {
  bookingAcceptSchema,
  bookingCreateSchema,
  bookingListQuerySchema,
  bookingPublicSchema,
  bookingReasonSchema,
  bookingsPublicSchema,
  slotsQuerySchema,
  slotsSchema,
} from "@/lib/bookings/schema";
import { FREE_CANCELLATION_HOURS } from "@/lib/bookings/status";
import { idParams, slugParams } from "./params";

/** Accept, decline, cancel and complete: one shape, each its own operation. */
function bookingAction(action: "accept" | "decline" | "cancel" | "complete", summary: string) {
  const withReason = action === "decline" || action === "cancel";
  return declareRoute({
    method: "POST",
    path: `/bookings/{id}/${action}`,
    name: `${action}_booking`,
    summary,
    tag: "bookings",
    auth: "user",
    params: idParams,
    // An optional {"reason"}; an empty body is no reason. Accepting takes an optional
    // {"confirm_clash": true}: the Seer accepts a time their own calendar shows busy (409 without).
    ...(withReason ? { body: { json: bookingReasonSchema.optional() } } : {}),
    ...(action === "accept" ? { body: { json: bookingAcceptSchema.optional() } } : {}),
    response: bookingPublicSchema,
    errors: [404, 409],
  });
}

export const bookingRoutes = {
  slots: declareRoute({
    method: "GET",
    path: "/coaches/{slug}/slots",
    name: "read_slots",
    summary:
      "A Seer's free starts (UTC) for H-hour sessions over N days (up to 31) from a date in the Seer's zone; starts fall on the Seer's hour or half hour",
    tag: "bookings",
    auth: "none",
    params: slugParams,
    query: slotsQuerySchema,
    response: slotsSchema,
    errors: [404, 409],
  }),
  list: declareRoute({
    method: "GET",
    path: "/bookings/",
    name: "read_bookings",
    summary: "Your bookings, as seeker or as Seer",
    tag: "bookings",
    auth: "user",
    query: bookingListQuerySchema,
    response: bookingsPublicSchema,
  }),
  create: declareRoute({
    method: "POST",
    path: "/bookings/",
    name: "create_booking",
    summary:
      "Ask for a session (409 if the time is no longer free; the total is fixed now and paid to the Seer at the session). With card payments on: 201, the booking awaiting payment, with its Checkout link in `payment.checkout_url`",
    tag: "bookings",
    auth: "user",
    body: { json: bookingCreateSchema },
    alsoStatus: 201,
    response: bookingPublicSchema,
    errors: [404, 409],
  }),
  read: declareRoute({
    method: "GET",
    path: "/bookings/{id}",
    name: "read_booking",
    summary:
      "One booking (its two parties and superusers; a request paid by card reaches its Seer only once paid)",
    tag: "bookings",
    auth: "user",
    params: idParams,
    response: bookingPublicSchema,
    errors: [404],
  }),
  accept: bookingAction(
    "accept",
    'Accept a request (the Seer); 409 when the time is now busy in their own calendar, unless {"confirm_clash": true}',
  ),
  decline: bookingAction("decline", "Decline a request (the Seer), with an optional reason"),
  cancel: bookingAction(
    "cancel",
    `Cancel: the seeker a request, either side an accepted session; free up to ${FREE_CANCELLATION_HOURS} h before the start (later, the Seer may ask the seeker to pay)`,
  ),
  complete: bookingAction("complete", "Mark a session completed after its end (the Seer)"),
  calendar: declareRoute({
    method: "GET",
    path: "/bookings/{id}/calendar.ics",
    name: "read_booking_calendar",
    summary: "The booking as an iCalendar file (its two parties)",
    tag: "bookings",
    auth: "user",
    params: idParams,
    response: "calendar",
    errors: [404],
  }),
  // Moving an accepted session (lib/bookings/reschedule.ts): one open proposal at a time.
  reschedule: declareRoute({
    method: "POST",
    path: "/bookings/{id}/reschedule",
    name: "propose_booking_reschedule",
    summary:
      "Propose a new time for an accepted session, until its start (either party): the seeker one of the Seer's free starts, the Seer up to three. It lapses unanswered 48 h later or 1 h before the start. 409 when one is open or the session has started; 422 a time that is not free; 429 past 3 proposals of yours on the booking in 24 hours (with Retry-After, the detail saying when)",
    tag: "bookings",
    auth: "user",
    params: idParams,
    body: { json: rescheduleCreateSchema },
    status: 201,
    response: reschedulePublicSchema,
    errors: [403, 404, 409, 429],
  }),
  rescheduleAccept: declareRoute({
    method: "POST",
    path: "/bookings/{id}/reschedule/accept",
    name: "accept_booking_reschedule",
    summary:
      "Accept one of the proposed times (the other party): the session moves there, its payment and invitation (same UID, next SEQUENCE) kept; 409 if the time is no longer free",
    tag: "bookings",
    auth: "user",
    params: idParams,
    body: { json: rescheduleAcceptSchema },
    response: bookingPublicSchema,
    errors: [403, 404, 409],
  }),
  rescheduleDecline: rescheduleAnswer(
    "decline",
    "Decline the proposed time (the other party): the session stays as it was",
  ),
  rescheduleWithdraw: rescheduleAnswer(
    "withdraw",
    "Withdraw your proposed time (the party who proposed it): the session stays as it was",
  ),
};

/** Decline and withdraw a proposal to move a session: each answers with the booking. */
function rescheduleAnswer(answer: "decline" | "withdraw", summary: string) {
  return declareRoute({
    method: "POST",
    path: `/bookings/{id}/reschedule/${answer}`,
    name: `${answer}_booking_reschedule`,
    summary,
    tag: "bookings",
    auth: "user",
    params: idParams,
    response: bookingPublicSchema,
    errors: [403, 404, 409],
  });
}
