/**
 * The emails an event's changes cause, written to the outbox in the changing transaction. Each
 * states the time in its reader's own zone; the private link or address goes only to the seated,
 * and not to one the host has blocked.
 */
import "server-only";
import { mapLink } from "@/lib/bookings/place";
import { sessionSpanIn } from "@/lib/bookings/reader-times";
import { BRAND_NAME } from "@/lib/brand";
import { hasBlocked } from "@/lib/conversations/limits";
import { type EmailMessage, renderEmail } from "@/lib/email/layout";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";
import { displayName } from "@/lib/users/names";
import { type Attendee, seatInvitation } from "./ics";
import { OFFER_HOURS, REFUND_BEFORE_START_HOURS, seatTerms } from "./paid-seats";
import {
  type Db,
  type EventJoined,
  endOfEvent,
  eventUrl,
  startOfEvent,
  withoutPrivatePlace,
} from "./rows";

export type SeatEvent =
  /** A seat taken at once. */
  | "seated"
  | "waitlisted"
  /** A freed seat given to the first person waiting. */
  | "promoted"
  /** A freed paid seat offered to the first person waiting, theirs once paid. */
  | "offered"
  /** The attendee gave their seat (or waitlist place) back. */
  | "given_back"
  /** The host changed the event: an updated invitation. */
  | "updated"
  | "cancelled"
  | "reminder";

/** A seat; `user_id` null once its person closed their account (nobody left to write to). */
type SeatRef = { id: string; user_id: string | null; status: string };

/** A seat's person as an email addresses them: name, address and time zone. */
export type SeatReader = Omit<Attendee, "seatId">;

