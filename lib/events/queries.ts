/** Reading events: the public list and page, the host's own, the attendees, a seeker's seats. */
import "server-only";
import { sql } from "kysely";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { hasBlocked } from "@/lib/conversations/limits";
import { type Db, getDb } from "@/lib/db/client";
import type { EventSeatRow } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import { DAY_MS } from "@/lib/durations";
import { displayName } from "@/lib/users/names";
import { readOwnEvent } from "./manage";
import { type EventJoined, eventQuery, toEventCard, toEventDetail, toOwnEvent } from "./rows";
import type { EventDetail, EventListQuery, EventStatus, SeatPayment, SeatStatus } from "./schema";
import { waitlistPosition } from "./seats";

/** How far "this week" and "this month" reach from now. */
const WINDOW_DAYS = { week: 7, month: 31 } as const;

/**
 * Published events of published hosts (what /events, the home page and the sitemap show), upcoming
 * (not yet ended, soonest first) or past (most recent first).
 */
export async function listEvents(query: EventListQuery) {
  const at = now();
  const stamp = at.toISOString();
  let q = eventQuery(getDb())
    .where("group_event.status", "=", "published")
    .where("listing.status", "=", "published");
  q =
    query.past === "true"
      ? q.where("group_event.ends_at", "<=", stamp)
      : q.where("group_event.ends_at", ">", stamp);
  if (query.mode) q = q.where("group_event.mode", "=", query.mode);
  if (query.city) q = q.where(sql`lower(group_event.city)`, "=", query.city.toLowerCase());
  if (query.category) q = q.where("group_event.category", "=", query.category);
  if (query.price === "free") q = q.where("group_event.price_cents", "=", 0);
  if (query.price === "paid") q = q.where("group_event.price_cents", ">", 0);
  if (query.time) {
    const until = new Date(at.getTime() + WINDOW_DAYS[query.time] * DAY_MS).toISOString();
    q = q.where("group_event.starts_at", "<", until);
  }
  const rows = await q
    .orderBy("group_event.starts_at", query.past === "true" ? "desc" : "asc")
    .orderBy("group_event.slug")
    .execute();
  return {
    data: rows.slice(query.skip, query.skip + query.limit).map(toEventCard),
    count: rows.length,
  };
}

/**
 * One event for `viewerId` (null: a visitor): a draft only to its host (404 otherwise); the
 * private link or address only to the host and the seated (not to one the host has blocked).
 */
export async function readEvent(slug: string, viewerId: string | null): Promise<EventDetail> {
  const db = getDb();
  const row = await eventQuery(db).where("group_event.slug", "=", slug).executeTakeFirst();
  const isHost = row !== undefined && viewerId !== null && row.host_id === viewerId;
  if (!row || (row.status === "draft" && !isHost)) throw errors.eventNotFound();
  const seat =
    viewerId === null
      ? undefined
      : await db
          .selectFrom("event_seat")
          .selectAll()
          .where("event_id", "=", row.id)
          .where("user_id", "=", viewerId)
          .where("status", "<>", "cancelled")
          .executeTakeFirst();
  // A seat taken before the host blocked its person stands, without the private place.
  const seated =
    seat?.status === "seated" &&
    !(await hasBlocked(db, { blockerId: row.host_id, blockedId: viewerId }));
  const detail = toEventDetail(row, isHost || seated);
  if (!seat) return detail;
  const mine = await mySeatOf(db, row, seat);
  return { ...detail, my_seat: { ...mine, status: seat.status as SeatStatus } };
}

type SeatRow = EventSeatRow;

/** A paid seat's money as its person sees it (none for a free seat or a waitlist place). */
function seatPaymentOf(row: EventJoined, seat: SeatRow): SeatPayment | undefined {
  const money = { amount_cents: seat.amount_cents ?? row.price_cents, currency: row.currency };
  if (seat.refund_status === "refunded") return { ...money, status: "refunded" };
  if (seat.refund_status === "pending") return { ...money, status: "refund_pending" };
  if (seat.paid_at !== null) {
    return { ...money, status: seat.status === "cancelled" ? "not_refunded" : "paid" };
  }
  if (seat.status === "awaiting_payment") return { ...money, status: "awaiting_payment" };
  return undefined;
}

