/**
 * An event's own cover (issue 30): the host uploads a picture through the listing photos' pipeline
 * (judged by its bytes, kept only as WebP without metadata); the cards, the page, its JSON-LD and
 * the home page show it; anything else is refused with a clear answer and changes nothing; removed,
 * the event goes back to its default (the host's first listing photo).
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { baseUrl, call, type Json, newUser } from "../support/api-client";
import { publishedSeer } from "../support/bookings";
import { makeJpeg, mediaUrl } from "../support/listings";

const ME = "/users/me/events";
const DAY = 24 * 3600_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
const COVER_URL = /^\/media\/[0-9a-f]{32}-1280\.webp$/;

/** A published event of a published Seer, with the default cover (the listing's photo). */
async function hostedEvent() {
  const host = await publishedSeer();
  const created = await call("POST", ME, {
    token: host.token,
    json: {
      title: `Full Moon Circle ${randomUUID().slice(0, 6)}`,
      description: "A circle under the full Moon: what to let go of, written and shared gently.",
      category: "astrology",
      starts_at: at(12 * DAY),
      ends_at: at(12 * DAY + 2 * 3600_000),
      timezone: "Europe/Paris",
      mode: "online",
      video_url: "https://meet.jit.si/full-moon-circle",
      capacity: 8,
      price_cents: 0,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const slug = created.body.slug as string;
  const published = await call("POST", `${ME}/${slug}/publish`, { token: host.token });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { host, slug, event: published.body };
}

function putCover(
  token: string,
  slug: string,
  bytes: Uint8Array | undefined,
  {
    alt,
    filename = "cover.jpg",
    type = "image/jpeg",
  }: { alt?: string; filename?: string; type?: string } = {},
) {
  const form = new FormData();
  if (bytes) form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  if (alt !== undefined) form.append("alt", alt);
  return call("PUT", `${ME}/${slug}/cover`, { token, body: form });
}

/**
 * A JPEG of its own (random) colour with EXIF (camera and GPS), unlike the listing's purple test
 * photo, and unlike any other test's cover: the same picture is stored once and kept while shown.
 */
const coverJpeg = () =>
  sharp({
    create: {
      width: 1600,
      height: 900,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(128) },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Secret Model 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" },
    })
    .toBuffer();

async function page(path: string) {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

describe("an event's own cover", () => {
  it("is uploaded, kept as WebP without metadata, and shown on the cards, the page and its JSON-LD", async () => {
    const { host, slug, event } = await hostedEvent();
    expect(event.own_cover).toBe(false);
    const listingCover = event.image_url as string;
    expect(listingCover).toMatch(COVER_URL);

    const res = await putCover(host.token, slug, await coverJpeg(), {
      alt: "  Candles in a ring ",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cover = res.body.image_url as string;
    expect(cover).toMatch(COVER_URL);
    expect(cover).not.toBe(listingCover);
    expect(res.body).toMatchObject({ slug, own_cover: true, image_alt: "Candles in a ring" });

    for (const width of [320, 640, 1280]) {
      const media = await fetch(mediaUrl(cover.replace(/-1280\.webp$/, `-${width}.webp`)));
      expect(media.status).toBe(200);
      expect(media.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await media.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from("Secret Model 9"))).toBe(false);
    }

    const read = await call("GET", `/events/${slug}`);
    expect(read.body).toMatchObject({ image_url: cover, image_alt: "Candles in a ring" });
    expect(read.body).not.toHaveProperty("own_cover");
    const list = await call("GET", "/events/?limit=100");
    const card = (list.body.data as Json[]).find((e) => e.slug === slug);
    expect(card?.image_url).toBe(cover);
    const own = await call("GET", ME, { token: host.token });
    expect((own.body.data as Json[]).find((e) => e.slug === slug)?.own_cover).toBe(true);

    const html = await page(`/events/${slug}`);
    expect(html).toContain(`src="${cover}"`);
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(ld).toContain(`${cover}`);
    expect(await page("/events")).toContain(cover);
  });

  it("without a title says what it shows by the event's title; a new cover replaces the old", async () => {
    const { host, slug, event } = await hostedEvent();
    const first = await putCover(host.token, slug, await coverJpeg());
    expect(first.status).toBe(200);
    expect(first.body.image_alt).toBe(event.title);
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#f59e0b" },
    })
      .png()
      .toBuffer();
    const second = await putCover(host.token, slug, png, { filename: "c.png", type: "image/png" });
    expect(second.status).toBe(200);
    expect(second.body.image_url).not.toBe(first.body.image_url);
    // The first picture, no longer shown anywhere, is gone.
    expect((await fetch(mediaUrl(first.body.image_url as string))).status).toBe(404);
  });

  it("goes back to the default when removed (asked again, the same answer), keeping shared bytes", async () => {
    const { host, slug, event } = await hostedEvent();
    // The listing's own photo as the cover: the same picture, stored once.
    const same = await putCover(host.token, slug, await makeJpeg());
    expect(same.status).toBe(200);
    expect(same.body.image_url).toBe(event.image_url);
    expect(same.body.own_cover).toBe(true);

    for (let i = 0; i < 2; i++) {
      const removed = await call("DELETE", `${ME}/${slug}/cover`, { token: host.token });
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ own_cover: false, image_url: event.image_url });
    }
    // Still the listing's photo: its bytes stay.
    expect((await fetch(mediaUrl(event.image_url as string))).status).toBe(200);

    const own = await putCover(host.token, slug, await coverJpeg());
    const removed = await call("DELETE", `${ME}/${slug}/cover`, { token: host.token });
    expect(removed.body.image_url).toBe(event.image_url);
    expect((await fetch(mediaUrl(own.body.image_url as string))).status).toBe(404);
    expect((await call("GET", `/events/${slug}`)).body.image_url).toBe(event.image_url);
  });
});

describe("refusing a cover (and changing nothing)", () => {
  it("is for the event's host only: 404 for another Seer, 403 for a seeker, 401 signed out", async () => {
    const { slug, event } = await hostedEvent();
    const jpeg = await coverJpeg();
    const other = await publishedSeer();
    const notYours = await putCover(other.token, slug, jpeg);
    expect(notYours.status).toBe(404);
    expect(notYours.body.detail).toBe("Event not found");
    const removal = await call("DELETE", `${ME}/${slug}/cover`, { token: other.token });
    expect(removal.status).toBe(404);
    const seeker = await newUser();
    expect((await putCover(seeker.token, slug, jpeg)).status).toBe(403);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "c.jpg");
    expect((await call("PUT", `${ME}/${slug}/cover`, { body: form })).status).toBe(401);
    expect((await call("GET", `/events/${slug}`)).body.image_url).toBe(event.image_url);
  });

  it.each([
    [
      "text named cover.jpg",
      () => Buffer.from("just some text, honestly"),
      415,
      "Send a JPEG, PNG or WebP image",
    ],
    [
      "an SVG",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      "Send a JPEG, PNG or WebP image",
    ],
    [
      "a truncated JPEG",
      async () => (await makeJpeg({ width: 400, height: 300 })).subarray(0, 400),
      422,
      "The image could not be read: it may be damaged or incomplete",
    ],
    [
      "more than 8 MB",
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(8 * 1024 * 1024)]),
      413,
      "A photo can be at most 8 MB",
    ],
  ])("refuses %s", async (_name, bytes, status, detail) => {
    const { host, slug, event } = await hostedEvent();
    const res = await putCover(host.token, slug, await bytes());
    expect(res.status).toBe(status);
    expect(res.body.detail).toBe(detail);
    const after = await call("GET", `${ME}/${slug}`, { token: host.token });
    expect(after.body).toMatchObject({ image_url: event.image_url, own_cover: false });
  });

  it("asks for a file (422 naming it) and refuses a cancelled event (409)", async () => {
    const { host, slug } = await hostedEvent();
    const missing = await putCover(host.token, slug, undefined, { alt: "Candles" });
    expect(missing.status).toBe(422);
    expect((missing.body.detail as { loc: string[] }[])[0]?.loc).toEqual(["body", "file"]);
    expect((await call("POST", `${ME}/${slug}/cancel`, { token: host.token })).status).toBe(200);
    const cancelled = await putCover(host.token, slug, await coverJpeg());
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.detail).toBe(
      "Only a draft or published event can be changed (this one is cancelled)",
    );
  });
});
