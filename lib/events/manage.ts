/**
 * A Seer's own events: write a draft, change it, publish it, cancel it, and email the people
 * seated. Only a Seer whose listing is published hosts; every write holds the event's lock, so a
 * change and a seat taken at the same moment happen one after the other.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { lockKey, withWriteTransaction } from "@/lib/bookings/lock";
import { enqueueCalendarWrite } from "@/lib/calendars/write-enqueue";
import { now } from "@/lib/clock";
import { blockedEitherWay } from "@/lib/conversations/limits";
import { capDayStart, dailyCapReached } from "@/lib/daily-cap";
import { getDb } from "@/lib/db/client";
import type { ListingRow } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import { firstFreeSlug, slugify } from "@/lib/listings/slug";
import { payoutsEnabledFor } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";
import { settleSeatsOfEvent } from "@/lib/payments/seat-payments";
import { recordChangeNotice } from "./change-notices";
import { defaultCover } from "./cover-default";
import { enqueueHostMessage, enqueueSeatEmail } from "./notify";
import { type Db, type EventJoined, eventQuery, startOfEvent, toOwnEvent } from "./rows";
import { type EventFields, eventProblems, storedPlace } from "./rules";
import {
  EVENT_MESSAGE_LIMITS,
  type EventCreate,
  type EventStatus,
  type EventUpdate,
  type OwnEvent,
} from "./schema";
import { lockedEvent, seatFromWaitlist } from "./seats";

/**
 * Whether `userId` may charge for seats: card payments on and their payouts set up, as for paid
 * sessions. Off, a price is refused with the same clear 422 as before payments existed.
 */
async function paidSeatsFor(userId: string): Promise<"on" | "off" | "no_payouts"> {
  if (!paymentsEnabled()) return "off";
  return (await payoutsEnabledFor(userId)) ? "on" : "no_payouts";
}

/** The caller's listing, which hosts their events: 403 unless it is published. */
export async function requirePublishedHost(userId: string): Promise<ListingRow> {
  const listing = await getDb()
    .selectFrom("listing")
    .selectAll()
    .where("owner_id", "=", userId)
    .executeTakeFirst();
  if (listing?.status !== "published") throw errors.eventHostNotPublished();
  return listing;
}

const iso = (value: string) => new Date(value).toISOString();

function fieldsOf(row: EventJoined): EventFields {
  return {
    starts_at: readTimestamp(row.starts_at),
    ends_at: readTimestamp(row.ends_at),
    mode: row.mode as EventFields["mode"],
    video_url: row.video_url,
    address: row.address,
    city: row.city,
    capacity: row.capacity,
    price_cents: row.price_cents,
    rsvp_deadline: row.rsvp_deadline === null ? null : readTimestamp(row.rsvp_deadline),
  };
}

function check(fields: EventFields, paid: "on" | "off" | "no_payouts", seated = 0) {
  const problems = eventProblems(fields, {
    now: now(),
    seated,
    paidAllowed: paid === "on",
    payoutsMissing: paid === "no_payouts",
  });
  if (problems.length > 0) throw errors.eventFieldProblems(problems);
}

async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .selectFrom("group_event")
    .select("slug")
    .where("slug", "like", `${base}%`)
    .execute();
  const slugs = new Set(taken.map((row) => row.slug));
  return firstFreeSlug(base, (slug) => slugs.has(slug));
}

