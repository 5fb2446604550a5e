#!/usr/bin/env node
/**
 * Regenerates the sample images under public/images/ (dev-only; the output is committed and this
 * script never runs at build time): `node scripts/generate-images.mjs`.
 *
 * - Portraits: DiceBear "Open Peeps" (Pablo Stanley, CC0 1.0) on a soft gradient, written as
 *   avatars/<coach>.svg and people/<person>.svg (1:1, 256×256) and coaches/<coach>.svg (card
 *   image, 4:3, 800×600); demo/<seer>.svg is the Demo Healer's listing photo (4:3).
 * - Art: abstract SVG illustrations (moons, stars, wheels, cards, lotus, waves…) drawn here:
 *   categories/, events/, gallery/ (4:3, 800×600), blog/ (16:9, 1200×675) and site/ banners.
 *
 * Deterministic: every random choice comes from a PRNG seeded with the file's name, so each run
 * writes byte-identical files. The slugs below must match the ones in data/*.ts
 * (tests/unit/sample-data.test.ts checks that every image the data names exists).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openPeeps } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";

const ROOT = path.resolve(import.meta.dirname, "..", "public", "images");

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and number formatting

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32, seeded from a string. */
function prng(seedText) {
  let a = hash(seedText);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal, for short path data. */
const n = (v) => String(Math.round(v * 10) / 10);
const between = (rand, lo, hi) => lo + rand() * (hi - lo);

// ---------------------------------------------------------------------------------------------
// Palettes: teal / sand / soft gold / dusk purples

const PALETTES = {
  teal: {
    bg: ["#0e403c", "#0f6b62", "#2f8f82"],
    fg: "#f0d49a",
    soft: "#d5f2ed",
    accent: "#d9a441",
    ink: "#0e403c",
    dark: true,
  },
  dusk: {
    bg: ["#2e2447", "#5b4a85", "#c98f95"],
    fg: "#f0d49a",
    soft: "#f4ede2",
    accent: "#d9a441",
    ink: "#2e2447",
    dark: true,
  },
  twilight: {
    bg: ["#123c45", "#3b3565", "#2e2447"],
    fg: "#f0d49a",
    soft: "#d5f2ed",
    accent: "#d9a7a0",
    ink: "#1c1a33",
    dark: true,
  },
  ember: {
    bg: ["#3b2d57", "#a8645a", "#e9b97a"],
    fg: "#fbf8f3",
    soft: "#fbf8f3",
    accent: "#f0d49a",
    ink: "#3b2d57",
    dark: true,
  },
  sand: {
    bg: ["#fbf8f3", "#f4ede2", "#e8d2ae"],
    fg: "#0f6b62",
    soft: "#ffffff",
    accent: "#c0765a",
    ink: "#0e403c",
    dark: false,
  },
  mist: {
    bg: ["#effaf8", "#d5f2ed", "#aee4db"],
    fg: "#0e403c",
    soft: "#ffffff",
    accent: "#d9a441",
    ink: "#0e403c",
    dark: false,
  },
};

// ---------------------------------------------------------------------------------------------
// Document and background

function svgDoc(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`;
}

function background(p, w, h, glow = { x: 0.5, y: 0.42, r: 0.6 }) {
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="0.55" stop-color="${p.bg[1]}"/><stop offset="1" stop-color="${p.bg[2]}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${glow.x}" cy="${glow.y}" r="${glow.r}"><stop offset="0" stop-color="${p.soft}" stop-opacity="${p.dark ? 0.32 : 0.8}"/><stop offset="1" stop-color="${p.soft}" stop-opacity="0"/></radialGradient>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;
  return { defs, body };
}

/** Small dots and a few four-point sparkles, kept out of nothing: they sit behind the motif. */
function stars(rand, p, w, h, count, maxY = h * 0.7) {
  let dots = "";
  let sparkles = "";
  for (let i = 0; i < count; i++) {
    const x = between(rand, 12, w - 12);
    const y = between(rand, 10, maxY);
    if (i % 9 === 0) {
      const s = between(rand, 7, 14);
      sparkles += `M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z`;
    } else {
      dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rand, 0.8, 2.4))}" opacity="${n(between(rand, 0.35, 0.9))}"/>`;
    }
  }
  const color = p.dark ? p.soft : p.fg;
  return `<g fill="${color}" opacity="${p.dark ? 0.85 : 0.45}">${dots}<path d="${sparkles}" fill="${p.fg}"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// Motifs, drawn in an 800×600 frame

function crescent(cx, cy, r, color, rotate = -20, opacity = 1) {
  return `<path transform="rotate(${rotate} ${n(cx)} ${n(cy)})" d="M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 0 ${n(cx)} ${n(cy + r)}A${n(r * 0.55)} ${n(r)} 0 0 1 ${n(cx)} ${n(cy - r)}Z" fill="${color}" opacity="${opacity}"/>`;
}

function sparkle(x, y, s, color) {
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z" fill="${color}"/>`;
}

