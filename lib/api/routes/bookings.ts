/** Free times, booking requests and their states (see lib/bookings/status.ts for who may act when). */
import { declareRoute } from "@/lib/api/contract";
import {
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
    // An optional {"reason"}; an empty body is no reason.
    ...(withReason ? { body: { json: bookingReasonSchema.optional() } } : {}),
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
    summary: "One booking (its two parties and superusers)",
    tag: "bookings",
    auth: "user",
    params: idParams,
    response: bookingPublicSchema,
    errors: [404],
  }),
  accept: bookingAction("accept", "Accept a request (the Seer)"),
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
};
