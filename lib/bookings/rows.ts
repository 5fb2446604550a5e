/** Reading bookings with their listing and both parties, and turning them into the API's JSON. */
import "server-only";
import { sql } from "kysely";
import type { Db } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { videoChoice } from "@/lib/listings/place-rules";
import { bookingPaymentFor } from "@/lib/payments/public";
import { isReading, readingOf } from "@/lib/readings/public";
import { readingActions } from "@/lib/readings/status";
import { siteLink } from "@/lib/site-url";
import { displayName, FORMER_MEMBER } from "@/lib/users/names";
import { noShowOf, withNoShowActions } from "./no-show-public";
import { isPendingNoShow } from "./no-show-rules";
import { type BookingMode, type BookingPlace, roomPath } from "./place";
import { openRescheduleOf } from "./reschedule-public";
import type { BookingPublic } from "./schema";
import {
  AWAITING_PAYMENT,
  allowedActions,
  type BookingStatus,
  FREE_CANCELLATION_HOURS,
  isFreeCancellation,
  type Party,
  settledStatus,
} from "./status";

export type { Db };

/** A party who closed their account is gone from the booking (null), which the other side keeps. */
export function bookingQuery(db: Db) {
  return (
    db
      .selectFrom("booking")
      .leftJoin("listing", "listing.id", "booking.listing_id")
      .leftJoin("user as seeker", "seeker.id", "booking.seeker_id")
      .leftJoin("user as seer", "seer.id", "listing.owner_id")
      .leftJoin("listing_place", "listing_place.listing_id", "booking.listing_id")
      // Card payments (lib/payments): none when payments are off.
      .leftJoin("payment", "payment.booking_id", "booking.id")
      // A no-show claim (lib/bookings/no-show.ts): none for most bookings.
      .leftJoin("booking_no_show", "booking_no_show.booking_id", "booking.id")
      // A reading's meter and maximum (lib/readings): none for a session.
      .leftJoin("booking_reading as reading", "reading.booking_id", "booking.id")
      // The open proposal to move it, if any (one at most: a partial unique index).
      .leftJoin("booking_reschedule as reschedule", (join) =>
        join.onRef("reschedule.booking_id", "=", "booking.id").on("reschedule.status", "=", "open"),
      )
      .selectAll("booking")
      .select((eb) => [
        "listing.slug as coach_slug",
        eb.fn.coalesce("listing.display_name", sql.lit(FORMER_MEMBER)).as("seer_name"),
        "listing.owner_id as seer_id",
        "listing.timezone as listing_timezone",
        "seeker.email as seeker_email",
        "seeker.full_name as seeker_full_name",
        "seeker.firstname as seeker_firstname",
        "seeker.lastname as seeker_lastname",
        "seeker.timezone as seeker_timezone",
        "seer.email as seer_email",
        "seer.timezone as seer_timezone",
        // Private: only `placeFor` decides who reads them.
        "listing_place.video as place_video",
        "listing_place.video_url as place_video_url",
        "listing_place.address as place_address",
        "payment.id as payment_id",
        "payment.status as payment_status",
        "payment.amount_cents as payment_amount_cents",
        "payment.fee_cents as payment_fee_cents",
        "payment.currency as payment_currency",
        "payment.refunded_cents as payment_refunded_cents",
        "payment.checkout_url as payment_checkout_url",
        "payment.pay_by as payment_pay_by",
        "payment.paid_at as payment_paid_at",
        "booking_no_show.reported_by as no_show_reported_by",
        "booking_no_show.absent as no_show_absent",
        "booking_no_show.note as no_show_note",
        "booking_no_show.status as no_show_status",
        "booking_no_show.contest_note as no_show_contest_note",
        "booking_no_show.created_at as no_show_at",
        "booking_no_show.deadline_at as no_show_deadline",
        "reschedule.id as reschedule_id",
        "reschedule.proposed_by as reschedule_proposed_by",
        "reschedule.starts as reschedule_starts",
        "reschedule.expires_at as reschedule_expires_at",
        "reading.max_minutes as reading_max_minutes",
        "reading.price_per_minute_cents as reading_price_per_minute_cents",
        "reading.ring_until as reading_ring_until",
        "reading.accepted_at as reading_accepted_at",
        "reading.started_at as reading_started_at",
        "reading.ended_at as reading_ended_at",
        "reading.minutes_billed as reading_minutes_billed",
        "reading.ended_by as reading_ended_by",
      ])
  );
}

export type BookingJoined = Awaited<
  ReturnType<ReturnType<typeof bookingQuery>["executeTakeFirstOrThrow"]>
>;

/** The seeker's name as the other side reads it; any row with the seeker's four columns. */
export const seekerName = (
  row: Pick<
    BookingJoined,
    "seeker_email" | "seeker_full_name" | "seeker_firstname" | "seeker_lastname"
  >,
) =>
  row.seeker_email === null
    ? FORMER_MEMBER
    : displayName({
        email: row.seeker_email,
        full_name: row.seeker_full_name,
        firstname: row.seeker_firstname,
        lastname: row.seeker_lastname,
      });

/** Whether one side closed their account: nothing is left to do with the booking then. */
const partyLeft = (row: BookingJoined) => row.seeker_id === null || row.listing_id === null;

/** The booking's page, where the emails and the calendar link to. */
export const bookingUrl = (base: string, id: string) => siteLink(base, `/bookings/${id}`);

export const startOf = (row: BookingJoined) => new Date(readTimestamp(row.start_at));
export const endOf = (row: BookingJoined) => new Date(readTimestamp(row.end_at));