function zodiacWheel(cx, cy, r, p) {
  let spokes = "";
  let dots = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const b = a + Math.PI / 12;
    spokes += `M${n(cx + Math.cos(a) * r * 0.78)} ${n(cy + Math.sin(a) * r * 0.78)}L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
    dots += `<circle cx="${n(cx + Math.cos(b) * r * 0.89)}" cy="${n(cy + Math.sin(b) * r * 0.89)}" r="${n(r * 0.028)}"/>`;
  }
  let star = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * 5 * Math.PI) / 6 - Math.PI / 2;
    star += `${i === 0 ? "M" : "L"}${n(cx + Math.cos(a) * r * 0.62)} ${n(cy + Math.sin(a) * r * 0.62)}`;
  }
  return (
    `<g fill="none" stroke="${p.fg}" stroke-width="2.5" opacity="0.9"><circle cx="${cx}" cy="${cy}" r="${n(r)}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.78)}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.3)}" stroke-dasharray="4 8"/><path d="${spokes}"/><path d="${star}Z" stroke-width="1.5" opacity="0.6"/></g>` +
    `<g fill="${p.fg}">${dots}</g><circle cx="${cx}" cy="${cy}" r="${n(r * 0.16)}" fill="${p.accent}" opacity="0.9"/>`
  );
}

function constellation(rand, p, x0, y0, w, h) {
  const pts = [];
  for (let i = 0; i < 7; i++) pts.push([x0 + (i / 6) * w, y0 + between(rand, 0, h)]);
  const line = pts.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("");
  const dots = pts.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="4"/>`).join("");
  return `<path d="${line}" fill="none" stroke="${p.fg}" stroke-width="1.5" opacity="0.6"/><g fill="${p.fg}">${dots}</g>`;
}

function tarotCard(x, y, angle, symbol, p) {
  const w = 150;
  const h = 250;
  const cx = w / 2;
  const cy = h / 2;
  let mark = "";
  if (symbol === "sun") {
    let rays = "";
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      rays += `M${n(cx + Math.cos(a) * 30)} ${n(cy + Math.sin(a) * 30)}L${n(cx + Math.cos(a) * 44)} ${n(cy + Math.sin(a) * 44)}`;
    }
    mark = `<circle cx="${cx}" cy="${cy}" r="22" fill="${p.accent}"/><path d="${rays}" stroke="${p.accent}" stroke-width="3" stroke-linecap="round"/>`;
  } else if (symbol === "moon") {
    mark = crescent(cx, cy, 38, p.accent, -25);
  } else {
    mark = sparkle(cx, cy, 42, p.accent) + sparkle(cx + 36, cy - 52, 10, p.accent);
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle} ${cx} ${h})"><rect width="${w}" height="${h}" rx="14" fill="${p.ink}" stroke="${p.fg}" stroke-width="3"/><rect x="12" y="12" width="${w - 24}" height="${h - 24}" rx="8" fill="none" stroke="${p.fg}" stroke-width="1.5" opacity="0.7"/>${mark}</g>`;
}

function tarotFan(cx, cy, p) {
  return (
    tarotCard(cx - 75 - 95, cy - 125 + 18, -14, "moon", p) +
    tarotCard(cx - 75 + 95, cy - 125 + 18, 14, "star", p) +
    tarotCard(cx - 75, cy - 125, 0, "sun", p)
  );
}

function eye(cx, cy, w, p) {
  let rays = "";
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i + 1) * (Math.PI / 10);
    rays += `M${n(cx + Math.cos(a) * w * 0.78)} ${n(cy + Math.sin(a) * w * 0.78)}L${n(cx + Math.cos(a) * w * 1.02)} ${n(cy + Math.sin(a) * w * 1.02)}`;
  }
  return (
    `<path d="${rays}" stroke="${p.fg}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>` +
    `<path d="M${n(cx - w)} ${n(cy)}Q${n(cx)} ${n(cy - w * 0.8)} ${n(cx + w)} ${n(cy)}Q${n(cx)} ${n(cy + w * 0.8)} ${n(cx - w)} ${n(cy)}Z" fill="${p.ink}" fill-opacity="0.35" stroke="${p.fg}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(w * 0.3)}" fill="none" stroke="${p.fg}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${n(w * 0.14)}" fill="${p.accent}"/>` +
    sparkle(cx + w * 0.07, cy - w * 0.08, w * 0.05, p.soft)
  );
}

