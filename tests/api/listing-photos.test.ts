import { randomBytes, randomInt } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { call, type Json, newUser } from "../support/api-client";
import { makeJpeg, mediaUrl, newSeer, uploadPhoto } from "../support/listings";

const ME = "/users/me/listing";
type Photo = { id: string; url: string; alt: string };
const photosOf = (res: { body: Json }) => res.body.photos as Photo[];
const photoCount = async (token: string) => photosOf(await call("GET", ME, { token })).length;

/** A small JPEG of its own (random) colour, so each upload is a different picture. */
const tinyJpeg = (n: number) =>
  sharp({
    create: {
      width: 48,
      height: 32,
      channels: 3,
      background: { r: n * 20, g: randomInt(256), b: randomInt(256) },
    },
  })
    .jpeg()
    .toBuffer();

async function fetchMedia(url: string) {
  const res = await fetch(mediaUrl(url));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("uploading a photo", () => {
  it("keeps a WebP copy at 320, 640 and 1280 wide (never upscaled), served for good", async () => {
    const seer = await newSeer();
    const res = await uploadPhoto(seer.token, await makeJpeg({ width: 800, height: 600 }), {
      alt: "  Tarot cards on a linen cloth  ",
    });
    expect(res.status).toBe(200);
    const [photo] = photosOf(res);
    expect(photo).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}-640\.webp$/),
      alt: "Tarot cards on a linen cloth",
    });
    const base = photo?.url.replace(/-640\.webp$/, "") ?? "";
    for (const [width, expected] of [
      [320, 320],
      [640, 640],
      [1280, 800],
    ]) {
      const { res: media, bytes } = await fetchMedia(`${base}-${width}.webp`);
      expect(media.status).toBe(200);
      expect(media.headers.get("content-type")).toBe("image/webp");
      expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(media.headers.get("x-content-type-options")).toBe("nosniff");
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(expected);
    }
  });

  it("strips EXIF (GPS position, camera) from what it serves", async () => {
    const seer = await newSeer();
    const original = await makeJpeg({ gps: true });
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("Secret Model 9"))).toBe(true);

    const res = await uploadPhoto(seer.token, original);
    expect(res.status).toBe(200);
    const base = photosOf(res)[0]?.url.replace(/-640\.webp$/, "");
    for (const width of [320, 640, 1280]) {
      const { bytes } = await fetchMedia(`${base}-${width}.webp`);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(bytes.includes(Buffer.from("Secret Model 9"))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
    }
  });

  it("accepts PNG and WebP, judged by their bytes rather than their names", async () => {
    const seer = await newSeer();
    const image = sharp({
      create: { width: 60, height: 40, channels: 4, background: "#0f766e80" },
    });
    const png = await image.clone().png().toBuffer();
    const webp = await image.clone().webp().toBuffer();
    expect(
      (await uploadPhoto(seer.token, png, { filename: "a.png", type: "image/png" })).status,
    ).toBe(200);
    const named = await uploadPhoto(seer.token, webp, { filename: "b.jpg", type: "image/jpeg" });
    expect(named.status).toBe(200);
    expect(photosOf(named)).toHaveLength(2);
  });

  it("takes a photo of nearly 8 MB", async () => {
    const seer = await newSeer();
    // Noise does not compress: 1650×1650 RGB is about 7.8 MB as an uncompressed PNG.
    const side = 1650;
    const png = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(7.5 * 1024 * 1024);
    expect(png.length).toBeLessThanOrEqual(8 * 1024 * 1024);
    const res = await uploadPhoto(seer.token, png, { filename: "noise.png", type: "image/png" });
    expect(res.status).toBe(200);
  });
});