/** The stored status, or the one time has already given it (reads never show a stale state). */
export function currentStatus(row: BookingJoined, now: Date): BookingStatus {
  // A no-show claim not yet settled holds an accepted session: it decides how the session ends.
  if (row.status === "accepted" && isPendingNoShow(row.no_show_status)) return "accepted";
  return settledStatus(
    {
      status: row.status as BookingStatus,
      expiresAt: new Date(readTimestamp(row.expires_at)),
      end: endOf(row),
    },
    now,
  );
}

/** Which side of this booking `userId` is on, if either. */
export function partyOf(row: BookingJoined, userId: string): Party | null {
  if (row.seer_id === userId) return "seer";
  if (row.seeker_id === userId) return "seeker";
  return null;
}

/**
 * Whether the Seer may know of the booking: a request paid by card is the seeker's alone until its
 * card is held in time, and for good if it never was (expired unpaid, withdrawn). Nothing the Seer
 * reads names it before: no route, page, list, email, thread line or live hint.
 */
export const seerMayKnow = (
  row: Pick<BookingJoined, "status" | "payment_id" | "payment_paid_at">,
): boolean =>
  row.status !== AWAITING_PAYMENT && (row.payment_id === null || row.payment_paid_at !== null);

/** `partyOf`, for the Seer only once they may know of the booking (seerMayKnow). */
export function knownPartyOf(row: BookingJoined, userId: string): Party | null {
  const party = partyOf(row, userId);
  return party === "seer" && !seerMayKnow(row) ? null : party;
}

export const modeOf = (row: BookingJoined): BookingMode =>
  row.mode === "in_person" ? "in_person" : "online";

/**
 * The session's place as the Seer's listing says it now: online, the built-in room (its page's
 * path, which `videoLink` makes absolute for emails and calendars) or the Seer's link; in person,
 * the address.
 */
export function sessionPlace(row: BookingJoined): BookingPlace {
  if (modeOf(row) === "in_person") {
    return { video: null, video_url: null, address: row.place_address };
  }
  return videoChoice(row.place_video) === "room"
    ? { video: "room", video_url: roomPath(row.id), address: null }
    : { video: "link", video_url: row.place_video_url, address: null };
}

/** The link to join an online session from outside the site: the room's page under `bookingPage`. */
export function videoLink(place: BookingPlace, bookingPage: string): string | null {
  return place.video === "room" ? `${bookingPage}/room` : place.video_url;
}

/**
 * The place for `viewer`: the two parties read it once the session is accepted (and after it took
 * place); a request, a closed booking and anyone else (a superuser looking on) read null.
 */
export function placeFor(
  row: BookingJoined,
  status: BookingStatus,
  viewer: Party | null,
): BookingPlace | null {
  if (viewer === null || (status !== "accepted" && status !== "completed")) return null;
  // A reading is always held in the built-in room, whatever the listing's video choice.
  if (isReading(row)) return { video: "room", video_url: roomPath(row.id), address: null };
  return sessionPlace(row);
}

/** Honest and short: no payment is taken online, so a late cancellation is between the two. */
const LATE_CANCELLATION_TERMS = `Cancelled less than ${FREE_CANCELLATION_HOURS} hours before the start: the Seer may ask you to pay for the session.`;
/** Paid by card: the terms shown before paying said a late cancellation is not refunded. */
const LATE_CANCELLATION_PAID_TERMS = `Cancelled less than ${FREE_CANCELLATION_HOURS} hours before the start: the payment is not refunded.`;

/** The booking as `viewer` (one of its parties, or null for an admin looking on) reads it at `now`. */
export function toBookingPublic(
  row: BookingJoined,
  now: Date,
  viewer: Party | null,
): BookingPublic {
  const status = currentStatus(row, now);
  const lateBySeeker =
    status === "cancelled" &&
    row.cancelled_by === "seeker" &&
    // Only an accepted session (its invitation sent, so SEQUENCE > 0) can cost anything.
    row.ics_sequence > 0 &&
    row.status === "cancelled" &&
    !isFreeCancellation("seeker", startOf(row), new Date(readTimestamp(row.updated_at)));
  return {
    id: row.id,
    kind: isReading(row) ? "reading" : "session",
    coach_slug: row.coach_slug,
    seer_name: row.seer_name,
    seeker_name: seekerName(row),
    start: startOf(row).toISOString(),
    end: endOf(row).toISOString(),
    hours: row.hours,
    mode: modeOf(row),
    place: placeFor(row, status, viewer),
    hourly_rate: row.hourly_rate_cents / 100,
    total_cents: row.total_cents,
    currency: row.currency,
    status,
    expires_at: readTimestamp(row.expires_at),
    note: row.note,
    cancelled_by:
      row.cancelled_by === "seeker" || row.cancelled_by === "seer" ? row.cancelled_by : null,
    reason: row.reason,
    cancellation_terms: lateBySeeker
      ? row.payment_id
        ? LATE_CANCELLATION_PAID_TERMS
        : LATE_CANCELLATION_TERMS
      : null,
    created_at: readTimestamp(row.created_at),
    actions: partyLeft(row)
      ? []
      : isReading(row)
        ? readingActions(status, viewer)
        : withNoShowActions(allowedActions(status, viewer, { now, end: endOf(row) }), row, {
            status,
            viewer,
            now,
            start: startOf(row),
            end: endOf(row),
          }),
    payment: bookingPaymentFor(row, viewer),
    no_show: noShowOf(row),
    reschedule: openRescheduleOf(row, status, now),
    reading: readingOf(row),
  };
}