function candles(x0, baseY, p, heights = [130, 185, 110], defineGlow = true) {
  let out = !defineGlow
    ? ""
    : `<radialGradient id="flame" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`;
  heights.forEach((h, i) => {
    const x = x0 + i * 72;
    const top = baseY - h;
    out +=
      `<circle cx="${x + 22}" cy="${top - 26}" r="60" fill="url(#flame)"/>` +
      `<rect x="${x}" y="${top}" width="44" height="${h}" rx="6" fill="${p.soft}" opacity="0.92"/>` +
      `<path d="M${x + 22} ${top - 4}Q${x + 36} ${top - 22} ${x + 22} ${top - 50}Q${x + 8} ${top - 22} ${x + 22} ${top - 4}Z" fill="${p.accent}"/>` +
      `<path d="M${x + 22} ${top - 8}Q${x + 28} ${top - 18} ${x + 22} ${top - 30}Q${x + 16} ${top - 18} ${x + 22} ${top - 8}Z" fill="#fbf8f3"/>`;
  });
  return out;
}

function crystalBall(cx, cy, r, p) {
  return (
    `<radialGradient id="orb" cx="0.38" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="0.45" stop-color="${p.soft}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.35"/></radialGradient>` +
    `<ellipse cx="${cx}" cy="${n(cy + r * 0.98)}" rx="${n(r * 0.9)}" ry="${n(r * 0.18)}" fill="${p.ink}" opacity="0.35"/>` +
    `<path d="M${n(cx - r * 0.7)} ${n(cy + r * 1.15)}L${n(cx - r * 0.45)} ${n(cy + r * 0.8)}H${n(cx + r * 0.45)}L${n(cx + r * 0.7)} ${n(cy + r * 1.15)}Z" fill="${p.accent}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#orb)" stroke="${p.fg}" stroke-width="3"/>` +
    sparkle(cx - r * 0.3, cy - r * 0.3, r * 0.16, "#ffffff") +
    sparkle(cx + r * 0.25, cy + r * 0.15, r * 0.08, p.fg)
  );
}

function aura(cx, cy, p) {
  let rings = "";
  for (let i = 5; i >= 1; i--)
    rings += `<circle cx="${cx}" cy="${cy}" r="${60 + i * 36}" fill="${p.soft}" opacity="${n(0.05 + (5 - i) * 0.035)}"/>`;
  const chakra = ["#c0765a", "#e9b97a", "#f0d49a", "#7dcfc3", "#6ea8c9", "#8f7bb8", "#f4ede2"];
  const dots = chakra
    .map((c, i) => `<circle cx="${cx}" cy="${cy + 70 - i * 26}" r="7" fill="${c}"/>`)
    .join("");
  return (
    rings +
    `<g fill="${p.ink}" opacity="0.85"><circle cx="${cx}" cy="${cy - 112}" r="30"/><path d="M${cx - 70} ${cy + 80}Q${cx - 64} ${cy - 66} ${cx} ${cy - 72}Q${cx + 64} ${cy - 66} ${cx + 70} ${cy + 80}Z"/><ellipse cx="${cx}" cy="${cy + 84}" rx="128" ry="30"/></g>` +
    dots
  );
}

function crystals(
  x0,
  baseY,
  p,
  sizes = [
    [34, 120],
    [46, 190],
    [30, 90],
  ],
) {
  let x = x0;
  let out = "";
  for (const [w, h] of sizes) {
    const cx = x + w;
    out += `<path d="M${x} ${baseY}V${baseY - h}L${cx} ${baseY - h - w * 1.3}L${x + 2 * w} ${baseY - h}V${baseY}Z" fill="${p.soft}" fill-opacity="0.35" stroke="${p.fg}" stroke-width="3" stroke-linejoin="round"/><path d="M${cx} ${baseY}V${baseY - h}L${cx} ${baseY - h - w * 1.3}M${x} ${baseY - h}L${cx} ${baseY - h + w * 0.5}L${x + 2 * w} ${baseY - h}" fill="none" stroke="${p.fg}" stroke-width="1.5" opacity="0.7"/>`;
    x += 2 * w + 10;
  }
  return out;
}

function numberRing(cx, cy, r, p, center = "7") {
  let digits = "";
  let star = "";
  for (let i = 0; i < 9; i++) {
    const a = (i * 2 * Math.PI) / 9 - Math.PI / 2;
    digits += `<text x="${n(cx + Math.cos(a) * r * 1.16)}" y="${n(cy + Math.sin(a) * r * 1.16 + 12)}">${i + 1}</text>`;
    const b = (((i * 4) % 9) * 2 * Math.PI) / 9 - Math.PI / 2;
    star += `${i === 0 ? "M" : "L"}${n(cx + Math.cos(b) * r)} ${n(cy + Math.sin(b) * r)}`;
  }
  return (
    `<g fill="none" stroke="${p.fg}" stroke-width="2.5"><circle cx="${cx}" cy="${cy}" r="${r}"/><path d="${star}Z" stroke-width="2" opacity="0.75"/><circle cx="${cx}" cy="${cy}" r="${n(r * 1.32)}" stroke-dasharray="2 10" stroke-linecap="round"/></g>` +
    `<g fill="${p.fg}" font-family="Georgia,'Times New Roman',serif" font-size="34" text-anchor="middle">${digits}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.34)}" fill="${p.accent}"/><text x="${cx}" y="${n(cy + r * 0.16)}" fill="${p.dark ? p.ink : "#fbf8f3"}" font-family="Georgia,'Times New Roman',serif" font-size="${n(r * 0.46)}" text-anchor="middle">${center}</text>`
  );
}