describe("refusing what is not a fitting photo (and keeping nothing)", () => {
  const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

  const cases: [string, () => Promise<Buffer>, { filename: string; type: string }, number][] = [
    [
      "text named photo.jpg",
      async () => Buffer.from("just some text, honestly"),
      { filename: "photo.jpg", type: "image/jpeg" },
      415,
    ],
    [
      "a GIF",
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
          .gif()
          .toBuffer(),
      { filename: "x.gif", type: "image/gif" },
      415,
    ],
    [
      "an SVG",
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      { filename: "x.svg", type: "image/svg+xml" },
      415,
    ],
    [
      "HTML with a JPEG's first bytes",
      async () => Buffer.concat([jpegMagic, Buffer.from("<html><script>alert(1)</script></html>")]),
      { filename: "x.jpg", type: "image/jpeg" },
      422,
    ],
    [
      "a truncated JPEG",
      async () => {
        const j = await makeJpeg({ width: 400, height: 300 });
        return j.subarray(0, Math.floor(j.length / 2));
      },
      { filename: "cut.jpg", type: "image/jpeg" },
      422,
    ],
    [
      "a PNG with a JPEG's name and type",
      async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(64)]),
      { filename: "x.jpg", type: "image/jpeg" },
      415,
    ],
    [
      "a decompression bomb (100 megapixels)",
      async () =>
        sharp({ create: { width: 10000, height: 10000, channels: 3, background: "#000" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      { filename: "bomb.png", type: "image/png" },
      422,
    ],
    [
      "a JPEG-looking file over 8 MB",
      async () => Buffer.concat([jpegMagic, randomBytes(8 * 1024 * 1024)]),
      { filename: "big.jpg", type: "image/jpeg" },
      413,
    ],
    [
      "a 12 MB file (past the proxy's buffer)",
      async () => Buffer.concat([jpegMagic, randomBytes(12 * 1024 * 1024)]),
      { filename: "huge.jpg", type: "image/jpeg" },
      413,
    ],
  ];

  for (const [name, make, file, status] of cases) {
    it(`answers ${status} for ${name}`, async () => {
      const seer = await newSeer();
      const res = await uploadPhoto(seer.token, await make(), file);
      expect(res.status).toBe(status);
      expect(typeof res.body.detail === "string" || Array.isArray(res.body.detail)).toBe(true);
      expect(await photoCount(seer.token)).toBe(0);
    });
  }

  it("needs alt text of 1 to 200 characters and a file", async () => {
    const seer = await newSeer();
    const jpeg = await tinyJpeg(1);
    const noAlt = await uploadPhoto(seer.token, jpeg, {}, { alt: true });
    expect(noAlt.status).toBe(422);
    expect((noAlt.body.detail as { loc: string[] }[])[0]?.loc).toEqual(["body", "alt"]);
    expect((await uploadPhoto(seer.token, jpeg, { alt: "   " })).status).toBe(422);
    expect((await uploadPhoto(seer.token, jpeg, { alt: "x".repeat(201) })).status).toBe(422);
    const noFile = await uploadPhoto(seer.token, jpeg, {}, { file: true });
    expect(noFile.status).toBe(422);
    expect((noFile.body.detail as { loc: string[] }[])[0]?.loc).toEqual(["body", "file"]);
    const json = await call("POST", `${ME}/photos`, { token: seer.token, json: { alt: "x" } });
    expect(json.status).toBe(415);
    expect(await photoCount(seer.token)).toBe(0);
  });

  it("stops at 8 photos: the 9th is a 409", async () => {
    const seer = await newSeer();
    for (let i = 0; i < 8; i++) {
      expect((await uploadPhoto(seer.token, await tinyJpeg(i))).status).toBe(200);
    }
    const ninth = await uploadPhoto(seer.token, await tinyJpeg(9));
    expect(ninth.status).toBe(409);
    expect(ninth.body.detail).toBe("A listing can have at most 8 photos: delete one first");
    expect(await photoCount(seer.token)).toBe(8);
  });

  it("lets only a Seer upload", async () => {
    const jpeg = await tinyJpeg(2);
    expect((await uploadPhoto("", jpeg)).status).toBe(401);
    const seeker = await newUser();
    expect((await uploadPhoto(seeker.token, jpeg)).status).toBe(403);
  });
});

describe("ordering and deleting photos", () => {
  it("puts the photos in the order given, and only as a permutation of the listing's own", async () => {
    const seer = await newSeer();
    for (let i = 0; i < 3; i++)
      await uploadPhoto(seer.token, await tinyJpeg(i), { alt: `Photo ${i}` });
    const ids = photosOf(await call("GET", ME, { token: seer.token })).map((p) => p.id);
    const reversed = [...ids].reverse();
    const res = await call("PUT", `${ME}/photos`, { token: seer.token, json: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(photosOf(res).map((p) => p.alt)).toEqual(["Photo 2", "Photo 1", "Photo 0"]);

    const [a = "", b = ""] = ids;
    for (const bad of [
      [a, b],
      [a, a, b],
      [...ids, crypto.randomUUID()],
      [a, b, crypto.randomUUID()],
    ]) {
      const refused = await call("PUT", `${ME}/photos`, { token: seer.token, json: { ids: bad } });
      expect(refused.status, JSON.stringify(bad)).toBe(422);
    }
    expect(
      (await call("PUT", `${ME}/photos`, { token: seer.token, json: { ids: ["nope"] } })).status,
    ).toBe(422);
    expect(
      (await call("PUT", `${ME}/photos`, { token: seer.token, json: { ids: [] } })).status,
    ).toBe(422);
    expect(photosOf(await call("GET", ME, { token: seer.token })).map((p) => p.id)).toEqual(
      reversed,
    );
  });

  it("deletes one photo and its stored bytes, and answers 404/422 for unknown or malformed ids", async () => {
    const seer = await newSeer();
    await uploadPhoto(seer.token, await tinyJpeg(4), { alt: "First" });
    const two = await uploadPhoto(seer.token, await tinyJpeg(5), { alt: "Second" });
    const [first, second] = photosOf(two);
    expect((await fetchMedia(first?.url ?? "")).res.status).toBe(200);

    const res = await call("DELETE", `${ME}/photos/${first?.id}`, { token: seer.token });
    expect(res.status).toBe(200);
    expect(photosOf(res)).toEqual([second]);
    expect((await fetchMedia(first?.url ?? "")).res.status).toBe(404);
    expect((await fetchMedia(second?.url ?? "")).res.status).toBe(200);

    expect((await call("DELETE", `${ME}/photos/${first?.id}`, { token: seer.token })).status).toBe(
      404,
    );
    expect((await call("DELETE", `${ME}/photos/not-a-uuid`, { token: seer.token })).status).toBe(
      422,
    );
  });
});

describe("the same picture in two listings", () => {
  it("is stored once and stays served while either listing still shows it", async () => {
    const a = await newSeer();
    const b = await newSeer();
    const jpeg = await tinyJpeg(7);
    const [photoA] = photosOf(await uploadPhoto(a.token, jpeg));
    const [photoB] = photosOf(await uploadPhoto(b.token, jpeg));
    expect(photoA?.url).toBe(photoB?.url);
    await call("DELETE", `${ME}/photos/${photoA?.id}`, { token: a.token });
    expect((await fetchMedia(photoB?.url ?? "")).res.status).toBe(200);
    await call("DELETE", `${ME}/photos/${photoB?.id}`, { token: b.token });
    expect((await fetchMedia(photoB?.url ?? "")).res.status).toBe(404);
  });
});

describe("the media route", () => {
  it("answers 404 for names it never stored or cannot have stored", async () => {
    for (const name of [
      `${"0".repeat(32)}-640.webp`,
      "abc.webp",
      `${"0".repeat(32)}-640.png`,
      "..%2F..%2Fetc%2Fpasswd",
    ]) {
      const res = await fetch(mediaUrl(`/media/${name}`));
      await res.body?.cancel();
      expect(res.status, name).toBe(404);
    }
  });
});
