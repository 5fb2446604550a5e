/**
 * The emails a booking's changes cause, written to the outbox in the same transaction as the change
 * (lib/outbox/enqueue.ts). Each states times in its reader's zone first, the other party's second
 * (lib/bookings/reader-times.ts).
 */
import "server-only";
import { BRAND_NAME } from "@/lib/brand";
import { enqueueCalendarWrite } from "@/lib/calendars/write-enqueue";
import { readTimestamp } from "@/lib/db/values";
import { type EmailMessage, renderEmail } from "@/lib/email/layout";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import {
  HOLD_RELEASED_LINE,
  type MoneyMoment,
  PAID_CANCELLATION_LINE,
  paidTotalLine,
} from "@/lib/payments/email-lines";
import { bookingInvitation } from "./ics";
import { JOIN_OPENS_BEFORE_START_MINUTES, mapLink } from "./place";
import { enqueueBookingPush } from "./push-notify";
import { momentFor, readerOf, sessionTimesFor } from "./reader-times";
import {
  type BookingJoined,
  bookingUrl,
  type Db,
  modeOf,
  seekerName,
  sessionPlace,
  videoLink,
} from "./rows";
import {
  type BookingEvent,
  EXPIRY_BEFORE_START_HOURS,
  FREE_CANCELLATION_HOURS,
  REMINDER_BEFORE_START_HOURS,
  REQUEST_TTL_HOURS,
} from "./status";

export type { BookingEvent } from "./status";

const money = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, "")}`;
/** "1 hour", "48 hours": the rules' own numbers, so the emails cannot drift from them. */
const hours = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "unit", unit: "hour", unitDisplay: "long" }).format(n);

/** The rule by which a request runs out, in the rules' own numbers. */
const EXPIRY_RULE = `an unanswered request expires ${hours(REQUEST_TTL_HOURS)} after it was made, or ${hours(EXPIRY_BEFORE_START_HOURS)} before the start if that is sooner`;

type Role = "seeker" | "seer";

/** The changes that put a session into the Seer's calendar, move it, or take it out. */
const CALENDAR_NEWS: ReadonlySet<BookingEvent> = new Set([
  "accepted",
  "declined",
  "expired",
  "cancelled",
  "updated",
]);

/** Where an accepted session happens, as its emails (to its two parties only) say it. */
function placeMessage(row: BookingJoined, url: string): Pick<EmailMessage, "paragraphs" | "links"> {
  const place = sessionPlace(row);
  const link = videoLink(place, url);
  const later = (what: string) =>
    `${what} will be on the booking's page as soon as ${row.seer_name} adds it.`;
  if (modeOf(row) === "online") {
    return link
      ? {
          paragraphs: [
            `Online: join the video session from ${JOIN_OPENS_BEFORE_START_MINUTES} minutes before the start.`,
          ],
          links: [{ label: "Video session", url: link }],
        }
      : { paragraphs: [`Online: ${later("the video link")}`] };
  }
  return place.address
    ? {
        paragraphs: [`In person, at ${place.address}.`],
        links: [{ label: "Map", url: mapLink(place.address) }],
      }
    : { paragraphs: [`In person: ${later("the address")}`] };
}

/**
 * Enqueues the emails of `event` for a booking row as it is after the change (links under `base`),
 * to those of its readers that are among `recipients` (an account that closes tells only the other side).
 */