function hand(cx, cy, p, scale = 1) {
  const fill = p.dark ? p.soft : "#fbf8f3";
  const fingers = [
    [-64, -150, 40, 130],
    [-20, -185, 42, 165],
    [26, -175, 42, 155],
    [70, -140, 38, 120],
  ]
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" rx="${w / 2}"/>`,
    )
    .join("");
  return (
    `<g transform="translate(${cx} ${cy}) scale(${scale})" fill="${fill}" stroke="${p.ink}" stroke-width="4" stroke-linejoin="round">` +
    `${fingers}<rect x="-21" y="-120" width="42" height="130" rx="21" transform="translate(-74 86) rotate(-42)"/>` +
    `<path d="M-92 -40Q-95 60 -70 120Q-40 170 10 170Q70 170 88 110Q100 60 92 -30Q60 -44 0 -44Q-50 -44 -92 -40Z"/>` +
    `<path d="M-70 0Q-10 10 70 -8M-76 40Q-10 30 40 70M-40 -2Q-70 70 -20 150" fill="none" stroke="${p.accent}" stroke-width="3.5" stroke-linecap="round"/>` +
    `</g>` +
    sparkle(cx - 10 * scale, cy + 95 * scale, 12 * scale, p.accent)
  );
}

function lotus(cx, cy, p, s = 1) {
  const petal = (rot, len, width, fill, op) =>
    `<path transform="translate(${cx} ${cy}) rotate(${rot}) scale(${s})" d="M0 0C${-width} ${-len * 0.4} ${-width * 0.5} ${-len * 0.8} 0 ${-len}C${width * 0.5} ${-len * 0.8} ${width} ${-len * 0.4} 0 0Z" fill="${fill}" opacity="${op}"/>`;
  let out = "";
  for (const r of [-78, 78]) out += petal(r, 120, 42, p.accent, 0.55);
  for (const r of [-52, 52]) out += petal(r, 150, 50, p.accent, 0.75);
  for (const r of [-26, 26]) out += petal(r, 170, 54, p.dark ? p.soft : p.fg, 0.75);
  out += petal(0, 185, 56, p.dark ? p.soft : p.fg, 0.95);
  return out;
}

/** Layered waves across the frame f ({ x0, w }: the visible span in the 800×600 frame's units). */
function waves(p, f, y0, count = 3, amp = 16) {
  let out = "";
  const start = Math.floor(f.x0 / 200) * 200;
  for (let i = 0; i < count; i++) {
    const y = y0 + i * 38;
    let d = `M${n(start)} ${y}`;
    for (let x = start; x < f.x0 + f.w; x += 200)
      d += `C${n(x + 60)} ${y - amp} ${n(x + 140)} ${y + amp} ${n(x + 200)} ${y}`;
    d += `V${y + 400}H${n(start)}Z`;
    out += `<path d="${d}" fill="${i % 2 ? p.fg : p.ink}" opacity="${n(0.18 + i * 0.1)}"/>`;
  }
  return out;
}

/** Two layers of peaks with a dotted path, across the frame f; h is the ground line. */
function mountains(p, f, h, rand) {
  const base = h;
  const w = f.w;
  const peak = (x, y, spread) =>
    `M${n(f.x0 + x - spread)} ${base}L${n(f.x0 + x)} ${n(y)}L${n(f.x0 + x + spread)} ${base}Z`;
  const far =
    peak(w * 0.2, h * 0.45 + between(rand, -20, 20), w * 0.32) +
    peak(w * 0.62, h * 0.36 + between(rand, -20, 20), w * 0.36);
  const near = peak(w * 0.04, h * 0.62, w * 0.3) + peak(w * 0.9, h * 0.55, w * 0.34);
  return (
    `<path d="${far}" fill="${p.ink}" opacity="0.45"/><path d="${near}" fill="${p.ink}" opacity="0.7"/>` +
    `<path transform="translate(${n(f.x0 + (w - 800) / 2)} 0)" d="M368 ${h}C480 ${n(h * 0.85)} 288 ${n(h * 0.72)} 416 ${n(h * 0.6)}S480 ${n(h * 0.46)} 496 ${n(h * 0.4)}" fill="none" stroke="${p.fg}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`
  );
}

