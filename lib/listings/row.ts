/** Between a `listing` row (cents, JSON text) and the API's listing (whole dollars, arrays). */
import type { ListingPhotoRow, ListingRow, ListingRowUpdate } from "@/lib/db/schema";
import { type ListingPublic, type ListingStatus, type ListingUpdate, WEEKDAYS } from "./schema";

/** The width of the variant a listing's JSON points at; the pages pick others from the same base. */
const PUBLIC_PHOTO_WIDTH = 640;

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** `/media/<hash>` bases get the variant suffix; public paths (sample coaches) are used as they are. */
export function photoUrl(src: string, width = PUBLIC_PHOTO_WIDTH): string {
  return src.startsWith("/media/") ? `${src}-${width}.webp` : src;
}

function weeklyHours(text: string): ListingPublic["weekly_hours"] {
  const stored = parseJson<Record<string, [string, string][]>>(text, {});
  return Object.fromEntries(WEEKDAYS.map((day) => [day, stored[day] ?? []]));
}

export function toListingPublic(row: ListingRow, photos: ListingPhotoRow[]): ListingPublic {
  return {
    slug: row.slug,
    status: row.status as ListingStatus,
    review_note: row.review_note,
    display_name: row.display_name,
    headline: row.headline,
    bio: row.bio,
    category: row.category,
    specialties: parseJson(row.specialties, []),
    reading_types: parseJson(row.reading_types, []),
    languages: parseJson(row.languages, []),
    years_experience: row.years_experience,
    mode: row.mode,
    location: row.location,
    hourly_rate: row.hourly_rate_cents === null ? null : Math.round(row.hourly_rate_cents / 100),
    session_hours: parseJson(row.session_hours, []),
    session_description: row.session_description,
    photos: [...photos]
      .sort((a, b) => a.position - b.position)
      .map((photo) => ({ id: photo.id, url: photoUrl(photo.src), alt: photo.alt })),
    timezone: row.timezone,
    weekly_hours: weeklyHours(row.weekly_hours),
    days_off: parseJson(row.days_off, []),
    min_notice_hours: row.min_notice_hours,
    booking_window_days: row.booking_window_days,
  };
}

/** Repeats are dropped (listing_tag holds each value once); order is kept as the Seer chose it. */
const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The columns a PATCH changes; fields it leaves out are left alone. */
export function toListingChanges(input: ListingUpdate): ListingRowUpdate {
  const changes: ListingRowUpdate = {};
  const json = (value: unknown) => JSON.stringify(value);
  if (input.display_name !== undefined) changes.display_name = input.display_name;
  if (input.headline !== undefined) changes.headline = input.headline;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.category !== undefined) changes.category = input.category;
  if (input.specialties !== undefined) changes.specialties = json(distinct(input.specialties));
  if (input.reading_types !== undefined)
    changes.reading_types = json(distinct(input.reading_types));
  if (input.languages !== undefined) changes.languages = json(distinct(input.languages));
  if (input.years_experience !== undefined) changes.years_experience = input.years_experience;
  if (input.mode !== undefined) changes.mode = input.mode;
  if (input.location !== undefined) changes.location = input.location;
  if (input.hourly_rate !== undefined)
    changes.hourly_rate_cents = input.hourly_rate === null ? null : input.hourly_rate * 100;
  if (input.session_hours !== undefined)
    changes.session_hours = json(distinct(input.session_hours).sort((a, b) => a - b));
  if (input.session_description !== undefined)
    changes.session_description = input.session_description;
  if (input.timezone !== undefined) changes.timezone = input.timezone;
  const weekly = input.weekly_hours;
  if (weekly !== undefined) {
    const byStart = (a: [string, string], b: [string, string]) => a[0].localeCompare(b[0]);
    changes.weekly_hours = json(
      Object.fromEntries(WEEKDAYS.map((day) => [day, [...weekly[day]].sort(byStart)])),
    );
  }
  if (input.days_off !== undefined) changes.days_off = json(distinct(input.days_off).sort());
  if (input.min_notice_hours !== undefined) changes.min_notice_hours = input.min_notice_hours;
  if (input.booking_window_days !== undefined)
    changes.booking_window_days = input.booking_window_days;
  return changes;
}
