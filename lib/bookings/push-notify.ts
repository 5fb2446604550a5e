/**
 * The pushes a booking's changes cause (issue 39), written beside their emails in the same
 * transaction: to a Seer, a request and a seeker's cancellation; to a seeker, an acceptance, a
 * decline, a proposed new time and the reminder; an incoming reading rings its Seer. Each names the
 * other person by first name and opens the booking's page; no email address, price or place.
 */
import "server-only";
import { enqueuePush, type PushMessage } from "@/lib/push/enqueue";
import { splitFullName } from "@/lib/users/names";
import type { BookingJoined, Db } from "./rows";
import type { BookingEvent } from "./status";

type Role = "seeker" | "seer";

const firstWord = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || null;

/** The seeker's first name as the Seer reads it, never their email. */
export const seekerFirstName = (row: BookingJoined) =>
  row.seeker_firstname?.trim() || splitFullName(row.seeker_full_name).firstname || "A seeker";

/** The Seer by the first word of the name they practise under. */
export const seerFirstName = (row: BookingJoined) => firstWord(row.seer_name) ?? "Your Seer";

const bookingPath = (row: BookingJoined) => `/bookings/${row.id}`;

/** Who hears of which event, and what they read. */
function messageFor(row: BookingJoined, event: BookingEvent): [Role, PushMessage] | null {
  const url = bookingPath(row);
  const seeker = seekerFirstName(row);
  const seer = seerFirstName(row);
  switch (event) {
    case "requested":
      return [
        "seer",
        {
          title: "New booking request",
          body: `${seeker} asks for a session. Accept or decline it.`,
          url,
        },
      ];
    case "cancelled":
      return row.cancelled_by === "seer"
        ? null
        : ["seer", { title: "Session cancelled", body: `${seeker} cancelled the session.`, url }];
    case "accepted":
      return [
        "seeker",
        { title: "Your session is booked", body: `${seer} accepted your request.`, url },
      ];
    case "declined":
      return ["seeker", { title: "Request declined", body: `${seer} declined your request.`, url }];
    case "reminder":
      return [
        "seeker",
        { title: "Your session is tomorrow", body: `A reminder: you meet ${seer} tomorrow.`, url },
      ];
    default:
      return null;
  }
}

/** The push of `event`, to whichever of `recipients` it is for. */
export async function enqueueBookingPush(
  db: Db,
  row: BookingJoined,
  event: BookingEvent,
  recipients: readonly Role[],
): Promise<void> {
  const found = messageFor(row, event);
  if (!found) return;
  const [role, message] = found;
  if (!recipients.includes(role)) return;
  const occurrence = event === "reminder" ? `${event}:${row.ics_sequence}` : event;
  await enqueuePush(db, role === "seer" ? row.seer_id : row.seeker_id, message, {
    kind: `push.booking.${event}`,
    dedupeKey: `booking:${row.id}:${occurrence}`,
  });
}

/** The Seer proposed a new time: the seeker hears of it. */
export async function enqueueProposedTimePush(
  db: Db,
  row: BookingJoined,
  by: Role,
  proposalId: string,
): Promise<void> {
  if (by !== "seer") return;
  await enqueuePush(
    db,
    row.seeker_id,
    {
      title: "A new time is proposed",
      body: `${seerFirstName(row)} asks to move your session. Accept or decline it.`,
      url: bookingPath(row),
    },
    { kind: "push.booking.reschedule", dedupeKey: `reschedule:${proposalId}:proposed` },
  );
}

/** A reading rings its Seer: worth waking the phone for, and only for a minute. */
export async function enqueueRingPush(db: Db, row: BookingJoined): Promise<void> {
  await enqueuePush(
    db,
    row.seer_id,
    {
      title: "Incoming reading",
      body: `${seekerFirstName(row)} wants a reading now. Answer it.`,
      url: bookingPath(row),
    },
    { kind: "push.reading.ring", dedupeKey: `booking:${row.id}:ring`, ring: true },
  );
}