function mandala(cx, cy, r, p) {
  const ring = (count, len, width, dist, color, op) => {
    let out = "";
    for (let i = 0; i < count; i++)
      out += `<ellipse cx="${cx}" cy="${n(cy - dist)}" rx="${n(width)}" ry="${n(len)}" transform="rotate(${n((i * 360) / count)} ${cx} ${cy})"/>`;
    return `<g fill="${color}" opacity="${op}">${out}</g>`;
  };
  return (
    ring(16, r * 0.22, r * 0.07, r * 0.78, p.fg, 0.55) +
    ring(10, r * 0.3, r * 0.11, r * 0.48, p.accent, 0.8) +
    `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="none" stroke="${p.fg}" stroke-width="2" opacity="0.6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.2)}" fill="${p.dark ? p.soft : p.fg}" opacity="0.9"/>`
  );
}

function sunDisc(cx, cy, r, p, op = 0.9) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.accent}" opacity="${op}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Compositions per category (two variants each) and how they become files

const COMPOSE = {
  astrology: [
    (p, rand) =>
      stars(rand, p, 800, 600, 60, 600) +
      zodiacWheel(400, 300, 200, p) +
      crescent(660, 110, 46, p.fg),
    (p, rand) =>
      stars(rand, p, 800, 600, 70, 600) +
      crescent(260, 300, 150, p.fg, -30, 0.95) +
      constellation(rand, p, 420, 200, 320, 220),
  ],
  "tarot-reading": [
    (p, rand) => stars(rand, p, 800, 600, 45) + tarotFan(400, 320, p),
    (p, rand) =>
      stars(rand, p, 800, 600, 45) +
      tarotCard(400 - 75, 300 - 150, -6, "moon", p) +
      candles(150, 560, p, [90, 140]) +
      candles(560, 560, p, [120, 80], false),
  ],
  "psychic-mediums": [
    (p, rand) =>
      stars(rand, p, 800, 600, 50) + eye(400, 250, 190, p) + candles(292, 580, p, [80, 120, 70]),
    (p, rand) => stars(rand, p, 800, 600, 55) + crystalBall(400, 270, 150, p),
  ],
  "energy-healing": [
    (p, rand) => stars(rand, p, 800, 600, 40) + aura(400, 330, p),
    (p, rand) =>
      stars(rand, p, 800, 600, 40) +
      `<circle cx="400" cy="330" r="230" fill="${p.soft}" opacity="0.12"/>` +
      crystals(240, 520, p, [
        [40, 140],
        [60, 240],
        [36, 110],
      ]),
  ],
  numerology: [
    (p, rand) => stars(rand, p, 800, 600, 30) + numberRing(400, 300, 175, p, "7"),
    (p, rand) =>
      stars(rand, p, 800, 600, 30) + mandala(400, 300, 230, p) + numberRing(400, 300, 100, p, "3"),
  ],
  palmistry: [
    (p, rand) =>
      stars(rand, p, 800, 600, 55) + crescent(650, 120, 50, p.fg) + hand(400, 340, p, 1.35),
    (p, rand) =>
      stars(rand, p, 800, 600, 55) + zodiacWheel(400, 300, 250, p) + hand(400, 350, p, 1.05),
  ],
  "meditation-mindfulness": [
    (p, rand, f) =>
      stars(rand, p, 800, 600, 25, 300) +
      sunDisc(400, 230, 120, p, 0.5) +
      waves(p, f, 430) +
      lotus(400, 450, p),
    (p, rand) =>
      stars(rand, p, 800, 600, 30) +
      mandala(400, 280, 200, p) +
      candles(292, 600, p, [70, 100, 60]),
  ],
  "spiritual-life-coaching": [
    (p, rand, f) =>
      stars(rand, p, 800, 600, 30, 260) + sunDisc(500, 250, 90, p) + mountains(p, f, 600, rand),
    (p, rand, f) =>
      stars(rand, p, 800, 600, 40, 340) +
      crescent(600, 150, 60, p.fg) +
      waves(p, f, 420, 2, 22) +
      mountains(p, f, 470, rand),
  ],
};