export async function enqueueBookingEmails(
  db: Db,
  row: BookingJoined,
  event: BookingEvent,
  base: string,
  recipients: readonly Role[] = ["seeker", "seer"],
): Promise<void> {
  // The Seer's own calendar follows every change of an accepted session (lib/calendars).
  if (CALENDAR_NEWS.has(event)) {
    await enqueueCalendarWrite(db, row.seer_id, { kind: "booking", id: row.id });
  }
  // The phone hears of it too, with the same rules (lib/bookings/push-notify.ts).
  await enqueueBookingPush(db, row, event, recipients);
  const url = bookingUrl(base, row.id);
  const seeker = seekerName(row);
  const action = { label: "View the booking", url };
  /** "1-hour session, Tuesday, March 2, 2027, 11:00 AM – 12:00 PM (America/New_York); for …" */
  const session = (role: Role) =>
    `${row.hours}-hour session, ${sessionTimesFor(row, readerOf(row, role))}`;
  /** When an unanswered request runs out, for `role`. */
  const deadline = (role: Role) =>
    momentFor(new Date(readTimestamp(row.expires_at)), readerOf(row, role));
  const unpaidTotal = `Total ${money(row.total_cents)}, paid to the Seer at the session (nothing is charged online).`;
  /** The money line: paid to the Seer at the session, or by card (lib/payments). */
  const total = (role: Role, moment: MoneyMoment) =>
    row.payment_id ? paidTotalLine(row, role, moment) : unpaidTotal;
  /** A request that ends without a session owes nothing, and a card hold goes. */
  const nothingOwed = row.payment_id ? HOLD_RELEASED_LINE : "Nothing is owed.";
  const send = async (
    role: Role,
    message: Omit<EmailMessage, "action" | "to">,
    ical?: "REQUEST" | "CANCEL",
  ) => {
    const to = role === "seer" ? row.seer_email : row.seeker_email;
    // A sample coach has no Seer to write to, nor has an account that closed.
    if (!to || !recipients.includes(role)) return;
    const email = renderEmail({ ...message, to, action });
    const invite = ical && {
      method: ical,
      content: bookingInvitation(row, url, ical, readerOf(row, role)),
      filename: ical === "CANCEL" ? "cancel.ics" : "invite.ics",
    };
    // One message per booking, event and party, however often the change is retried (an
    // update once per SEQUENCE: each change of place is news; so is a reminder of a session
    // moved to a new time, lib/bookings/reschedule.ts).
    const perSequence = event === "updated" || (event === "reminder" && row.ics_sequence > 0);
    const occurrence = perSequence ? `${event}:${row.ics_sequence}` : event;
    await enqueueEmail(db, invite ? { ...email, icalEvent: invite } : email, {
      kind: `booking.${event}`,
      dedupeKey: `booking:${row.id}:${occurrence}:${role}`,
    });
  };
  switch (event) {
    case "requested":
      await send("seer", {
        subject: `${BRAND_NAME} - New booking request from ${seeker}`,
        heading: "A seeker asks for a session",
        paragraphs: [
          `${seeker} asks for a ${session("seer")}.`,
          modeOf(row) === "online" ? "The session is online." : "The session is in person.",
          total("seer", "requested"),
          `Accept or decline it by ${deadline("seer")}: ${EXPIRY_RULE}.`,
        ],
        quote: row.note,
      });
      // The seeker hears at once that the request arrived, and what happens next.
      return send("seeker", {
        subject: `${BRAND_NAME} - Your request to ${row.seer_name} was received`,
        heading: "Request received",
        paragraphs: [
          `You asked ${row.seer_name} for a ${session("seeker")}.`,
          `What happens next: ${row.seer_name} accepts or declines your request by ${deadline("seeker")}, and we email you either way. Without an answer by then, the request expires and nothing is owed.`,
          total("seeker", "requested"),
        ],
        quote: row.note,
      });
    case "accepted": {
      const place = placeMessage(row, url);
      return send(
        "seeker",
        {
          subject: `${BRAND_NAME} - ${row.seer_name} accepted your booking`,
          heading: "Your session is booked",
          paragraphs: [
            `${row.seer_name} accepted your ${session("seeker")}.`,
            ...place.paragraphs,
            total("seeker", "accepted"),
            row.payment_id
              ? PAID_CANCELLATION_LINE
              : `Cancelling is free up to ${hours(FREE_CANCELLATION_HOURS)} before the start. The invitation is attached for your calendar.`,
          ],
          links: place.links,
        },
        "REQUEST",
      );
    }
    case "declined":
      return send("seeker", {
        subject: `${BRAND_NAME} - ${row.seer_name} declined your booking`,
        heading: "Your request was declined",
        paragraphs: [`${row.seer_name} cannot take your ${session("seeker")}. ${nothingOwed}`],
        quote: row.reason,
      });
    case "expired":
      return send("seeker", {
        subject: `${BRAND_NAME} - Your booking request expired`,
        heading: "Your request expired",
        paragraphs: [
          `Your request to ${row.seer_name} for a ${session("seeker")} was not answered in time. ${row.payment_id ? `${HOLD_RELEASED_LINE} You can` : "Nothing is owed; you can"} ask for another time.`,
        ],
      });
    case "cancelled": {
      const by = row.cancelled_by === "seer" ? row.seer_name : seeker;
      for (const role of ["seeker", "seer"] as const) {
        await send(
          role,
          {
            subject: `${BRAND_NAME} - Booking cancelled by ${by}`,
            heading: "The session is cancelled",
            paragraphs: [`${by} cancelled the ${session(role)}.`],
            quote: row.reason,
          },
          // A request never reached a calendar; an accepted session's invitation is withdrawn.
          row.ics_sequence > 0 ? "CANCEL" : undefined,
        );
      }
      return;
    }
    case "reminder": {
      const place = placeMessage(row, url);
      for (const role of ["seeker", "seer"] as const) {
        await send(role, {
          subject: `${BRAND_NAME} - Your session is tomorrow`,
          heading: `Your session is in ${hours(REMINDER_BEFORE_START_HOURS)}`,
          paragraphs: [
            `A reminder: ${seeker} and ${row.seer_name} meet for a ${session(role)}.`,
            ...place.paragraphs,
            total(role, "reminder"),
          ],
          links: place.links,
        });
      }
      return;
    }
    case "updated": {
      const place = placeMessage(row, url);
      const what = modeOf(row) === "online" ? "video link" : "address";
      for (const role of ["seeker", "seer"] as const) {
        await send(
          role,
          {
            subject: `${BRAND_NAME} - New ${what} for your session`,
            heading: `A new ${what} for your session`,
            paragraphs: [
              `${row.seer_name} changed the ${what} of the ${session(role)} between ${seeker} and ${row.seer_name}.`,
              ...place.paragraphs,
              "The updated invitation is attached for your calendar.",
            ],
            links: place.links,
          },
          "REQUEST",
        );
      }
      return;
    }
  }
}
