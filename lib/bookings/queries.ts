/** Reading bookings: one for its parties (or a superuser), and a party's list. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import {
  type BookingJoined,
  bookingQuery,
  currentStatus,
  knownPartyOf,
  partyOf,
  toBookingPublic,
} from "./rows";
import type { BookingPublic } from "./schema";
import type { BookingStatus } from "./status";

/**
 * The booking if `user` is one of its parties or a superuser looking on; anyone else gets the 404
 * a stranger would, and so does its Seer while it is the seeker's alone (rows.ts seerMayKnow).
 */
export async function requireBookingFor(
  user: { id: string; is_superuser: boolean },
  id: string,
): Promise<BookingJoined> {
  const row = await bookingQuery(getDb()).where("booking.id", "=", id).executeTakeFirst();
  if (!row) throw errors.bookingNotFound();
  if (knownPartyOf(row, user.id)) return row;
  // A superuser who is its Seer reads it as its Seer, so not before the Seer may.
  if (user.is_superuser && partyOf(row, user.id) === null) return row;
  throw errors.bookingNotFound();
}

/**
 * What a Seer's lists hold: every booking, but one paid by card only once its card was held in
 * time (before that, and if it never was, it is the seeker's alone: rows.ts seerMayKnow).
 */
function seersOwn<Q extends ReturnType<typeof bookingQuery>>(query: Q): Q {
  return query.where((eb) =>
    eb.or([eb("payment.id", "is", null), eb("payment.paid_at", "is not", null)]),
  ) as Q;
}

export async function listBookingsFor(args: {
  userId: string;
  as: "seeker" | "seer";
  status?: BookingStatus;
  skip: number;
  limit: number;
}): Promise<{ data: BookingPublic[]; count: number }> {
  const at = now();
  let query = bookingQuery(getDb());
  query =
    args.as === "seer"
      ? seersOwn(query.where("listing.owner_id", "=", args.userId))
      : query.where("booking.seeker_id", "=", args.userId);
  // Statuses are settled by time in memory, so the filter applies after settling (one party's
  // bookings are few; the sweep keeps stored statuses current within seconds anyway).
  const rows = (await query.orderBy("booking.start_at", "desc").execute()).filter(
    (row) => !args.status || currentStatus(row, at) === args.status,
  );
  return {
    data: rows
      .slice(args.skip, args.skip + args.limit)
      .map((row) => toBookingPublic(row, at, args.as)),
    count: rows.length,
  };
}

/**
 * A party's bookings still ahead, soonest first: requests waiting for the Seer and confirmed
 * sessions that have not ended (the dashboard's lists). Statuses are settled by time, as above.
 */
export async function listUpcomingBookingsFor(args: {
  userId: string;
  as: "seeker" | "seer";
}): Promise<BookingPublic[]> {
  const at = now();
  let query = bookingQuery(getDb())
    .where("booking.status", "in", ["requested", "accepted"])
    .where("booking.end_at", ">", at.toISOString());
  query =
    args.as === "seer"
      ? seersOwn(query.where("listing.owner_id", "=", args.userId))
      : query.where("booking.seeker_id", "=", args.userId);
  const rows = await query.orderBy("booking.start_at", "asc").execute();
  return rows
    .filter((row) => {
      const status = currentStatus(row, at);
      return status === "requested" || status === "accepted";
    })
    .map((row) => toBookingPublic(row, at, args.as));
}