/** A 4:3 illustration (800×600) or a wider one with the same motif centred. */
function art({ category, variant = 0, palette, seed, width = 800, height = 600 }) {
  const p = PALETTES[palette];
  const rand = prng(seed);
  const compose = COMPOSE[category][variant % 2];
  const { defs, body } = background(p, width, height);
  if (width === 800 && height === 600)
    return svgDoc(800, 600, defs, body + compose(p, rand, { x0: 0, w: 800 }));
  const s = height / 600;
  const dx = (width - 800 * s) / 2;
  const frame = { x0: -dx / s, w: width / s };
  const extra = stars(prng(`${seed}:wide`), p, width, height, Math.round((width / 800) * 30));
  return svgDoc(
    width,
    height,
    defs,
    `${body}${extra}<g transform="translate(${n(dx)} 0) scale(${n(s * 1000) / 1000})">${compose(p, rand, frame)}</g>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Portraits

const FACES = ["smile", "calm", "cute"];

/** The Open Peeps avatar as an inner <svg> placed at x, y with the given size. */
function peep(person, x, y, size) {
  const svg = createAvatar(openPeeps, {
    seed: person.slug,
    skinColor: [person.skin],
    head: [person.head],
    face: [person.face ?? FACES[hash(person.slug) % FACES.length]],
    clothingColor: [person.clothing],
    facialHair: person.facialHair ? [person.facialHair] : undefined,
    facialHairProbability: person.facialHair ? 100 : 0,
    accessories: person.glasses ? ["glasses"] : undefined,
    accessoriesProbability: person.glasses ? 100 : 0,
    maskProbability: 0,
  }).toString();
  const inner = svg
    .replace(/<metadata>[\s\S]*?<\/metadata>/, "")
    .replace(
      /^<svg[^>]*>/,
      `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 704 704" fill="none">`,
    )
    .replaceAll("viewboxMask", `vm-${person.slug}`);
  return `<!-- Open Peeps by Pablo Stanley (CC0 1.0), via DiceBear -->${inner}`;
}

function avatarSvg(person) {
  const p = PALETTES[person.palette];
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${p.dark ? p.bg[1] : p.bg[0]}"/><stop offset="1" stop-color="${p.dark ? p.bg[2] : p.bg[2]}"/></linearGradient>`;
  return svgDoc(
    256,
    256,
    defs,
    `<rect width="256" height="256" fill="url(#bg)"/><circle cx="128" cy="112" r="86" fill="${p.soft}" opacity="${p.dark ? 0.18 : 0.7}"/>${peep(person, 8, 16, 240)}`,
  );
}

function cardSvg(person) {
  const p = PALETTES[person.palette];
  const rand = prng(`card:${person.slug}`);
  const { defs, body } = background(p, 800, 600, { x: 0.5, y: 0.38, r: 0.55 });
  return svgDoc(
    800,
    600,
    defs,
    `${body}${stars(rand, p, 800, 600, 40, 420)}<circle cx="400" cy="262" r="205" fill="${p.soft}" opacity="${p.dark ? 0.16 : 0.65}"/><circle cx="400" cy="262" r="235" fill="none" stroke="${p.fg}" stroke-width="2" stroke-dasharray="3 11" stroke-linecap="round" opacity="0.7"/>${crescent(650, 108, 34, p.fg)}${peep(person, 150, 100, 500)}`,
  );
}

// Coaches: same slugs as data/coaches.ts.
const COACHES = [
  {
    slug: "amara-okafor",
    skin: "ae5d29",
    head: "bantuKnots",
    face: "smile",
    clothing: "0f6b62",
    palette: "teal",
    category: "tarot-reading",
    gallery: [
      ["tarot-reading", 1],
      ["tarot-reading", 0],
      ["psychic-mediums", 1],
    ],
  },
  {
    slug: "priya-raman",
    skin: "d08b5b",
    head: "long",
    face: "calm",
    clothing: "d9a441",
    palette: "dusk",
    category: "astrology",
  },
  {
    slug: "mei-lin-zhou",
    skin: "edb98a",
    head: "bun2",
    face: "cute",
    clothing: "c0765a",
    palette: "twilight",
    category: "astrology",
  },
  {
    slug: "rafael-mendoza",
    skin: "d08b5b",
    head: "short3",
    face: "smile",
    facialHair: "full",
    clothing: "4b3a6b",
    palette: "ember",
    category: "psychic-mediums",
  },
  {
    slug: "soren-halvorsen",
    skin: "ffdbb4",
    head: "medium1",
    face: "calm",
    facialHair: "full2",
    clothing: "7dcfc3",
    palette: "mist",
    category: "meditation-mindfulness",
  },
  {
    slug: "yasmin-haddad",
    skin: "edb98a",
    head: "hijab",
    face: "smile",
    clothing: "0f6b62",
    palette: "sand",
    category: "palmistry",
  },
  {
    slug: "kwame-mensah",
    skin: "694d3d",
    head: "shaved2",
    face: "smile",
    clothing: "d9a441",
    palette: "teal",
    category: "energy-healing",
  },
  {
    slug: "ana-lucia-ferreira",
    skin: "d08b5b",
    head: "longCurly",
    face: "smile",
    clothing: "c0765a",
    palette: "sand",
    category: "spiritual-life-coaching",
  },
  {
    slug: "hiro-tanaka",
    skin: "edb98a",
    head: "grayShort",
    face: "calm",
    glasses: true,
    clothing: "4b3a6b",
    palette: "twilight",
    category: "numerology",
  },
  {
    slug: "leilani-kahale",
    skin: "d08b5b",
    head: "longBangs",
    face: "smile",
    clothing: "e9b97a",
    palette: "ember",
    category: "energy-healing",
  },
  {
    slug: "olena-kovalenko",
    skin: "ffdbb4",
    head: "mediumStraight",
    face: "cute",
    clothing: "8f7bb8",
    palette: "dusk",
    category: "tarot-reading",
  },
  {
    slug: "nadia-rahimi",
    skin: "edb98a",
    head: "medium3",
    face: "calm",
    clothing: "0f6b62",
    palette: "twilight",
    category: "psychic-mediums",
  },
  {
    slug: "elijah-brooks",
    skin: "694d3d",
    head: "dreads1",
    face: "smile",
    clothing: "d9a441",
    palette: "mist",
    category: "spiritual-life-coaching",
  },
];

