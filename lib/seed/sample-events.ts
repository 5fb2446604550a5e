/**
 * The seed's events: the sample events of `data/events.ts` as rows hosted by the sample coaches
 * (their slugs, text and pictures kept), and the demo's own, Luna's online circle with two seats
 * taken. Their dates move with the calendar as the samples' always have: each start (and the
 * event sweep, once a day) sets them again from today's date, so "in 3 days" stays in 3 days.
 * Idempotent and safe when instances start together (ids derived from the slug, inserts "on
 * conflict do nothing").
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { DateTime } from "luxon";
import { CATEGORIES } from "@/data/categories";
import { COACHES } from "@/data/coaches";
import { EVENTS } from "@/data/events";
import { hashPassword } from "@/lib/auth/password";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import type { Event } from "@/lib/content/types";
import { getDb } from "@/lib/db/client";
import { DAY_MS } from "@/lib/durations";
import { findUserByEmail, insertUserIfAbsent } from "@/lib/users/queries";
import { DEMO_ACCOUNTS } from "./accounts";
import { seededId } from "./sample-listings";

/** The zone of a sample event's city, by the state its address ends with. */
const ZONES: Record<string, string> = { CA: "America/Los_Angeles", NY: "America/New_York" };

/** "Luna Loft, 2214 Mission St, San Francisco, CA 94110" → city, zone. */
function placeOf(address: string): { city: string; zone: string } {
  const parts = address.split(", ");
  const state = (parts.at(-1) ?? "").split(" ")[0] ?? "";
  return { city: parts.at(-2) ?? address, zone: ZONES[state] ?? "America/Los_Angeles" };
}

/** The day `startsInDays` from today (UTC, as the samples always counted), at its local times. */
function timesOf(startsInDays: number, time: string, zone: string, at: Date) {
  const today = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const day = DateTime.fromMillis(today.getTime() + startsInDays * DAY_MS, {
    zone: "utc",
  }).toISODate();
  const [from, to] = time.split(" – ");
  const local = (clock: string | undefined) =>
    DateTime.fromFormat(`${day} ${clock}`, "yyyy-MM-dd h:mm a", { zone }).toUTC().toISO() as string;
  return { starts_at: local(from), ends_at: local(to) };
}

/** Who hosts a sample: the coach its description names, else one of its category's. */
function hostOf(event: Event, index: number) {
  const named = COACHES.find((coach) => event.description.includes(coach.name));
  if (named) return named;
  const slug = categorySlug(event.category);
  const ofCategory = COACHES.filter((coach) => coach.categorySlug === slug);
  const pool = ofCategory.length > 0 ? ofCategory : COACHES;
  return pool[index % pool.length] as (typeof COACHES)[number];
}

const categorySlug = (name: string) =>
  CATEGORIES.find((category) => category.name === name)?.slug ?? "astrology";

/** Luna's circle in the demo: online, in two days at 18:00 UTC (a day no sample takes), two seats taken. */
export const DEMO_CIRCLE = {
  slug: "full-moon-online-circle-with-luna",
  title: "Full Moon Online Circle",
  description:
    "An hour together online under the full Moon: Luna opens with a short reading of the sky, then guides a quiet release practice and a round of sharing. Cameras optional; bring a candle and a notebook.",
  category: "astrology",
  startsInDays: 2,
  time: "6:00 PM – 7:00 PM",
  zone: "UTC",
  capacity: 12,
  video_url: "https://meet.jit.si/luna-rivers-full-moon-circle",
} as const;
const CIRCLE_GUEST = { email: "circle-guest@demo.seers.dev", firstname: "Maya", lastname: "Chen" };

