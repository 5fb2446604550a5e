/** Reading group events with their host, counting seats, and turning rows into the API's JSON. */
import "server-only";
import { sql } from "kysely";
import type { Db } from "@/lib/db/client";
import type { GroupEventRow } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import { siteLink } from "@/lib/site-url";
import type { EventCard, EventDetail, EventMode, EventStatus, OwnEvent } from "./schema";

export type { Db };

/**
 * An event with its host's listing (slug, name, status) and the host's account (null: a sample
 * coach). An event whose host closed their account has no listing: no reader finds it.
 */
export function eventQuery(db: Db) {
  return db
    .selectFrom("group_event")
    .innerJoin("listing", "listing.id", "group_event.listing_id")
    .leftJoin("user as host", "host.id", "listing.owner_id")
    .selectAll("group_event")
    .select([
      "listing.slug as host_slug",
      "listing.display_name as host_name",
      "listing.owner_id as host_id",
      "listing.timezone as listing_timezone",
      // Only a published host's events are shown and take seats (an unpublished one's wait).
      "listing.status as listing_status",
      "host.email as host_email",
      "host.timezone as host_timezone",
      sql<number>`(select count(*) from event_seat s where s.event_id = group_event.id and s.status = 'seated')`.as(
        "seated_count",
      ),
      sql<number>`(select count(*) from event_seat s where s.event_id = group_event.id and s.status = 'awaiting_payment')`.as(
        "held_count",
      ),
      sql<number>`(select count(*) from event_seat s where s.event_id = group_event.id and s.status = 'waitlisted')`.as(
        "waitlist_count",
      ),
    ]);
}

export type EventJoined = Awaited<
  ReturnType<ReturnType<typeof eventQuery>["executeTakeFirstOrThrow"]>
>;

export const startOfEvent = (row: Pick<GroupEventRow, "starts_at">) =>
  new Date(readTimestamp(row.starts_at));
export const endOfEvent = (row: Pick<GroupEventRow, "ends_at">) =>
  new Date(readTimestamp(row.ends_at));

/** Whether the host's listing is published: else their events are out of sight and take no seat. */
export const hostIsPublished = (row: Pick<EventJoined, "listing_status">) =>
  row.listing_status === "published";

export const eventUrl = (base: string, slug: string) => siteLink(base, `/events/${slug}`);

/** Seats held while their person pays count as taken. */
const seatsLeft = (row: EventJoined) =>
  Math.max(0, row.capacity - Number(row.seated_count) - Number(row.held_count));

export function toEventCard(row: EventJoined): EventCard {
  return {
    slug: row.slug,
    title: row.title,
    starts_at: readTimestamp(row.starts_at),
    ends_at: readTimestamp(row.ends_at),
    timezone: row.timezone,
    mode: row.mode as EventMode,
    city: row.city,
    category: row.category,
    price_cents: row.price_cents,
    currency: row.currency,
    capacity: row.capacity,
    seats_left: seatsLeft(row),
    host: { slug: row.host_slug, display_name: row.host_name },
    image_url: row.image_url,
  };
}

/** What anyone may read; `privatePlace`: the caller is the host or seated. */
export function toEventDetail(row: EventJoined, privatePlace: boolean): EventDetail {
  const detail: EventDetail = {
    ...toEventCard(row),
    description: row.description,
    status: row.status as EventStatus,
    image_alt: row.image_alt,
    rsvp_deadline: row.rsvp_deadline === null ? null : readTimestamp(row.rsvp_deadline),
    waitlist_count: Number(row.waitlist_count),
  };
  if (!privatePlace) return detail;
  return row.mode === "online"
    ? { ...detail, video_url: row.video_url }
    : { ...detail, address: row.address };
}

/** The event as told to someone the host has blocked: the public city, not the private place. */
export const withoutPrivatePlace = (row: EventJoined): EventJoined => ({
  ...row,
  video_url: null,
  address: null,
});

export function toOwnEvent(row: EventJoined): OwnEvent {
  return {
    ...toEventDetail(row, false),
    video_url: row.video_url,
    address: row.address,
    seated_count: Number(row.seated_count),
    own_cover: row.cover_src !== null,
  };
}