// Reviewers and testimonial authors: same slugs as data/reviews.ts and data/testimonials.ts.
const PEOPLE = [
  ["sofia-marchetti", "edb98a", "longCurly", "c0765a", "sand"],
  ["daniel-whitaker", "ffdbb4", "short4", "0f6b62", "mist"],
  ["hana-kim", "edb98a", "bangs", "8f7bb8", "dusk"],
  ["marcus-bell", "694d3d", "short5", "d9a441", "teal"],
  ["lucia-romero", "d08b5b", "bun", "0f6b62", "sand"],
  ["aiden-oconnell", "ffdbb4", "short2", "4b3a6b", "mist"],
  ["fatima-zahra", "d08b5b", "hijab", "d9a441", "dusk"],
  ["grace-liu", "edb98a", "mediumBangs", "7dcfc3", "teal"],
  ["tomasz-nowak", "ffdbb4", "short1", "c0765a", "sand"],
  ["imani-jackson", "ae5d29", "afro", "8f7bb8", "ember"],
  ["arjun-mehta", "d08b5b", "short3", "0f6b62", "mist"],
  ["chloe-dubois", "ffdbb4", "grayMedium", "d9a441", "dusk"],
  ["kofi-asante", "694d3d", "twists", "7dcfc3", "teal"],
  ["mariana-costa", "edb98a", "medium2", "c0765a", "ember"],
  ["noah-feldman", "ffdbb4", "pomp", "4b3a6b", "sand"],
  ["aroha-ngata", "ae5d29", "long", "0f6b62", "mist"],
  ["ravi-shankar", "d08b5b", "noHair2", "d9a441", "twilight"],
  ["emma-lindqvist", "ffdbb4", "grayBun", "8f7bb8", "sand"],
  ["jamal-carter", "694d3d", "flatTop", "c0765a", "teal"],
  ["yuki-sato", "edb98a", "mediumStraight", "7dcfc3", "dusk"],
  ["isabel-navarro", "d08b5b", "buns", "d9a441", "ember"],
  ["samira-nasser", "edb98a", "long", "7dcfc3", "teal"],
  ["jonah-reyes", "d08b5b", "short5", "d9a441", "dusk"],
  ["claire-bennett", "ffdbb4", "bun2", "0f6b62", "sand"],
].map(([slug, skin, head, clothing, palette]) => ({ slug, skin, head, clothing, palette }));

// Categories: same slugs as data/categories.ts.
const CATEGORY_ART = {
  astrology: "twilight",
  "tarot-reading": "dusk",
  "psychic-mediums": "twilight",
  "energy-healing": "teal",
  numerology: "sand",
  palmistry: "ember",
  "meditation-mindfulness": "mist",
  "spiritual-life-coaching": "sand",
};

// Events: same slugs as data/events.ts, with their category's slug and which of its two motifs.
const EVENTS = [
  ["new-moon-intention-circle", "astrology", 1],
  ["tarot-for-beginners-workshop", "tarot-reading", 0],
  ["sound-bath-and-breathwork", "meditation-mindfulness", 0],
  ["reiki-level-one-weekend", "energy-healing", 0],
  ["your-birth-chart-decoded", "astrology", 0],
  ["evening-of-mediumship", "psychic-mediums", 0],
  ["palm-reading-fundamentals", "palmistry", 0],
  ["candlelight-meditation-evening", "meditation-mindfulness", 1],
  ["numerology-your-personal-year", "numerology", 0],
  ["vision-and-values-retreat", "spiritual-life-coaching", 0],
  ["crystal-grid-workshop", "energy-healing", 1],
  ["vedic-astrology-study-group", "astrology", 1],
  ["intuition-development-circle", "psychic-mediums", 1],
  ["tarot-and-journaling-brunch", "tarot-reading", 1],
  ["moonlit-beach-meditation", "meditation-mindfulness", 0],
  ["chinese-zodiac-elements-workshop", "astrology", 0],
  ["sacred-sites-travel-info-night", "spiritual-life-coaching", 1],
  ["moonrise-gathering", "astrology", 1],
  ["chakra-balancing-evening", "energy-healing", 0],
  ["hands-and-stories-palmistry-night", "palmistry", 1],
  ["mindful-morning-in-the-park", "meditation-mindfulness", 1],
  ["life-path-numbers-workshop", "numerology", 1],
  ["tarot-card-of-the-season", "tarot-reading", 0],
  ["intro-to-psychic-protection", "psychic-mediums", 0],
  ["purpose-and-pause-day-retreat", "spiritual-life-coaching", 0],
];

