// Listings for `npm run bench:catalog`: a fixed pseudo-random catalogue, written straight into
// SQLite or PostgreSQL (the server has already created the tables and seeded the sample coaches).
import { randomUUID } from "node:crypto";
import SQLite from "better-sqlite3";
import pg from "pg";

const CATEGORIES = [
  "astrology",
  "tarot-reading",
  "psychic-mediums",
  "numerology",
  "energy-healing",
];
const MODES = ["Remote", "Hybrid", "On Site"];
const CITIES = [
  "Bay Area",
  "New York City",
  "Los Angeles",
  "Austin",
  "Chicago",
  "Seattle",
  "Denver",
];
const SPECIALTIES = [
  "Esoteric Sciences",
  "Divination Tools",
  "Psychic Abilities",
  "Healing",
  "Sacred Sites Travel",
];
const READINGS = [
  "Western Astrology",
  "Vedic Astrology",
  "Chinese Astrology",
  "Numerology",
  "Palmistry",
];

// A fixed sequence, so every run seeds the same catalogue.
let state = 42;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const some = (list) => list.filter(() => random() < 0.35).slice(0, 3);

/** The rows to insert: ~90% published, the rest paused or drafts; one photo and 1-3 tags each. */
export function makeListings(count) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const specialties = some(SPECIALTIES);
    const readings = some(READINGS);
    if (specialties.length === 0) specialties.push(pick(SPECIALTIES));
    const roll = random();
    const at = new Date(now - Math.floor(random() * 180) * 86_400_000).toISOString();
    return {
      id: randomUUID(),
      slug: `bench-seer-${i}`,
      status: roll < 0.9 ? "published" : roll < 0.95 ? "paused" : "draft",
      display_name: `Bench Seer ${i}`,
      headline: `Readings in ${pick(["clarity", "courage", "timing", "healing"])} number ${i}`,
      bio: "A bench listing with a bio long enough to look like a real one.",
      category: pick(CATEGORIES),
      specialties,
      readings,
      mode: pick(MODES),
      location: pick(CITIES),
      rate: 5 + Math.floor(random() * 496),
      at,
    };
  });
}

const COLUMNS =
  "id, owner_id, slug, status, display_name, headline, bio, category, specialties, reading_types, languages, years_experience, mode, location, hourly_rate_cents, session_description, featured, published_at, submitted_at, created_at, updated_at";

function rowValues(l, flag) {
  return [
    l.id,
    null,
    l.slug,
    l.status,
    l.display_name,
    l.headline,
    l.bio,
    l.category,
    JSON.stringify(l.specialties),
    JSON.stringify(l.readings),
    '["English"]',
    5,
    l.mode,
    l.location,
    l.rate * 100,
    "An hour together.",
    flag(false),
    l.status === "draft" ? null : l.at,
    l.at,
    l.at,
    l.at,
  ];
}

const tagsOf = (l) => [
  ...l.specialties.map((v) => [l.id, "specialty", v]),
  ...l.readings.map((v) => [l.id, "reading_type", v]),
];
const photoOf = (l) => [
  randomUUID(),
  l.id,
  0,
  `Portrait of ${l.display_name}`,
  "/images/coaches/amara-okafor.svg",
  l.at,
];

export function seedSqlite(file, listings) {
  const db = new SQLite(file);
  db.pragma("busy_timeout = 10000");
  const marks = (n) => Array(n).fill("?").join(", ");
  const listing = db.prepare(`insert into listing (${COLUMNS}) values (${marks(22)})`);
  const tag = db.prepare("insert into listing_tag (listing_id, kind, value) values (?, ?, ?)");
  const photo = db.prepare(
    "insert into listing_photo (id, listing_id, position, alt, src, created_at) values (?, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (const l of listings) {
      listing.run(rowValues(l, (v) => (v ? 1 : 0)));
      for (const t of tagsOf(l)) tag.run(t);
      photo.run(photoOf(l));
    }
  })();
  db.pragma("optimize");
  db.close();
}

async function insertBatches(client, table, columns, rows) {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const width = batch[0].length;
    const values = batch
      .map(
        (_, r) =>
          `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(", ")})`,
      )
      .join(", ");
    await client.query(`insert into ${table} (${columns}) values ${values}`, batch.flat());
  }
}

export async function seedPostgres(url, listings) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await insertBatches(
    client,
    "listing",
    COLUMNS,
    listings.map((l) => rowValues(l, (v) => v)),
  );
  await insertBatches(client, "listing_tag", "listing_id, kind, value", listings.flatMap(tagsOf));
  await insertBatches(
    client,
    "listing_photo",
    "id, listing_id, position, alt, src, created_at",
    listings.map(photoOf),
  );
  await client.query("analyze");
  await client.end();
}
