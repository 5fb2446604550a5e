/**
 * Every error the API answers with, in one catalogue: its status and its `{detail}` text, called by
 * name (`errors.inactiveUser()`). The texts are the template's wire contract: change none lightly.
 */
export type ValidationDetail = {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === "string" ? detail : "Validation Error");
  }

  toResponse(): Response {
    return Response.json({ detail: this.detail }, { status: this.status, headers: this.headers });
  }
}

const bearerChallenge = { "WWW-Authenticate": "Bearer" };

export const errors = {
  // Who is calling
  notAuthenticated: () => new ApiError(401, "Not authenticated", bearerChallenge),
  badCredentials: () => new ApiError(401, "Could not validate credentials", bearerChallenge),
  inactiveUser: () => new ApiError(400, "Inactive user"),
  notSuperuser: () => new ApiError(403, "The user doesn't have enough privileges"),
  notEnoughPermissions: () => new ApiError(403, "Not enough permissions"),
  crossSite: () => new ApiError(403, "Cross-site request refused"),

  // Signing in and passwords
  incorrectLogin: () => new ApiError(400, "Incorrect email or password"),
  incorrectPassword: () => new ApiError(400, "Incorrect password"),
  passwordAlreadySet: () =>
    new ApiError(400, "Your account already has a password: change it with the current one"),
  lastSignInMethod: () =>
    new ApiError(
      400,
      "This is your only way to sign in: set a password or connect another account first",
    ),
  identityNotConnected: () => new ApiError(404, "That account is not connected"),
  samePassword: () => new ApiError(400, "New password cannot be the same as the current one"),
  invalidResetToken: () => new ApiError(400, "Invalid token"),
  tooManyAttempts: (seconds: number) =>
    new ApiError(429, `Too many attempts. Try again in ${seconds} seconds.`, {
      "Retry-After": String(seconds),
    }),
  demoAccountsDisabled: () => new ApiError(404, "Demo accounts are not enabled"),

  // Users. The template words a taken email three ways, one per endpoint family; each is kept.
  /** Sign-up (`/users/signup`, the BFF) and `/private/users`. */
  emailTakenOnSignup: () =>
    new ApiError(400, "The user with this email already exists in the system"),
  /** A superuser's `POST /users`. */
  emailTakenOnCreate: () =>
    new ApiError(400, "The user with this email already exists in the system."),
  /** `PATCH /users/me` and `PATCH /users/{id}`. */
  emailTakenOnUpdate: () => new ApiError(409, "User with this email already exists"),
  userNotFound: () => new ApiError(404, "User not found"),
  userIdNotFound: () => new ApiError(404, "The user with this id does not exist in the system"),
  userEmailNotFound: () =>
    new ApiError(404, "The user with this username does not exist in the system."),
  superuserSelfDelete: () => new ApiError(403, "Super users are not allowed to delete themselves"),

  // Items, coaches, reviews
  itemNotFound: () => new ApiError(404, "Item not found"),
  coachNotFound: () => new ApiError(404, "Coach not found"),
  reviewNotFound: () => new ApiError(404, "Review not found"),
  alreadyReviewed: () =>
    new ApiError(409, "You have already reviewed this coach. Edit your review instead."),

  // Calendars
  calendarFeedNotFound: () => new ApiError(404, "Calendar feed not found"),

  // Requests
  notFound: () => new ApiError(404, "Not Found"),
  methodNotAllowed: (allow: string) => new ApiError(405, "Method Not Allowed", { Allow: allow }),
  tooLarge: () => new ApiError(413, "Request body too large"),
  unsupportedMediaType: (expected: string) =>
    new ApiError(415, `Unsupported media type: send ${expected}`),
  unparsableBody: () => new ApiError(400, "There was an error parsing the body"),
  validation: (detail: ValidationDetail[]) => new ApiError(422, detail),
  invalidJson: (loc: (string | number)[], reason: string) =>
    new ApiError(422, [
      { type: "json_invalid", loc, msg: "JSON decode error", input: {}, ctx: { error: reason } },
    ]),
  nulCharacter: (loc: (string | number)[]) =>
    new ApiError(422, [
      {
        type: "string_pattern_mismatch",
        loc,
        msg: "String should not contain NUL characters",
        input: null,
      },
    ]),

  // The server itself
  unavailable: () => new ApiError(503, "Service temporarily unavailable", { "Retry-After": "5" }),
  databaseUnavailable: () => new ApiError(503, "Database unavailable"),
  internal: () => new ApiError(500, "Internal Server Error"),

  // Listings (issue 11): the Seer's own listing, its photos, and the admins' review.
  listingSeersOnly: () => new ApiError(403, "Only Seers have a listing"),
  listingNotFound: () => new ApiError(404, "Listing not found"),
  /** e.g. "Only a published listing can be paused (this one is draft)". */
  listingStateConflict: (done: string, allowedFrom: readonly string[], status: string) =>
    new ApiError(
      409,
      `Only a ${allowedFrom.join(" or ")} listing can be ${done} (this one is ${status})`,
    ),
  listingIncomplete: (missing: { field: string; msg: string }[]) =>
    new ApiError(
      422,
      missing.map(({ field, msg }) => ({
        type: "missing",
        loc: ["body", field],
        msg,
        input: null,
      })),
    ),
  photoMissing: () =>
    new ApiError(422, [
      { type: "missing", loc: ["body", "file"], msg: "Attach an image file", input: null },
    ]),
  photoTooLarge: (maxMegabytes: number) =>
    new ApiError(413, `A photo can be at most ${maxMegabytes} MB`),
  photoWrongType: () => new ApiError(415, "Send a JPEG, PNG or WebP image"),
  photoUnreadable: () =>
    new ApiError(422, "The image could not be read: it may be damaged or incomplete"),
  photoTooManyPixels: () =>
    new ApiError(422, "The image has too many pixels: send one of at most 50 megapixels"),
  photoLimitReached: (max: number) =>
    new ApiError(409, `A listing can have at most ${max} photos: delete one first`),
  photoNotFound: () => new ApiError(404, "Photo not found"),
  photoOrderMismatch: () =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["body", "ids"],
        msg: "List each photo of the listing exactly once",
        input: null,
      },
    ]),
  mediaNotFound: () => new ApiError(404, "Not Found"),

  // Bookings (issue 12): free times, requests and their states, verified reviews.
  slotTaken: () => new ApiError(409, "This time is no longer available"),
  bookingNotFound: () => new ApiError(404, "Booking not found"),
  /** A sample coach has no Seer behind it to accept. */
  coachNotBookable: () => new ApiError(409, "This Seer does not take bookings on the site yet"),
  cannotBookSelf: () => new ApiError(403, "You cannot book a session with yourself"),
  /** e.g. "Only a requested booking can be accepted (this one is expired)". */
  bookingStateConflict: (done: string, allowedFrom: readonly string[], status: string) =>
    new ApiError(
      409,
      `Only a ${allowedFrom.join(" or ")} booking can be ${done} (this one is ${status})`,
    ),
  bookingWrongParty: (who: string, verb: string) =>
    new ApiError(403, `Only ${who} can ${verb} this booking`),
  bookingNotEnded: () =>
    new ApiError(409, "A session can be marked completed only after it has ended"),
  bookingEnded: () => new ApiError(409, "A session that has ended can no longer be cancelled"),
  sessionLengthNotOffered: (offered: readonly number[]) =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["body", "hours"],
        msg: `This Seer offers sessions of ${offered.join(" or ")} hours`,
        input: null,
      },
    ]),
  startNotOnSlot: () =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["body", "start"],
        msg: "A session starts on the hour or half hour",
        input: null,
      },
    ]),
  /** A Hybrid Seer meets both ways: the seeker says which. */
  bookingModeRequired: () =>
    new ApiError(422, [
      {
        type: "missing",
        loc: ["body", "mode"],
        msg: 'This Seer meets online and in person: choose "online" or "in_person"',
        input: null,
      },
    ]),
  bookingModeNotOffered: (offered: "online" | "in_person", asked: string) =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["body", "mode"],
        msg: `This Seer holds sessions ${offered === "online" ? "online" : "in person"} only`,
        input: asked,
      },
    ]),
  reviewNeedsBooking: () =>
    new ApiError(403, "Only a seeker with a completed session with this Seer can review them"),
  replySeerOnly: () => new ApiError(403, "Only the Seer of this listing can reply to its reviews"),
  alreadyReplied: () => new ApiError(409, "This review already has a reply"),

  // Conversations (issue 21): one per seeker and Seer, readable by its two people only.
  conversationNotFound: () => new ApiError(404, "Conversation not found"),
  cannotMessageSelf: () => new ApiError(403, "You cannot message yourself"),
  /** A sample coach has no Seer behind it to read a message. */
  coachNotMessageable: () => new ApiError(409, "This Seer does not take messages on the site yet"),
  conversationClosed: () =>
    new ApiError(409, "This person's account is closed: they cannot receive messages"),
  messageCursorNotFound: (input: string) =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["query", "before"],
        msg: "No message with this id in this conversation",
        input,
      },
    ]),

  // Safety (issue 21): blocks, reports and the messaging limits.
  youBlockedThem: () =>
    new ApiError(403, "You have blocked this person: unblock them to write to them"),
  theyBlockedYou: () => new ApiError(403, "This person has blocked you: you cannot write to them"),
  bookingBlocked: () =>
    new ApiError(403, "This Seer has blocked you: you cannot request a booking with them"),
  tooManyMessages: (perMinute: number) =>
    new ApiError(
      429,
      `You are sending messages too fast: at most ${perMinute} a minute. Wait a moment and try again.`,
      { "Retry-After": "60" },
    ),
  tooManyConversations: (perDay: number) =>
    new ApiError(
      429,
      `You can start at most ${perDay} new conversations a day. Try again tomorrow.`,
      { "Retry-After": "86400" },
    ),
  waitForAnswer: (inARow: number) =>
    new ApiError(
      403,
      `You have sent ${inARow} messages in a row: wait for the Seer to answer before writing again`,
    ),
  reportNotFound: () => new ApiError(404, "Report not found"),
  /** `when`: the open report's time in the reporter's zone, e.g. "Tuesday, March 2, 2027, 10:00 AM (Europe/Paris)". */
  alreadyReported: (when: string) =>
    new ApiError(
      409,
      `You already reported this conversation on ${when}. The admins have that report: you can report it again once they have dealt with it.`,
    ),
  tooManyReports: (perDay: number) =>
    new ApiError(429, `You can report at most ${perDay} conversations a day. Try again tomorrow.`, {
      "Retry-After": "86400",
    }),

  // The session room (issue 23): its two people, while the accepted session's window is open.
  roomNotAccepted: () => new ApiError(409, "The room opens once the Seer has accepted the session"),
  roomClosed: () =>
    new ApiError(409, "The room has closed: this session is over or was called off"),
  /** e.g. "The room opens at 2027-03-02T10:45:00.000Z, 15 minutes before the start". */
  roomNotOpenYet: (opensAt: string, minutesBefore: number) =>
    new ApiError(409, `The room opens at ${opensAt}, ${minutesBefore} minutes before the start`),
  roomInPerson: () => new ApiError(409, "This session is held in person: it has no video room"),
  roomOwnLink: () =>
    new ApiError(
      409,
      "This session is held at the Seer's own video link, not in the built-in room",
    ),
  roomNotJoined: () =>
    new ApiError(409, "Open the room's events first: signals go to people in the room"),
  tooManySignals: (perSecond: number) =>
    new ApiError(429, `Too many signals: at most ${perSecond} a second`, { "Retry-After": "1" }),

  // Live hints (lib/live): a person's open streams on an instance.
  tooManyStreams: (perPerson: number) =>
    new ApiError(
      429,
      `Too many live connections: at most ${perPerson} open at once per person. Close another tab or window of this site and try again.`,
      { "Retry-After": "30" },
    ),

  // Card payments (lib/payments): Stripe Connect, only when configured.
  paymentsOff: () => new ApiError(409, "Card payments are not enabled on this site"),
  /** Stripe could not be reached: nothing changed, the same request may be sent again. */
  paymentsUnavailable: () =>
    new ApiError(503, "Payments are unavailable for a moment: try again", { "Retry-After": "5" }),
  seerNotPayable: () => new ApiError(409, "This Seer cannot take paid bookings right now"),
  paidBookingTooFarAhead: (days: number) =>
    new ApiError(409, `With card payments, a session can be booked at most ${days} days ahead`),
  paymentNotTaken: () =>
    new ApiError(409, "The seeker's card could not be charged, so the booking is cancelled"),
  payoutsNeededToSubmit: () =>
    new ApiError(409, "Set up payouts before you submit your listing for review"),
  notAwaitingPayment: (status: string) =>
    new ApiError(409, `Only a booking awaiting payment can be paid (this one is ${status})`),
  checkoutSeekerOnly: () => new ApiError(403, "Only the seeker can pay for this booking"),
  bookingHasNoPayment: () => new ApiError(409, "This booking has no card payment"),
  paymentNotRefundable: (status: string) =>
    new ApiError(
      409,
      `Only a paid or partially_refunded payment can be refunded (this one is ${status})`,
    ),
  refundTooLarge: (leftCents: number, asked: number) =>
    new ApiError(422, [
      {
        type: "less_than_equal",
        loc: ["body", "amount_cents"],
        msg: `At most ${leftCents} cents are left to refund`,
        input: asked,
      },
    ]),
  /** An admin's Idempotency-Key sent before with another body (Stripe's idempotency_error). */
  refundKeyReused: (key: string) =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["header", "Idempotency-Key"],
        msg: "This key was sent before with another refund: a new refund needs a new key",
        input: key,
      },
    ]),
  refundKeyInFlight: () =>
    new ApiError(
      409,
      "A refund with this Idempotency-Key is still being made: try again in a moment",
      { "Retry-After": "5" },
    ),
  // Group events (issue 30, lib/events): hosted by published Seers, seats under the event's lock.
  eventHostNotPublished: () =>
    new ApiError(403, "Only a Seer whose listing is published can host events"),
  eventNotFound: () => new ApiError(404, "Event not found"),
  /** Each field a host wrote that breaks a rule of the event as a whole, all at once. */
  eventFieldProblems: (problems: { field: string; msg: string; input: unknown }[]) =>
    new ApiError(
      422,
      problems.map(({ field, msg, input }) => ({
        type: "value_error",
        loc: ["body", field],
        msg,
        input,
      })),
    ),
  /** e.g. "Only a draft event can be published (this one is cancelled)". */
  eventStateConflict: (done: string, allowedFrom: readonly string[], status: string) =>
    new ApiError(
      409,
      `Only a ${allowedFrom.join(" or ")} event can be ${done} (this one is ${status})`,
    ),
  eventStarted: () => new ApiError(409, "This event has already started"),
  eventCancelled: () => new ApiError(409, "This event was cancelled"),
  eventHostAway: () => new ApiError(409, "This event's host is away: it takes no seats for now"),
  eventRsvpClosed: () => new ApiError(409, "Seats for this event closed at its RSVP deadline"),
  eventHostOwnSeat: () => new ApiError(409, "You host this event: your place is already kept"),
  alreadySeated: () => new ApiError(409, "You already have a seat at this event"),
  alreadyWaitlisted: () => new ApiError(409, "You are already on this event's waitlist"),
  noSeat: () => new ApiError(404, "You have no seat or waitlist place at this event"),
  tooManyEventMessages: (perDay: number, seconds: number) =>
    new ApiError(429, `You can email an event's attendees at most ${perDay} times in 24 hours`, {
      "Retry-After": String(seconds),
    }),
  /** e.g. "… at most 3 times in 24 hours: the next change can be made at 2027-03-02T10:00:00.000Z". */
  tooManyEventChanges: (perDay: number, nextAt: string, seconds: number) =>
    new ApiError(
      429,
      `You can change an event's time or place at most ${perDay} times in 24 hours: the next change can be made at ${nextAt}`,
      { "Retry-After": String(seconds) },
    ),
  /** A Seer's video link or address, while accepted sessions ahead are held there. */
  tooManyPlaceChanges: (perDay: number, nextAt: string, seconds: number) =>
    new ApiError(
      429,
      `You can change the place of your booked sessions at most ${perDay} times in 24 hours: the next change can be made at ${nextAt}`,
      { "Retry-After": String(seconds) },
    ),
  /** A Seer's block keeps the person they blocked from their events (places taken before stand). */
  eventSeatBlocked: () =>
    new ApiError(
      403,
      "This Seer has blocked you: you cannot take a seat or join the waitlist at their events",
    ),
  webhookSignatureMissing: () => new ApiError(400, "Missing Stripe-Signature header"),
  webhookSignatureInvalid: () => new ApiError(400, "Invalid Stripe-Signature"),

  // No-shows (issue 29): one party says the other did not come; the other may contest.
  /** e.g. "Only an accepted or completed session can have a no-show (this one is cancelled)". */
  noShowNotHeld: (status: string) =>
    new ApiError(
      409,
      `Only an accepted or completed session can have a no-show (this one is ${status})`,
    ),
  /** e.g. "A no-show can be reported from 2027-03-02T09:15:00.000Z (15 minutes after the start) until …". */
  noShowOutsideWindow: (opens: string, closes: string) =>
    new ApiError(
      409,
      `A no-show can be reported from ${opens} (15 minutes after the start) until ${closes} (24 hours after the end)`,
    ),
  noShowAlreadyReported: (reportedAt: string) =>
    new ApiError(409, `A no-show was already reported for this session at ${reportedAt}`),
  noShowNone: () => new ApiError(404, "No no-show was reported for this session"),
  noShowContestNotAbsent: () =>
    new ApiError(403, "Only the party said to be absent can contest this no-show"),
  noShowContestClosed: (deadline: string) =>
    new ApiError(409, `The time to contest this no-show ended at ${deadline}`),
  /** e.g. "This no-show is already contested". */
  noShowNotOpen: (status: string) => new ApiError(409, `This no-show is already ${status}`),
  noShowSettled: (status: string) =>
    new ApiError(409, `This no-show is already settled (${status})`),
  noShowPending: () =>
    new ApiError(
      409,
      "A no-show reported for this session waits to be settled: it decides how the session ends",
    ),
  // Moving an accepted session (issue 29): one open proposal, answered by the other party.
  /** e.g. "Only an accepted session can be moved (this one is requested)". */
  rescheduleNotAccepted: (status: string) =>
    new ApiError(409, `Only an accepted session can be moved (this one is ${status})`),
  rescheduleStarted: () => new ApiError(409, "This session has started: it can no longer be moved"),
  rescheduleTooClose: (hours: number) =>
    new ApiError(
      409,
      `Less than ${hours} hour before the start, a session can no longer be moved: it could not be answered in time`,
    ),
  rescheduleAlreadyOpen: () =>
    new ApiError(
      409,
      "A new time is already proposed for this session: answer or withdraw it first",
    ),
  rescheduleNoneOpen: () => new ApiError(409, "No new time is proposed for this session"),
  /** e.g. "… at most 3 times in 24 hours: your next proposal can be made at 2027-03-02T10:00:00.000Z". */
  tooManyReschedules: (perDay: number, nextAt: string, seconds: number) =>
    new ApiError(
      429,
      `A new time can be proposed for a session at most ${perDay} times in 24 hours: the next proposal can be made at ${nextAt}`,
      { "Retry-After": String(seconds) },
    ),
  /** The proposer cannot answer their own proposal (they may withdraw it). */
  rescheduleOwnProposal: () =>
    new ApiError(403, "You proposed this new time: only the other party can accept or decline it"),
  rescheduleNotProposer: () =>
    new ApiError(403, "Only the party who proposed the new time can withdraw it"),
  /** The seeker picks one time; the Seer may offer up to `max`. */
  rescheduleTooManyStarts: (max: number) =>
    new ApiError(422, [
      {
        type: "too_long",
        loc: ["body", "starts"],
        msg: max === 1 ? "Propose one new time" : `Offer at most ${max} new times`,
        input: null,
      },
    ]),
  rescheduleSameStart: () =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["body", "starts"],
        msg: "Propose a time other than the session's current one, each time once",
        input: null,
      },
    ]),
  /** e.g. "2026-12-03T10:00:00.000Z is not one of the Seer's free times". */
  rescheduleNotFree: (start: string) =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["body", "starts"],
        msg: `${start} is not one of the Seer's free times`,
        input: start,
      },
    ]),
  rescheduleNotOffered: (start: string) =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["body", "start"],
        msg: "Choose one of the times proposed",
        input: start,
      },
    ]),
  /** At acceptance the time was taken meanwhile (e.g. by a new request): the session stays. */
  rescheduleTaken: () =>
    new ApiError(
      409,
      "This time is no longer free: the session stays at its time. Ask for another time.",
    ),

  // Readings now (issue 37, lib/readings): a Seer met now, billed by the started minute.
  readingsNeedPublished: () =>
    new ApiError(409, "Your listing must be published before you offer readings"),
  readingsNeedPayouts: () =>
    new ApiError(409, "Enable payouts in Settings before you offer readings"),
  /** Connect: the Seer is held by another seeker's reading (paying, being rung or under way). */
  readingSeerBusy: (seerName: string) =>
    new ApiError(409, `${seerName} is connecting with someone else`),
  readingSeerNotAvailable: (seerName: string) =>
    new ApiError(409, `${seerName} is not available for a reading right now`),
  readingAlreadyOpen: () =>
    new ApiError(409, "You already have a reading open: end or cancel it before you connect again"),
  cannotReadSelf: () => new ApiError(403, "You cannot have a reading with yourself"),
  readingBlocked: () =>
    new ApiError(403, "This Seer has blocked you: you cannot connect with them"),
  /** `POST /bookings/{id}/end` on a booked session. */
  notAReading: () => new ApiError(409, "Only a reading can be ended (this booking is a session)"),
  /** e.g. "Only a reading that is ringing can be accepted (this one is missed)". */
  readingStateConflict: (done: string, allowedFrom: readonly string[], status: string) =>
    new ApiError(
      409,
      `Only a reading that is ${allowedFrom.join(" or ")} can be ${done} (this one is ${status})`,
    ),
  /** A reading is billed by the room's own records: nobody claims the other did not come. */
  noShowNotForReadings: () =>
    new ApiError(
      409,
      "A reading has no no-show claim: it is billed only for the minutes you were both in the room",
    ),
  /** `POST /bookings/{id}/complete` on a reading. */
  readingCompletesByEnding: () =>
    new ApiError(409, "A reading is completed by ending it, not marked completed"),

  // Calendars (issue 38, lib/calendars): a Seer's own calendars, read for their busy times.
  calendarNotFound: () => new ApiError(404, "Calendar connection not found"),
  calendarWrongPassword: () =>
    new ApiError(
      422,
      "The calendar server refused this user name and password (iCloud, Fastmail and others need an app password)",
    ),
  calendarNoAnswer: () =>
    new ApiError(422, "The calendar address did not answer within 10 seconds"),
  calendarNotACalendar: () => new ApiError(422, "No calendar was found at this address"),
  calendarAddressRefused: () =>
    new ApiError(422, "This address cannot be used: only public https addresses are allowed"),
  calendarTooLarge: () => new ApiError(422, "The calendar at this address is larger than 5 MB"),
  calendarUnknownCalendar: (url: string) =>
    new ApiError(422, [
      {
        type: "value_error",
        loc: ["body", "calendars"],
        msg: "Not a calendar of this connection",
        input: url,
      },
    ]),
  // Push notifications (issue 39, lib/push).
  pushDeviceNotFound: () => new ApiError(404, "Device not found"),
  pushEndpointNotHttps: () =>
    new ApiError(422, "The push endpoint must be an https address (as every push service's is)"),
  pushBadKeys: () =>
    new ApiError(
      422,
      "The subscription's keys must be a P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, in base64url",
    ),
  /** The Seer accepts a time their own calendar has become busy at: they decide. */
  calendarAcceptClash: () =>
    new ApiError(
      409,
      "This time is now busy in your own calendar. Accept anyway with confirm_clash, or decline.",
    ),
};