// The Demo Healer's listing photo (lib/seed/demo-story.ts), a card portrait like the coaches'.
const DEMO_SEERS = [
  {
    slug: "luna-rivers",
    skin: "f2d3b1",
    head: "longCurly",
    face: "calm",
    clothing: "0f6b62",
    palette: "mist",
  },
];

// Blog posts: same slugs as data/posts.ts.
const POSTS = [
  ["how-to-choose-a-tarot-reader-you-can-trust", "tarot-reading", 0, "dusk"],
  ["your-first-astrology-reading-what-to-expect", "astrology", 0, "twilight"],
  ["a-five-minute-grounding-practice-for-busy-days", "meditation-mindfulness", 0, "mist"],
];

const PALETTE_CYCLE = ["teal", "dusk", "twilight", "ember", "sand", "mist"];

// ---------------------------------------------------------------------------------------------
// Write everything

const written = [];
function write(rel, content) {
  const file = path.join(ROOT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([rel, Buffer.byteLength(content)]);
}

for (const dir of [
  "avatars",
  "people",
  "coaches",
  "categories",
  "events",
  "gallery",
  "blog",
  "site",
  "demo",
])
  rmSync(path.join(ROOT, dir), { recursive: true, force: true });

for (const coach of COACHES) {
  write(`avatars/${coach.slug}.svg`, avatarSvg(coach));
  write(`coaches/${coach.slug}.svg`, cardSvg(coach));
  // Gallery art (gallery/<slug>-<n>.svg): by default the category's two motifs, in two palettes
  // other than the portrait's.
  const i = PALETTE_CYCLE.indexOf(coach.palette);
  const pieces = coach.gallery ?? [
    [coach.category, 1],
    [coach.category, 0],
  ];
  pieces.forEach(([category, variant], k) => {
    write(
      `gallery/${coach.slug}-${k + 1}.svg`,
      art({
        category,
        variant,
        palette: PALETTE_CYCLE[(i + 1 + k * 2) % 6],
        seed: `gallery:${coach.slug}:${k + 1}`,
      }),
    );
  });
}

for (const person of PEOPLE) write(`people/${person.slug}.svg`, avatarSvg(person));
for (const seer of DEMO_SEERS) write(`demo/${seer.slug}.svg`, cardSvg(seer));

for (const [slug, palette] of Object.entries(CATEGORY_ART))
  write(
    `categories/${slug}.svg`,
    art({ category: slug, variant: 0, palette, seed: `category:${slug}` }),
  );

// Each category's events move through the palettes, starting after the category's own.
const seenPerCategory = {};
for (const [slug, category, variant] of EVENTS) {
  const k = seenPerCategory[category] ?? 0;
  seenPerCategory[category] = k + 1;
  const start = PALETTE_CYCLE.indexOf(CATEGORY_ART[category]);
  write(
    `events/${slug}.svg`,
    art({
      category,
      variant,
      palette: PALETTE_CYCLE[(start + 1 + k * 2 + Math.floor(k / 3)) % 6],
      seed: `event:${slug}`,
    }),
  );
}

for (const [slug, category, variant, palette] of POSTS)
  write(
    `blog/${slug}.svg`,
    art({ category, variant, palette, seed: `blog:${slug}`, width: 1200, height: 675 }),
  );

// Site banners: the home hero (16:9), the "For Spiritual Seekers" banner and the events banner (3:1).
write(
  "site/hero.svg",
  art({
    category: "spiritual-life-coaching",
    variant: 1,
    palette: "dusk",
    seed: "site:hero",
    width: 1600,
    height: 900,
  }),
);
write(
  "site/seekers-banner.svg",
  art({
    category: "meditation-mindfulness",
    variant: 0,
    palette: "teal",
    seed: "site:seekers",
    width: 1800,
    height: 600,
  }),
);
write(
  "site/events-banner.svg",
  art({
    category: "astrology",
    variant: 1,
    palette: "twilight",
    seed: "site:events",
    width: 1800,
    height: 600,
  }),
);

const largest = [...written].sort((a, b) => b[1] - a[1])[0];
console.info(
  `Wrote ${written.length} SVG files under public/images (largest: ${largest[0]}, ${Math.round(largest[1] / 1024)} KB).`,
);
