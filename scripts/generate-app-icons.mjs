#!/usr/bin/env node
/**
 * Draws the installed app's icons from the brand mark (app/icon.svg: the four-pointed star on the
 * teal tile) as PNGs under public/icons/ (dev-only, like generate-images.mjs; the output is
 * committed and nothing runs at build time): `node scripts/generate-app-icons.mjs`.
 *
 * - icon-192.png, icon-512.png: the tile with its rounded corners, as app/icon.svg draws it.
 * - maskable-512.png: full bleed, for launchers that cut their own shape; the star keeps inside
 *   the central circle of 40 % radius that every mask leaves visible.
 * - badge-96.png: the star alone in white on transparent, for Android's status bar.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "public", "icons");

// The mark itself, read from the favicon so the two never drift apart.
const favicon = readFileSync(path.join(ROOT, "app", "icon.svg"), "utf8");
const TILE = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const STAR = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!TILE || !STAR) throw new Error("app/icon.svg no longer has its tile and star");

/** The star spans 6..26 of 32 units (its points at 10 units from the centre). */
const star = (scale, fill = "#fff") =>
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)"><path d="${STAR}" fill="${fill}"/></g>`;
const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;

const ICONS = {
  "icon-192.png": [192, svg(`<rect width="32" height="32" rx="7" fill="${TILE}"/>${star(1)}`)],
  "icon-512.png": [512, svg(`<rect width="32" height="32" rx="7" fill="${TILE}"/>${star(1)}`)],
  // Points at 10 × 1.15 = 11.5 units, 36 % of the side from the centre: inside the safe circle.
  "maskable-512.png": [512, svg(`<rect width="32" height="32" fill="${TILE}"/>${star(1.15)}`)],
  "badge-96.png": [96, svg(star(1.5))],
};

mkdirSync(OUT, { recursive: true });
for (const [name, [size, source]] of Object.entries(ICONS)) {
  await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, name));
}
console.info(`Wrote ${Object.keys(ICONS).length} PNG icons under public/icons.`);
