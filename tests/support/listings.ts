/** Helpers for listing tests: a Seer with a token, a complete listing, photo uploads and test images. */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { baseUrl, call, type Json, newUser } from "./api-client";
import { eventually } from "./instances";
import { type CaughtMail, readMails } from "./mail-catcher";
import { workerServer } from "./worker-server";

/** A fresh Seer (account type 1) with a unique name, so slugs do not collide across tests. */
export async function newSeer(firstname = `Luna${randomUUID().slice(0, 6)}`, lastname = "Vale") {
  return newUser({ type: 1, firstname, lastname });
}

const closed: [string, string][] = [];

export const COMPLETE_LISTING = {
  headline: "Tarot and astrology for clear choices",
  bio: "Twelve years of readings for people at a crossroads: gentle, practical and honest.",
  category: "astrology",
  specialties: ["Divination Tools", "Healing"],
  reading_types: ["Western Astrology"],
  languages: ["English", "French"],
  years_experience: 12,
  mode: "Remote",
  location: null,
  // Both parts of the private place, so that the listing is complete in any mode.
  video_url: "https://meet.jit.si/luna-vale-readings",
  address: "12 Rue des Lilas, 75011 Paris",
  hourly_rate: 60,
  session_hours: [1, 2],
  session_description: "We start with your question, then read the cards together.",
  timezone: "Europe/Paris",
  weekly_hours: {
    mon: [
      ["09:00", "12:00"],
      ["13:00", "17:00"],
    ],
    tue: [["10:00", "18:00"]],
    wed: closed,
    thu: closed,
    fri: closed,
    sat: closed,
    sun: closed,
  },
  days_off: ["2026-12-24"],
  min_notice_hours: 12,
  booking_window_days: 30,
};

/** A real JPEG made on the spot; `gps` adds EXIF with a GPS position and a camera model. */
export async function makeJpeg({ width = 800, height = 600, gps = false } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: "#7c3aed" } }).jpeg();
  if (gps) {
    image = image.withExif({
      IFD0: { Make: "TestCam", Model: "Secret Model 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 24/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 3/1",
      },
    });
  }
  return image.toBuffer();
}

export async function uploadPhoto(
  token: string,
  bytes: Uint8Array,
  {
    alt = "The reader at her table",
    filename = "photo.jpg",
    type = "image/jpeg",
    base,
  }: { alt?: string; filename?: string; type?: string; base?: string } = {},
  omit: { alt?: boolean; file?: boolean } = {},
) {
  const form = new FormData();
  if (!omit.file) form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  if (!omit.alt) form.append("alt", alt);
  return call("POST", "/users/me/listing/photos", { token, body: form, base });
}

/** A Seer whose listing is complete (one photo included), ready to submit; `base`: another server. */
export async function seerWithCompleteListing(base?: string) {
  const seer = await newUser(
    { type: 1, firstname: `Luna${randomUUID().slice(0, 6)}`, lastname: "Vale" },
    base,
  );
  const patched = await call("PATCH", "/users/me/listing", {
    base,
    token: seer.token,
    json: COMPLETE_LISTING,
  });
  if (patched.status !== 200) throw new Error(`patch failed: ${JSON.stringify(patched.body)}`);
  const photo = await uploadPhoto(seer.token, await makeJpeg(), { base });
  if (photo.status !== 200) throw new Error(`upload failed: ${JSON.stringify(photo.body)}`);
  return { ...seer, listing: photo.body as Json & { slug: string } };
}

export const mailsTo = (to: string) =>
  readMails(workerServer().mailDir).filter((m) => m.to.toLowerCase() === to.toLowerCase());

/** The `index`-th email to an address (0 = first), waiting for it as sending is in the background. */
export function nthMail(to: string, index: number): Promise<CaughtMail> {
  return eventually(() => mailsTo(to)[index], `no email #${index + 1} to ${to}`);
}

/** Waits for an email to `to` whose raw text contains `needle`. */
export function mailContaining(to: string, needle: string): Promise<CaughtMail> {
  return eventually(
    () => mailsTo(to).find((m) => m.body.includes(needle)),
    `no email to ${to} containing ${needle}`,
  );
}

export const mediaUrl = (path: string) => `${baseUrl()}${path}`;
