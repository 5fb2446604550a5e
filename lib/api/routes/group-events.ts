/**
 * Group events (issue 30): the public list and page, seats, a seeker's own seats and a Seer's
 * own events. `GET /events/` (with its slash) is the list; `GET /events` without it is the live
 * hints' stream (events.ts): one route file serves both (app/api/v1/events/route.ts).
 */
import { declareRoute } from "@/lib/api/contract";
import {
  attendeesSchema,
  coverUploadSchema,
  eventCreateSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventListSchema,
  eventMessageSchema,
  eventMessageSentSchema,
  eventSlugParams,
  eventUpdateSchema,
  mySeatsSchema,
  ownEventListSchema,
  ownEventSchema,
  seatGivenBackSchema,
  seatResultSchema,
} from "@/lib/events/schema";

const PRIVATE_PLACE =
  "video_url (online) or address (in person) only for the host and seated attendees; the city is public";

function ownStep(step: "publish" | "cancel", summary: string) {
  return declareRoute({
    method: "POST",
    path: `/users/me/events/{slug}/${step}`,
    name: `${step}_own_event`,
    summary,
    tag: "group-events",
    auth: "seer",
    params: eventSlugParams,
    response: ownEventSchema,
    errors: [403, 404, 409],
  });
}

export const groupEventRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/events/",
    name: "list_group_events",
    summary:
      "Published events: upcoming (not yet ended) soonest first, or `past=true` most recent first; filters mode, city (any case), category (a category's slug), price free|paid, time week (next 7 days) | month (next 31 days)",
    tag: "group-events",
    auth: "none",
    query: eventListQuerySchema,
    response: eventListSchema,
  }),
  read: declareRoute({
    method: "GET",
    path: "/events/{slug}",
    name: "read_group_event",
    summary: `One event, with its description and status; a draft is 404 except to its host; ${PRIVATE_PLACE}; my_seat for a signed-in caller with a place`,
    tag: "group-events",
    auth: "optional",
    params: eventSlugParams,
    response: eventDetailSchema,
    errors: [404],
  }),
  takeSeat: declareRoute({
    method: "POST",
    path: "/events/{slug}/seats",
    name: "take_seat",
    summary:
      "Take a seat: seated at once while seats are left, else waitlisted with your position (first come, first seated when a seat is given back). A paid event answers awaiting_payment with checkout_url: the seat is held until hold_until (the Checkout's lifetime, or 12 hours for a seat offered from the waitlist) and is yours once paid (captured at once); unpaid, it goes to the next person waiting. Asked again while held, the same Checkout. 409 when you already have a place, the event started, was cancelled or its RSVP deadline passed, you host it, its host's listing is not published, or card payments are off; 403 when the host has blocked you",
    tag: "group-events",
    auth: "user",
    params: eventSlugParams,
    status: 201,
    response: seatResultSchema,
    errors: [404, 409],
  }),
  giveSeatBack: declareRoute({
    method: "DELETE",
    path: "/events/{slug}/seats/me",
    name: "give_seat_back",
    summary:
      "Give your seat or waitlist place back (before the start); a freed free seat goes at once to the first person waiting, a paid one is offered to them for 12 hours. A paid seat given back at least 24 hours before the start is refunded in full (refund: full), later not (refund: none); terms says so",
    tag: "group-events",
    auth: "user",
    params: eventSlugParams,
    response: seatGivenBackSchema,
    errors: [404, 409],
  }),
  mySeats: declareRoute({
    method: "GET",
    path: "/users/me/seats",
    name: "read_my_seats",
    summary:
      "Your seats, held seats awaiting payment (with their Checkout) and waitlist places (with your position), and paid seats given back (with their refund), soonest event first",
    tag: "group-events",
    auth: "user",
    response: mySeatsSchema,
  }),
  listOwn: declareRoute({
    method: "GET",
    path: "/users/me/events",
    name: "list_own_events",
    summary: "Your events as a Seer, every status, latest start first, private place included",
    tag: "group-events",
    auth: "seer",
    response: ownEventListSchema,
  }),
  create: declareRoute({
    method: "POST",
    path: "/users/me/events",
    name: "create_own_event",
    summary:
      "Write a draft event (201 with its slug). Only a Seer whose listing is published (403). Times are instants with their offset; timezone is the zone you state them in. Online needs video_url; in person needs address (private) and city (public). capacity 2–500. price_cents above 0 (a paid event, in the site's currency) needs card payments on and your payouts set up, as paid sessions do. Every bad field is named (422)",
    tag: "group-events",
    auth: "seer",
    body: { json: eventCreateSchema },
    status: 201,
    response: ownEventSchema,
    errors: [403],
  }),
  readOwn: declareRoute({
    method: "GET",
    path: "/users/me/events/{slug}",
    name: "read_own_event",
    summary: "One of your events",
    tag: "group-events",
    auth: "seer",
    params: eventSlugParams,
    response: ownEventSchema,
    errors: [404],
  }),
  updateOwn: declareRoute({
    method: "PATCH",
    path: "/users/me/events/{slug}",
    name: "update_own_event",
    summary:
      "Change any field before the start; the capacity never below the seats taken. A published event's attendees get one update email with the updated invitation (SEQUENCE + 1) when its time or place changes (not its title, description or cover), at most 3 times in 24 hours per event (429 with Retry-After, the detail saying when); a larger capacity seats the waitlist",
    tag: "group-events",
    auth: "seer",
    params: eventSlugParams,
    body: { json: eventUpdateSchema },
    response: ownEventSchema,
    errors: [403, 404, 409, 429],
  }),
  publish: ownStep("publish", "Publish a draft: it is listed and seats can be taken"),
  cancel: ownStep(
    "cancel",
    "Cancel the event before its start: everyone seated gets a cancellation (METHOD:CANCEL), the waitlist is told, every paid seat is refunded in full",
  ),
  setCover: declareRoute({
    method: "PUT",
    path: "/users/me/events/{slug}/cover",
    name: "set_own_event_cover",
    summary:
      "Give the event a cover of its own (multipart file, optional alt; the title when left out), through the listing photos' pipeline: JPEG, PNG or WebP by its bytes, up to 8 MB (413), other files 415, damaged or oversized-in-pixels ones 422; kept only as WebP without metadata. image_url then shows it on the cards, the page and the home page. 409 once the event started or was cancelled",
    tag: "group-events",
    auth: "seer",
    params: eventSlugParams,
    body: { multipart: coverUploadSchema },
    response: ownEventSchema,
    errors: [403, 404, 409, 422],
  }),
  removeCover: declareRoute({
    method: "DELETE",
    path: "/users/me/events/{slug}/cover",
    name: "remove_own_event_cover",
    summary:
      "Back to the default cover: your first listing photo as it is now, or the sample picture without one (asked again, the same answer)",
    tag: "group-events",
    auth: "seer",
    params: eventSlugParams,
    response: ownEventSchema,
    errors: [403, 404, 409],
  }),
  attendees: declareRoute({
    method: "GET",
    path: "/users/me/events/{slug}/attendees",
    name: "read_own_event_attendees",
    summary:
      "Who has a seat (in the order they took it), whose seat is held while they pay (until when), and who waits (in order)",
    tag: "group-events",
    auth: "seer",
    params: eventSlugParams,
    response: attendeesSchema,
    errors: [404],
  }),
  message: declareRoute({
    method: "POST",
    path: "/users/me/events/{slug}/message",
    name: "email_own_event_attendees",
    summary:
      "Email attendees: one message to everyone seated (not to anyone on either side of a block with you), at most 3 times in 24 hours per event (429 with Retry-After); only while your listing is published (403)",
    tag: "group-events",
    auth: "seer",
    params: eventSlugParams,
    body: { json: eventMessageSchema },
    status: 202,
    response: eventMessageSentSchema,
    errors: [404, 409, 429],
  }),
};
