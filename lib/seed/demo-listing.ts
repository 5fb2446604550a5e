/**
 * The Demo Healer's listing: filled in, photographed, submitted and approved through the same
 * functions as a Seer's editor and an admin's review, so the demo Seer is exactly what a real one is.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import type { ListingRow } from "@/lib/db/schema";
import { encodePhoto } from "@/lib/listings/photo-encoding";
import { addListingPhoto } from "@/lib/listings/photos";
import { changeListingStatus, updateOwnListing } from "@/lib/listings/queries";
import { listingUpdateSchema } from "@/lib/listings/schema";

const WORKDAY: [string, string][] = [["09:00", "17:00"]];

/** What Luna Rivers writes in the editor. Times in UTC, so the story's sessions read plainly. */
export const DEMO_LISTING = listingUpdateSchema.parse({
  headline: "Gentle distance Reiki for stress, sleep and new beginnings",
  bio: [
    "I came to energy healing after ten years as a nurse, when I saw how much of what my patients carried was not in their charts. I trained in Usui Reiki and breathwork and have held sessions online since 2016.",
    "A session with me is quiet and practical. We talk about what brings you, then you rest while I work, and we close with what you noticed and one small practice to keep it going.",
  ].join("\n\n"),
  category: "energy-healing",
  specialties: ["Healing", "Psychic Abilities"],
  reading_types: [],
  languages: ["English", "Spanish"],
  years_experience: 9,
  mode: "Remote",
  location: null,
  hourly_rate: 60,
  session_hours: [1],
  session_description:
    "One hour by video: ten minutes to talk, forty minutes of Reiki while you lie down somewhere comfortable, and ten minutes to share what came up. Headphones help.",
  timezone: "UTC",
  weekly_hours: {
    mon: WORKDAY,
    tue: WORKDAY,
    wed: WORKDAY,
    thu: WORKDAY,
    fri: WORKDAY,
    sat: [],
    sun: [],
  },
  days_off: [],
  min_notice_hours: 24,
  booking_window_days: 60,
  video_url: "https://meet.jit.si/seers-demo-luna-rivers",
});

/** Her portrait (scripts/generate-images.mjs), uploaded as a Seer's photo is: JPEG, PNG or WebP. */
const PORTRAIT = {
  file: path.join(process.cwd(), "public", "images", "demo", "luna-rivers.svg"),
  alt: "Illustrated portrait of Luna Rivers, smiling calmly, with dark curly hair and a teal top, on a pale mint background",
};

async function portraitAsPng(): Promise<Buffer> {
  return sharp(await readFile(PORTRAIT.file), { density: 144 })
    .png()
    .toBuffer();
}

/** Luna's readings now: on, so she is available whenever the Demo Healer has the site open. */
export const DEMO_READING_PRICE_CENTS = 199;

/**
 * Completes the draft `listing`, publishes it as an admin's approval would (no emails) and turns
 * her readings on. Written directly rather than through the Seer's switch, which with card
 * payments asks for payouts first: the demo's Seer offers readings either way.
 */
export async function publishDemoListing(listing: ListingRow): Promise<ListingRow> {
  await updateOwnListing(listing.id, DEMO_LISTING);
  await addListingPhoto(listing.id, PORTRAIT.alt, await encodePhoto(await portraitAsPng()));
  await changeListingStatus(listing.id, "submit");
  await changeListingStatus(listing.id, "approve");
  return getDb()
    .updateTable("listing")
    .set({ reading_on: 1, reading_price_cents: DEMO_READING_PRICE_CENTS })
    .where("id", "=", listing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