/** The caller's own place: its status, their waitlist position, a held seat's Checkout. */
async function mySeatOf(db: Db, row: EventJoined, seat: SeatRow) {
  const status = seat.status as SeatStatus | "cancelled";
  const payment = seatPaymentOf(row, seat);
  return {
    status,
    ...(status === "waitlisted" ? { position: await waitlistPosition(db, row.id, seat.seq) } : {}),
    ...(status === "awaiting_payment"
      ? {
          checkout_url: seat.checkout_url,
          ...(seat.hold_until ? { hold_until: readTimestamp(seat.hold_until) } : {}),
        }
      : {}),
    ...(payment ? { payment } : {}),
  };
}

export async function listOwnEvents(userId: string) {
  const rows = await eventQuery(getDb())
    .where("listing.owner_id", "=", userId)
    .orderBy("group_event.starts_at", "desc")
    .execute();
  return { data: rows.map(toOwnEvent), count: rows.length };
}

export async function readOwnEventPublic(userId: string, slug: string) {
  return toOwnEvent(await readOwnEvent(userId, slug));
}

/**
 * The host's view of who comes: seated in the order they took their seat, those paying for a seat
 * held for them (until when), then the waitlist.
 */
export async function listAttendees(userId: string, slug: string) {
  const row = await readOwnEvent(userId, slug);
  const seats = await getDb()
    .selectFrom("event_seat")
    .innerJoin("user", "user.id", "event_seat.user_id")
    .select([
      "event_seat.status",
      "event_seat.seated_at",
      "event_seat.created_at",
      "event_seat.hold_until",
      "user.email",
      "user.full_name",
      "user.firstname",
      "user.lastname",
    ])
    .where("event_seat.event_id", "=", row.id)
    .where("event_seat.status", "in", ["seated", "waitlisted", "awaiting_payment"])
    .orderBy("event_seat.seq")
    .execute();
  const person = (seat: (typeof seats)[number]) => ({
    name: displayName(seat),
    email: seat.email,
    since: readTimestamp(seat.seated_at ?? seat.created_at),
  });
  return {
    seated: seats
      .filter((seat) => seat.status === "seated")
      .sort((a, b) => person(a).since.localeCompare(person(b).since))
      .map(person),
    paying: seats
      .filter((seat) => seat.status === "awaiting_payment")
      .map((seat) => ({
        ...person(seat),
        hold_until: seat.hold_until === null ? null : readTimestamp(seat.hold_until),
      })),
    waitlist: seats
      .filter((seat) => seat.status === "waitlisted")
      .map((seat, index) => ({ ...person(seat), position: index + 1 })),
  };
}

/** A seeker's seats and waitlist places, soonest event first. */
export async function listMySeats(userId: string) {
  const db = getDb();
  const all = await db
    .selectFrom("event_seat")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("status", "in", ["seated", "waitlisted", "awaiting_payment"]),
        // A paid seat given back stays listed, with its refund.
        eb.and([eb("status", "=", "cancelled"), eb("paid_at", "is not", null)]),
      ]),
    )
    .orderBy("updated_at", "desc")
    .execute();
  // One per event: the live place, else the latest paid one given back.
  const seats: SeatRow[] = [];
  for (const seat of all) {
    const other = seats.findIndex((s) => s.event_id === seat.event_id);
    if (other === -1) seats.push(seat);
    else if (seats[other]?.status === "cancelled" && seat.status !== "cancelled") {
      seats[other] = seat;
    }
  }
  if (seats.length === 0) return { data: [], count: 0 };
  const rows = await eventQuery(db)
    .where(
      "group_event.id",
      "in",
      seats.map((seat) => seat.event_id),
    )
    .orderBy("group_event.starts_at")
    .execute();
  const data = [];
  for (const row of rows) {
    const seat = seats.find((s) => s.event_id === row.id);
    if (!seat) continue;
    data.push({
      event: { ...toEventCard(row), status: row.status as EventStatus },
      ...(await mySeatOf(db, row, seat)),
    });
  }
  return { data, count: data.length };
}

/** The cities of upcoming published events, for /events' city filter. */
export async function listEventCities(): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("group_event")
    .innerJoin("listing", "listing.id", "group_event.listing_id")
    .select("group_event.city")
    .distinct()
    .where("group_event.status", "=", "published")
    .where("listing.status", "=", "published")
    .where("group_event.mode", "=", "in_person")
    .where("group_event.ends_at", ">", now().toISOString())
    .where("group_event.city", "is not", null)
    .orderBy("group_event.city")
    .execute();
  return rows.flatMap((row) => (row.city ? [row.city] : []));
}