/** The person `userId` as an email's reader; undefined when they closed their account. */
export async function seatReader(db: Db, userId: string): Promise<SeatReader | undefined> {
  const user = await db
    .selectFrom("user")
    .select(["email", "full_name", "firstname", "lastname", "timezone"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    name: displayName(user),
    email: user.email,
    zone: user.timezone ?? FALLBACK_TIME_ZONE,
  };
}

/** The person behind a seat, as an email's reader; null when they closed their account. */
async function attendeeOf(db: Db, seat: SeatRef): Promise<Attendee | null> {
  if (seat.user_id === null) return null;
  const reader = await seatReader(db, seat.user_id);
  return reader ? { seatId: seat.id, ...reader } : null;
}

function placeLines(row: EventJoined): Pick<EmailMessage, "paragraphs" | "links"> {
  if (row.mode === "online") {
    return row.video_url
      ? {
          paragraphs: ["Online: join with the link below."],
          links: [{ label: "Join", url: row.video_url }],
        }
      : { paragraphs: ["Online."] };
  }
  return row.address
    ? {
        paragraphs: [`In person, at ${row.address}.`],
        links: [{ label: "Map", url: mapLink(row.address) }],
      }
    : { paragraphs: [`In person, in ${row.city}.`] };
}

/**
 * What a caller may already know, read in its own transaction: whether the host has blocked the
 * seat's person, and that person as a reader. A crowd taking seats waits in line for each query
 * the turn makes (lib/events/seats.ts), so none is made twice.
 */
type Known = { blocked?: boolean; reader?: SeatReader };

/** Enqueues the email of `event` to the seat's person (`position`: their place on the waitlist). */
export async function enqueueSeatEmail(
  db: Db,
  stored: EventJoined,
  seat: SeatRef,
  event: SeatEvent,
  base: string,
  extra: { position?: number; refund?: "full" | "none" } & Known = {},
): Promise<void> {
  // A seat taken before the host blocked its person stands, but the private place is not sent.
  const blocked =
    extra.blocked ?? (await hasBlocked(db, { blockerId: stored.host_id, blockedId: seat.user_id }));
  const row = blocked ? withoutPrivatePlace(stored) : stored;
  const url = eventUrl(base, row.slug);
  const who = extra.reader ? { seatId: seat.id, ...extra.reader } : await attendeeOf(db, seat);
  if (!who) return;
  const when = sessionSpanIn({ start: startOfEvent(row), end: endOfEvent(row) }, who.zone);
  const action = { label: "View the event", url };
  const send = async (
    message: Omit<EmailMessage, "action" | "to">,
    ical?: "REQUEST" | "CANCEL",
    sequence = row.ics_sequence,
  ) => {
    const email = renderEmail({ ...message, to: who.email, action });
    const invite = ical && {
      method: ical,
      content: seatInvitation(row, who, url, ical, sequence),
      filename: ical === "CANCEL" ? "cancel.ics" : "invite.ics",
    };
    await enqueueEmail(db, invite ? { ...email, icalEvent: invite } : email, {
      kind: `event.${event}`,
      // One per seat and change: an edit once per SEQUENCE.
      dedupeKey: `event-seat:${seat.id}:${event}:${event === "updated" || event === "reminder" ? row.ics_sequence : 0}`,
    });
  };
  const place = placeLines(row);
  switch (event) {
    case "seated":
    case "promoted":
      return send(
        {
          subject: `${BRAND_NAME} - Your seat at ${row.title}`,
          heading: event === "promoted" ? "A seat opened up: it is yours" : "You have a seat",
          paragraphs: [
            `${row.title}, hosted by ${row.host_name}: ${when}.`,
            ...place.paragraphs,
            "The invitation is attached for your calendar. If you can't come, give your seat back from the event's page so the next person can have it.",
          ],
          links: place.links,
        },
        "REQUEST",
      );
    case "offered":
      return send({
        subject: `${BRAND_NAME} - A seat opened up at ${row.title}`,
        heading: "A seat opened up: it is held for you",
        paragraphs: [
          `${row.title}, hosted by ${row.host_name}: ${when}.`,
          `The seat is held for you for ${OFFER_HOURS} hours: open the event's page and pay to take it. After that, it goes to the next person waiting.`,
          seatTerms(),
        ],
      });
    case "waitlisted":
      return send({
        subject: `${BRAND_NAME} - You are on the waitlist for ${row.title}`,
        heading: "You are on the waitlist",
        paragraphs: [
          `${row.title}, hosted by ${row.host_name}: ${when}.`,
          `Every seat is taken. You are number ${extra.position ?? 1} on the waitlist: when a seat is given back, it goes to the first person waiting, and we email you at once.`,
        ],
      });
    case "given_back":
      return send(
        {
          subject: `${BRAND_NAME} - You gave back your place at ${row.title}`,
          heading: "Your place is given back",
          paragraphs: [
            `You no longer have a place at ${row.title} (${when}).`,
            ...(extra.refund === "full" ? ["Your payment is refunded in full."] : []),
            ...(extra.refund === "none"
              ? [
                  `It was given back less than ${REFUND_BEFORE_START_HOURS} hours before the start: the payment is not refunded.`,
                ]
              : []),
          ],
        },
        seat.status === "seated" ? "CANCEL" : undefined,
        row.ics_sequence + 1,
      );
    case "updated":
      return send(
        {
          subject: `${BRAND_NAME} - ${row.title} has changed`,
          heading: "The event has changed",
          paragraphs: [
            `${row.host_name} changed ${row.title}. It is now: ${when}.`,
            ...place.paragraphs,
            "The updated invitation is attached for your calendar.",
          ],
          links: place.links,
        },
        "REQUEST",
      );
    case "cancelled":
      return send(
        {
          subject: `${BRAND_NAME} - ${row.title} is cancelled`,
          heading: "The event is cancelled",
          paragraphs: [`${row.host_name} cancelled ${row.title} (${when}).`],
        },
        seat.status === "seated" ? "CANCEL" : undefined,
      );
    case "reminder":
      return send({
        subject: `${BRAND_NAME} - ${row.title} is tomorrow`,
        heading: "Your event is in 24 hours",
        paragraphs: [
          `A reminder: ${row.title}, hosted by ${row.host_name}: ${when}.`,
          ...place.paragraphs,
        ],
        links: place.links,
      });
  }
}

/** The host's own message to everyone seated ("Email attendees"). */
export async function enqueueHostMessage(
  db: Db,
  row: EventJoined,
  seats: SeatRef[],
  message: { id: string; subject: string; body: string },
  base: string,
): Promise<void> {
  for (const seat of seats) {
    const who = await attendeeOf(db, seat);
    if (!who) continue;
    const email = renderEmail({
      to: who.email,
      subject: `${BRAND_NAME} - ${row.title}: ${message.subject}`,
      heading: message.subject,
      paragraphs: [`${row.host_name}, who hosts ${row.title}, writes to everyone with a seat:`],
      quote: message.body,
      action: { label: "View the event", url: eventUrl(base, row.slug) },
    });
    await enqueueEmail(db, email, {
      kind: "event.message",
      dedupeKey: `event-message:${message.id}:${seat.id}`,
    });
  }
}
