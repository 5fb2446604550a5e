/**
 * A published Seer for booking tests, made through the API: a Seer account fills in a complete
 * listing (one photo made on the spot), submits it, and the first superuser approves it.
 */
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from "@playwright/test";
import sharp from "sharp";
import { type Account, createAccount } from "./accounts";
import { apiAs } from "./app-session";
import { baseURL, SUPERUSER } from "./e2e-env";

const open: [string, string][] = [["08:00", "20:00"]];

/** Open every day, long days, sessions of 1 or 2 hours; the zone is chosen by the test. */
export function bookableListing(timezone: string) {
  return {
    headline: "Tarot and astrology for clear choices",
    bio: "Twelve years of readings for people at a crossroads: gentle, practical and honest.",
    category: "astrology",
    specialties: ["Divination Tools"],
    reading_types: ["Western Astrology"],
    languages: ["English"],
    years_experience: 12,
    mode: "Remote",
    location: null,
    video_url: "https://meet.jit.si/iris-readings",
    address: null,
    hourly_rate: 60,
    session_hours: [1, 2],
    session_description: "We start with your question, then read the cards together.",
    timezone,
    weekly_hours: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open },
    days_off: [],
    min_notice_hours: 0,
    booking_window_days: 60,
  };
}

/**
 * A Hybrid Seer in Lisbon with its private place (`video_url`, `address`), open around the clock
 * (UTC), so a session can start soon whenever the test runs.
 */
export function hybridListing(place: { video_url: string | null; address: string | null }) {
  const allDay: [string, string][] = [["00:00", "24:00"]];
  return {
    ...bookableListing("UTC"),
    mode: "Hybrid",
    location: "Lisbon",
    ...place,
    weekly_hours: {
      mon: allDay,
      tue: allDay,
      wed: allDay,
      thu: allDay,
      fri: allDay,
      sat: allDay,
      sun: allDay,
    },
  };
}

export type PublishedSeer = Account & { slug: string; api: APIRequestContext };

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * A Seer account with a listing (`listing`, one photo made on the spot), not yet submitted, on
 * the server `request` talks to (`base`: the same server's address).
 */
export async function draftSeer(
  playwright: PlaywrightWorkerArgs["playwright"],
  request: APIRequestContext,
  listing: Record<string, unknown>,
  base = baseURL,
): Promise<Account & { api: APIRequestContext }> {
  const account = await createAccount(request, 1);
  const api = await apiAs(playwright, account, base);
  await ok(await api.patch("/api/v1/users/me/listing", { data: listing }));
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#7c3aed" },
  })
    .jpeg()
    .toBuffer();
  await ok(
    await api.post("/api/v1/users/me/listing/photos", {
      multipart: {
        file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo },
        alt: "The reader at her table",
      },
    }),
  );
  return { ...account, api };
}

/** Submits the draft Seer's listing for review (pending). */
async function submit(seer: Account & { api: APIRequestContext }): Promise<PublishedSeer> {
  const { slug } = (await ok(await seer.api.post("/api/v1/users/me/listing/submit"))) as {
    slug: string;
  };
  return { ...seer, slug };
}

/** Submits the draft Seer's listing and has the first superuser approve it. */
export async function publish(
  playwright: PlaywrightWorkerArgs["playwright"],
  seer: Account & { api: APIRequestContext },
  base = baseURL,
): Promise<PublishedSeer> {
  const submitted = await submit(seer);
  const admin = await apiAs(playwright, SUPERUSER, base);
  await ok(await admin.post(`/api/v1/listings/${submitted.slug}/approve`));
  await admin.dispose();
  return submitted;
}

/**
 * A Seer whose complete listing waits for review (pending); `changes` replace fields of
 * `bookableListing` (a headline to search by, other hours).
 */
export async function submittedSeer(
  playwright: PlaywrightWorkerArgs["playwright"],
  request: APIRequestContext,
  timezone = "Europe/Paris",
  changes: Partial<ReturnType<typeof bookableListing>> = {},
): Promise<PublishedSeer> {
  return submit(await draftSeer(playwright, request, { ...bookableListing(timezone), ...changes }));
}

export async function publishedSeer(
  playwright: PlaywrightWorkerArgs["playwright"],
  request: APIRequestContext,
  timezone = "Europe/Paris",
  changes: Partial<ReturnType<typeof bookableListing>> = {},
): Promise<PublishedSeer> {
  return publish(
    playwright,
    await draftSeer(playwright, request, { ...bookableListing(timezone), ...changes }),
  );
}

/** A seeker's request for the Seer's first free hour `daysAhead` days from today (UTC), through the API. */
export async function requestBooking(
  seeker: APIRequestContext,
  slug: string,
  daysAhead = 3,
): Promise<void> {
  const from = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const slots = await ok(await seeker.get(`/api/v1/coaches/${slug}/slots?from=${from}&days=1`));
  const start = (slots as { data: { start: string }[] }).data[0]?.start;
  expect(start, "a free hour to request").toBeTruthy();
  await ok(await seeker.post("/api/v1/bookings/", { data: { coach_slug: slug, start, hours: 1 } }));
}
