/**
 * The emails a booking's changes cause, written to the outbox in the same transaction as the change
 * (lib/outbox/enqueue.ts). Times are shown in each reader's terms: the Seer's zone, and UTC.
 */
import "server-only";
import { DateTime } from "luxon";
import { BRAND_NAME } from "@/lib/brand";
import { type EmailMessage, renderEmail } from "@/lib/email/layout";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { bookingInvitation } from "./ics";
import { type BookingJoined, bookingUrl, type Db, endOf, seekerName, startOf } from "./rows";
import {
  EXPIRY_BEFORE_START_HOURS,
  FREE_CANCELLATION_HOURS,
  REMINDER_BEFORE_START_HOURS,
  REQUEST_TTL_HOURS,
} from "./status";

export type BookingEvent =
  | "requested"
  | "accepted"
  | "declined"
  | "expired"
  | "cancelled"
  | "reminder";

const money = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, "")}`;
/** "1 hour", "48 hours": the rules' own numbers, so the emails cannot drift from them. */
const hours = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "unit", unit: "hour", unitDisplay: "long" }).format(n);

function when(row: BookingJoined): string {
  const zone = row.seer_timezone ?? "UTC";
  const start = DateTime.fromJSDate(startOf(row), { zone });
  const end = DateTime.fromJSDate(endOf(row), { zone });
  return `${start.toFormat("cccc d LLLL yyyy, HH:mm")}–${end.toFormat("HH:mm")} (${zone}; ${startOf(row).toISOString().slice(0, 16).replace("T", " ")} UTC)`;
}

type Role = "seeker" | "seer";

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
  const url = bookingUrl(base, row.id);
  const seeker = seekerName(row);
  const action = { label: "View the booking", url };
  const session = `${row.hours}-hour session, ${when(row)}`;
  const total = `Total ${money(row.total_cents)}, paid to the Seer at the session (nothing is charged online).`;
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
      content: bookingInvitation(row, url, ical),
      filename: ical === "CANCEL" ? "cancel.ics" : "invite.ics",
    };
    // One message per booking, event and party, however often the change is retried.
    await enqueueEmail(db, invite ? { ...email, icalEvent: invite } : email, {
      kind: `booking.${event}`,
      dedupeKey: `booking:${row.id}:${event}:${role}`,
    });
  };
  switch (event) {
    case "requested":
      return send("seer", {
        subject: `${BRAND_NAME} - New booking request from ${seeker}`,
        heading: "A seeker asks for a session",
        paragraphs: [
          `${seeker} asks for a ${session}.`,
          total,
          `Accept or decline it before it expires; an unanswered request expires ${hours(REQUEST_TTL_HOURS)} after it was made, or ${hours(EXPIRY_BEFORE_START_HOURS)} before the start if that is sooner.`,
        ],
        quote: row.note,
      });
    case "accepted":
      return send(
        "seeker",
        {
          subject: `${BRAND_NAME} - ${row.seer_name} accepted your booking`,
          heading: "Your session is booked",
          paragraphs: [
            `${row.seer_name} accepted your ${session}.`,
            total,
            `Cancelling is free up to ${hours(FREE_CANCELLATION_HOURS)} before the start. The invitation is attached for your calendar.`,
          ],
        },
        "REQUEST",
      );
    case "declined":
      return send("seeker", {
        subject: `${BRAND_NAME} - ${row.seer_name} declined your booking`,
        heading: "Your request was declined",
        paragraphs: [`${row.seer_name} cannot take your ${session}. Nothing is owed.`],
        quote: row.reason,
      });
    case "expired":
      return send("seeker", {
        subject: `${BRAND_NAME} - Your booking request expired`,
        heading: "Your request expired",
        paragraphs: [
          `${row.seer_name} did not answer your request for a ${session} in time. Nothing is owed; you can ask for another time.`,
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
            paragraphs: [`${by} cancelled the ${session}.`],
            quote: row.reason,
          },
          // A request never reached a calendar; an accepted session's invitation is withdrawn.
          row.ics_sequence > 0 ? "CANCEL" : undefined,
        );
      }
      return;
    }
    case "reminder":
      for (const role of ["seeker", "seer"] as const) {
        await send(role, {
          subject: `${BRAND_NAME} - Your session is tomorrow`,
          heading: `Your session is in ${hours(REMINDER_BEFORE_START_HOURS)}`,
          paragraphs: [
            `A reminder of the ${session} between ${seeker} and ${row.seer_name}.`,
            total,
          ],
        });
      }
      return;
  }
}