export async function seedSampleEvents(): Promise<void> {
  const db = getDb();
  const at = now();
  const stamp = at.toISOString();
  for (const [index, event] of EVENTS.entries()) {
    const host = hostOf(event, index);
    const { city, zone } = placeOf(event.address);
    await db
      .insertInto("group_event")
      .values({
        id: seededId("event", event.slug),
        slug: event.slug,
        listing_id: seededId(host.slug),
        title: event.name,
        description: event.description,
        category: categorySlug(event.category),
        image_url: event.image,
        image_alt: event.imageAlt,
        ...timesOf(event.startsInDays, event.time, zone, at),
        timezone: zone,
        mode: "in_person",
        video_url: null,
        address: event.address,
        city,
        capacity: 8 + ((index * 7) % 25),
        status: "published",
        rsvp_deadline: null,
        reminded_at: null,
        published_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await seedDemoCircle(stamp);
  await redateSampleEvents(at);
}

/** Luna's circle, once she is published (lib/seed/demo-story.ts), with the demo seeker and a guest seated. */
async function seedDemoCircle(stamp: string): Promise<void> {
  if (!getConfig().DEMO_ACCOUNTS) return;
  const db = getDb();
  const luna = await findUserByEmail(DEMO_ACCOUNTS.seer.email);
  const listing =
    luna &&
    (await db
      .selectFrom("listing")
      .select(["id", "status"])
      .where("owner_id", "=", luna.id)
      .executeTakeFirst());
  if (listing?.status !== "published") return;
  const id = seededId("event", DEMO_CIRCLE.slug);
  const inserted = await db
    .insertInto("group_event")
    .values({
      id,
      slug: DEMO_CIRCLE.slug,
      listing_id: listing.id,
      title: DEMO_CIRCLE.title,
      description: DEMO_CIRCLE.description,
      category: DEMO_CIRCLE.category,
      image_url: "/images/events/new-moon-intention-circle.svg",
      image_alt: "A crescent moon over a circle of candles",
      ...timesOf(DEMO_CIRCLE.startsInDays, DEMO_CIRCLE.time, DEMO_CIRCLE.zone, new Date(stamp)),
      timezone: "America/New_York",
      mode: "online",
      video_url: DEMO_CIRCLE.video_url,
      address: null,
      city: null,
      capacity: DEMO_CIRCLE.capacity,
      status: "published",
      rsvp_deadline: null,
      reminded_at: null,
      published_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return;
  await insertUserIfAbsent({
    email: CIRCLE_GUEST.email,
    // Nobody signs in as the guest: a password nobody knows.
    hashedPassword: await hashPassword(randomBytes(24).toString("base64url")),
    fullName: `${CIRCLE_GUEST.firstname} ${CIRCLE_GUEST.lastname}`,
    firstname: CIRCLE_GUEST.firstname,
    lastname: CIRCLE_GUEST.lastname,
    country: "USA",
    type: 0,
    emailVerified: true,
  });
  const people = [DEMO_ACCOUNTS.user.email, CIRCLE_GUEST.email];
  for (const [seq, email] of people.entries()) {
    const user = await findUserByEmail(email);
    if (!user) continue;
    await db
      .insertInto("event_seat")
      .values({
        id: seededId("event-seat", DEMO_CIRCLE.slug, email),
        event_id: id,
        user_id: user.id,
        status: "seated",
        seq: seq + 1,
        seated_at: stamp,
        cancelled_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

let datedOn: string | null = null;

/** Sets the seed's events' dates from today's (once a day per process). */
export async function redateSampleEvents(at: Date = now()): Promise<void> {
  const today = at.toISOString().slice(0, 10);
  if (datedOn === today) return;
  const db = getDb();
  for (const event of EVENTS) {
    await db
      .updateTable("group_event")
      .set(timesOf(event.startsInDays, event.time, placeOf(event.address).zone, at))
      .where("id", "=", seededId("event", event.slug))
      .execute();
  }
  const circle = timesOf(DEMO_CIRCLE.startsInDays, DEMO_CIRCLE.time, DEMO_CIRCLE.zone, at);
  await db
    .updateTable("group_event")
    .set(circle)
    .where("id", "=", seededId("event", DEMO_CIRCLE.slug))
    .where("status", "=", "published")
    .execute();
  datedOn = today;
}