export async function createEvent(userId: string, input: EventCreate): Promise<OwnEvent> {
  const listing = await requirePublishedHost(userId);
  const fields: EventFields = {
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    mode: input.mode,
    video_url: input.video_url ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
    capacity: input.capacity,
    price_cents: input.price_cents,
    rsvp_deadline: input.rsvp_deadline ?? null,
  };
  check(fields, await paidSeatsFor(userId));
  const cover = await defaultCover(getDb(), listing.id);
  const id = randomUUID();
  await withWriteTransaction(async (db) => {
    // One writer of new slugs at a time, so two titles alike get -2 and -3, not one clash.
    await lockKey(db, "group-event-slugs");
    const stamp = now().toISOString();
    await db
      .insertInto("group_event")
      .values({
        id,
        slug: await freeSlug(db, input.title),
        listing_id: listing.id,
        title: input.title,
        description: input.description,
        category: input.category,
        ...cover,
        starts_at: iso(fields.starts_at),
        ends_at: iso(fields.ends_at),
        timezone: input.timezone,
        mode: fields.mode,
        ...storedPlace(fields),
        city: fields.mode === "in_person" ? fields.city : (fields.city ?? null),
        capacity: fields.capacity,
        price_cents: fields.price_cents,
        rsvp_deadline: fields.rsvp_deadline === null ? null : iso(fields.rsvp_deadline),
        status: "draft",
        reminded_at: null,
        published_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  });
  return toOwnEvent(
    await eventQuery(getDb()).where("group_event.id", "=", id).executeTakeFirstOrThrow(),
  );
}

/** The caller's own event, locked (404 for anyone else's, as if it did not exist). */
export async function lockedOwnEvent(db: Db, userId: string, slug: string): Promise<EventJoined> {
  const row = await lockedEvent(db, slug);
  if (row.host_id !== userId) throw errors.eventNotFound();
  return row;
}

export async function readOwnEvent(userId: string, slug: string): Promise<EventJoined> {
  const row = await eventQuery(getDb()).where("group_event.slug", "=", slug).executeTakeFirst();
  if (!row || row.host_id !== userId) throw errors.eventNotFound();
  return row;
}

const reread = (db: Db, id: string) =>
  eventQuery(db).where("group_event.id", "=", id).executeTakeFirstOrThrow();

/** What attendees hear of: a change of time or place (a title, description or cover is no news). */
const NEWS = ["starts_at", "ends_at", "mode", "video_url", "address", "city"] as const;

export async function updateEvent(
  userId: string,
  slug: string,
  input: EventUpdate,
  base: string,
): Promise<OwnEvent> {
  await requirePublishedHost(userId);
  const paid = await paidSeatsFor(userId);
  const row = await withWriteTransaction(async (db) => {
    const row = await lockedOwnEvent(db, userId, slug);
    if (row.status === "cancelled") {
      throw errors.eventStateConflict("changed", ["draft", "published"], row.status);
    }
    if (startOfEvent(row) <= now()) throw errors.eventStarted();
    const before = fieldsOf(row);
    const fields: EventFields = {
      starts_at: input.starts_at ?? before.starts_at,
      ends_at: input.ends_at ?? before.ends_at,
      mode: input.mode ?? before.mode,
      video_url: input.video_url === undefined ? before.video_url : input.video_url,
      address: input.address === undefined ? before.address : input.address,
      city: input.city === undefined ? before.city : input.city,
      capacity: input.capacity ?? before.capacity,
      price_cents: input.price_cents ?? before.price_cents,
      rsvp_deadline: input.rsvp_deadline === undefined ? before.rsvp_deadline : input.rsvp_deadline,
    };
    // A paid event keeps its price when payments go off; only a new price is checked.
    const keep = fields.price_cents === before.price_cents && before.price_cents > 0;
    check(fields, keep ? "on" : paid, Number(row.seated_count) + Number(row.held_count));
    const next = {
      title: input.title ?? row.title,
      description: input.description ?? row.description,
      category: input.category ?? row.category,
      timezone: input.timezone ?? row.timezone,
      starts_at: iso(fields.starts_at),
      ends_at: iso(fields.ends_at),
      mode: fields.mode,
      ...storedPlace(fields),
      city: fields.city,
      capacity: fields.capacity,
      price_cents: fields.price_cents,
      rsvp_deadline: fields.rsvp_deadline === null ? null : iso(fields.rsvp_deadline),
    };
    const was: Record<string, unknown> = {
      ...row,
      starts_at: before.starts_at,
      ends_at: before.ends_at,
    };
    const news = row.status === "published" && NEWS.some((key) => was[key] !== next[key]);
    // Only a change someone is told of counts: before any seat is taken, the host edits freely.
    if (news && Number(row.seated_count) > 0) await recordChangeNotice(db, row.id, now());
    await db
      .updateTable("group_event")
      .set({
        ...next,
        ics_sequence: row.ics_sequence + (news ? 1 : 0),
        // A new start deserves its own reminder.
        ...(next.starts_at !== before.starts_at ? { reminded_at: null } : {}),
        updated_at: now().toISOString(),
      })
      .where("id", "=", row.id)
      .execute();
    const after = await reread(db, row.id);
    // The host's own calendar follows the event (lib/calendars).
    await enqueueCalendarWrite(db, row.host_id, { kind: "event", id: row.id });
    if (news) {
      const seated = await seatsOf(db, row.id, "seated");
      for (const seat of seated) await enqueueSeatEmail(db, after, seat, "updated", base);
    }
    if (after.status === "published") await seatFromWaitlist(db, after, base);
    return reread(db, row.id);
  });
  return toOwnEvent(row);
}

function seatsOf(db: Db, eventId: string, status: "seated" | "waitlisted") {
  return db
    .selectFrom("event_seat")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("status", "=", status)
    .orderBy("seq")
    .execute();
}

export async function publishEvent(userId: string, slug: string): Promise<OwnEvent> {
  await requirePublishedHost(userId);
  const paid = await paidSeatsFor(userId);
  const row = await withWriteTransaction(async (db) => {
    const row = await lockedOwnEvent(db, userId, slug);
    if (row.status !== "draft") throw errors.eventStateConflict("published", ["draft"], row.status);
    check(fieldsOf(row), paid);
    const stamp = now().toISOString();
    await db
      .updateTable("group_event")
      .set({ status: "published" satisfies EventStatus, published_at: stamp, updated_at: stamp })
      .where("id", "=", row.id)
      .execute();
    await enqueueCalendarWrite(db, row.host_id, { kind: "event", id: row.id });
    return reread(db, row.id);
  });
  return toOwnEvent(row);
}

/**
 * Everyone seated or waiting is told; their places end; every paid seat is refunded in full. A
 * host whose listing is not published may still cancel (their attendees are refunded).
 */
export async function cancelEvent(userId: string, slug: string, base: string): Promise<OwnEvent> {
  const row = await withWriteTransaction(async (db) => {
    const row = await lockedOwnEvent(db, userId, slug);
    if (row.status === "cancelled") {
      throw errors.eventStateConflict("cancelled", ["draft", "published"], row.status);
    }
    if (startOfEvent(row) <= now()) throw errors.eventStarted();
    await cancelLockedEvent(db, row, base);
    return reread(db, row.id);
  });
  await settleSeatsOfEvent(row.id);
  return toOwnEvent(row);
}

/** Cancels `row` (locked by the caller): the invitation withdrawn at SEQUENCE + 1, every place ended. */
export async function cancelLockedEvent(db: Db, row: EventJoined, base: string): Promise<void> {
  const stamp = now().toISOString();
  await db
    .updateTable("group_event")
    .set({ status: "cancelled", ics_sequence: row.ics_sequence + 1, updated_at: stamp })
    .where("id", "=", row.id)
    .execute();
  await enqueueCalendarWrite(db, row.host_id, { kind: "event", id: row.id });
  const after = await reread(db, row.id);
  const live = await db
    .selectFrom("event_seat")
    .selectAll()
    .where("event_id", "=", row.id)
    .where("status", "<>", "cancelled")
    .orderBy("seq")
    .execute();
  for (const seat of live) await enqueueSeatEmail(db, after, seat, "cancelled", base);
  // Every paid seat's money goes back, a seat given back too late for its own refund included:
  // the host called it off (made after the commit: settleSeatsOfEvent).
  await db
    .updateTable("event_seat")
    .set({ refund_status: "pending" })
    .where("event_id", "=", row.id)
    .where("paid_at", "is not", null)
    .where("refund_status", "is", null)
    .execute();
  await db
    .updateTable("event_seat")
    .set({ status: "cancelled", cancelled_at: stamp, updated_at: stamp })
    .where("event_id", "=", row.id)
    .where("status", "<>", "cancelled")
    .execute();
}

/**
 * "Email attendees": one message to everyone seated (but those on either side of a block with the
 * host), a few times a day at most (429 past it); only while the host's listing is published
 * (403), as for every other host's write.
 */
export async function emailAttendees(
  userId: string,
  slug: string,
  message: { subject: string; body: string },
  base: string,
): Promise<{ recipients: number }> {
  await requirePublishedHost(userId);
  return withWriteTransaction(async (db) => {
    const row = await lockedOwnEvent(db, userId, slug);
    if (row.status !== "published") {
      throw errors.eventStateConflict("emailed", ["published"], row.status);
    }
    const at = now();
    const recent = await db
      .selectFrom("group_event_message")
      .select("created_at")
      .where("event_id", "=", row.id)
      .where("created_at", ">", capDayStart(at))
      .execute();
    const perDay = EVENT_MESSAGE_LIMITS.perDay;
    const reached = dailyCapReached(
      recent.map((sent) => readTimestamp(sent.created_at)),
      perDay,
      at,
    );
    if (reached) throw errors.tooManyEventMessages(perDay, reached.retryAfter);
    // The host's words reach nobody on either side of a block (as in conversations).
    const seated: Awaited<ReturnType<typeof seatsOf>> = [];
    for (const seat of await seatsOf(db, row.id, "seated")) {
      if (!(await blockedEitherWay(db, row.host_id, seat.user_id))) seated.push(seat);
    }
    const id = randomUUID();
    await db
      .insertInto("group_event_message")
      .values({
        id,
        event_id: row.id,
        subject: message.subject,
        body: message.body,
        recipients: seated.length,
        created_at: at.toISOString(),
      })
      .execute();
    await enqueueHostMessage(db, row, seated, { id, ...message }, base);
    return { recipients: seated.length };
  });
}
