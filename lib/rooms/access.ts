/**
 * Who may enter a booking's room, and when: its two parties only (anyone else reads the 404 of a
 * booking they cannot see, superusers included: nobody looks on; so does the Seer of a request
 * that is still the seeker's alone), while the session is accepted, online and held in the
 * built-in room, from 15 minutes before the start until 30 minutes after the end. A cancelled
 * session's room closes at once. A reading's room is open while it is accepted, whatever the
 * listing's video choice and with no time window; it closes when the reading ends.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { JOIN_OPENS_BEFORE_START_MINUTES, joinOpensAt, roomClosesAt } from "@/lib/bookings/place";
import {
  type BookingJoined,
  bookingQuery,
  currentStatus,
  endOf,
  knownPartyOf,
  modeOf,
  seekerName,
  sessionPlace,
  startOf,
} from "@/lib/bookings/rows";
import type { Party } from "@/lib/bookings/status";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { DROP_GRACE_SECONDS, JOIN_WITHIN_MINUTES } from "@/lib/readings/rules";

export type Room = {
  booking: BookingJoined;
  party: Party;
  /** The other party's account (null once they closed it: nobody will join then). */
  peerId: string | null;
  peerName: string;
  opensAt: Date;
  closesAt: Date;
};

/** The room of booking `id` for `userId`, or the error that says why they cannot be in it now. */
export async function requireOpenRoom(userId: string, id: string): Promise<Room> {
  const booking = await bookingQuery(getDb()).where("booking.id", "=", id).executeTakeFirst();
  const party = booking ? knownPartyOf(booking, userId) : null;
  if (!booking || !party) throw errors.bookingNotFound();
  const at = now();
  const status = currentStatus(booking, at);
  if (booking.kind === "reading") return readingRoom(booking, party, status);
  if (status === "requested") throw errors.roomNotAccepted();
  if (status !== "accepted") throw errors.roomClosed();
  if (modeOf(booking) === "in_person") throw errors.roomInPerson();
  if (sessionPlace(booking).video !== "room") throw errors.roomOwnLink();
  const opensAt = new Date(joinOpensAt(startOf(booking)));
  const closesAt = new Date(roomClosesAt(endOf(booking)));
  if (at < opensAt) {
    throw errors.roomNotOpenYet(opensAt.toISOString(), JOIN_OPENS_BEFORE_START_MINUTES);
  }
  if (at >= closesAt) throw errors.roomClosed();
  return {
    booking,
    party,
    peerId: party === "seer" ? booking.seeker_id : booking.seer_id,
    peerName: party === "seer" ? seekerName(booking) : booking.seer_name,
    opensAt,
    closesAt,
  };
}

/**
 * A reading's room: open from its acceptance until it ends. `closesAt` is the latest it could end
 * (5 minutes to meet, the maximum, a little grace): the room's credentials last no longer.
 */
function readingRoom(booking: BookingJoined, party: Party, status: string): Room {
  if (status === "ringing" || status === "awaiting_payment") throw errors.roomNotAccepted();
  if (status !== "accepted") throw errors.roomClosed();
  const opensAt = new Date(readTimestamp(booking.reading_accepted_at ?? booking.updated_at));
  const longest =
    (JOIN_WITHIN_MINUTES + (booking.reading_max_minutes ?? 0)) * 60_000 + DROP_GRACE_SECONDS * 1000;
  return {
    booking,
    party,
    peerId: party === "seer" ? booking.seeker_id : booking.seer_id,
    peerName: party === "seer" ? seekerName(booking) : booking.seer_name,
    opensAt,
    closesAt: new Date(opensAt.getTime() + longest),
  };
}
