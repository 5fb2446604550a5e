/**
 * A booking's events as lines of its two people's conversation, written in the transaction that
 * changes the booking, so the thread is the whole story between them. The time is the Seer's, as
 * their page and the emails give it.
 */
import "server-only";
import { DateTime } from "luxon";
import { type BookingJoined, type Db, endOf, seekerName, startOf } from "@/lib/bookings/rows";
import { appendLine, openConversation, type Role } from "./writes";

export type BookingLineEvent =
  | "requested"
  | "accepted"
  | "declined"
  | "cancelled"
  | "completed"
  | "expired";

function when(row: BookingJoined): string {
  const zone = row.seer_timezone ?? "UTC";
  const start = DateTime.fromJSDate(startOf(row), { zone });
  const end = DateTime.fromJSDate(endOf(row), { zone });
  return `${start.toFormat("ccc d LLL yyyy, HH:mm")}–${end.toFormat("HH:mm")} (${zone})`;
}

const quoted = (text: string | null) => (text?.trim() ? `: “${text.trim()}”` : ".");

function lineOf(row: BookingJoined, event: BookingLineEvent): string {
  const seeker = seekerName(row);
  const session = `${row.hours}-hour session on ${when(row)}`;
  switch (event) {
    case "requested":
      return `${seeker} asked for a ${session}${quoted(row.note)}`;
    case "accepted":
      return `${row.seer_name} accepted the ${session}.`;
    case "declined":
      return `${row.seer_name} declined the ${session}${quoted(row.reason)}`;
    case "cancelled": {
      const who = row.cancelled_by === "seer" ? row.seer_name : seeker;
      return `${who} cancelled the ${session}${quoted(row.reason)}`;
    }
    case "completed":
      return `The ${session} is completed.`;
    case "expired":
      return `The request for a ${session} expired without an answer.`;
  }
}

/**
 * Writes `event` of `row` (as it is after the change) into its people's conversation, opening it
 * if needed; `by` is the party whose doing it was (null: time's). The booking's own live hint
 * (published by lib/bookings once the change commits) tells both people's pages to refetch.
 */
export async function recordBookingEvent(
  db: Db,
  change: { row: BookingJoined; event: BookingLineEvent; by: Role | null },
  at: Date,
): Promise<void> {
  const { row, event, by } = change;
  // A sample coach has nobody behind it (and takes no bookings); a Seer's own booking has no pair;
  // a side that closed their account has left the conversation.
  if (!row.seer_id || !row.seeker_id || row.seer_id === row.seeker_id) return;
  const conversationId = await openConversation(
    db,
    { seekerId: row.seeker_id, seerId: row.seer_id },
    at,
  );
  await appendLine(
    db,
    {
      conversationId,
      kind: "system",
      senderRole: by,
      senderId: null,
      body: lineOf(row, event),
      bookingId: row.id,
    },
    at,
  );
}
