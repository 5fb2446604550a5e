// `npm run bench:catalog`: the catalogue at scale. Seeds 10,000 listings into a fresh SQLite and a
// fresh PostgreSQL database, starts the production server on each and prints p50/p95 response
// times (sequential requests on loopback, after a warm-up) for /discover unfiltered and with three
// filters, and for GET /api/v1/coaches/. It prints figures and never fails on slowness. Options:
//   --only=sqlite|postgres   one database      --listings=10000   --requests=200

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeListings, seedPostgres, seedSqlite } from "./catalog-data.mjs";
import { freePort, postgresDatabase, serverEnv, startNode, waitFor } from "./support.mjs";

const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const ONLY = option("only", undefined);
const LISTINGS = Number(option("listings", 10_000));
const REQUESTS = Number(option("requests", 200));
const WARMUP = 20;

const CASES = [
  ["/discover", "/discover"],
  [
    "/discover, 3 filters",
    "/discover?location=bay-area&min_price=20&max_price=80&specialty=healing",
  ],
  ["GET /api/v1/coaches/", "/api/v1/coaches/"],
  [
    "GET /api/v1/coaches/, 3 filters",
    "/api/v1/coaches/?mode=remote&min_price=20&reading_type=numerology",
  ],
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function time(url) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function runTarget(target, listings) {
  const db = target === "postgres" ? await postgresDatabase() : undefined;
  if (target === "postgres" && !db) {
    console.info("[bench] PostgreSQL does not answer: skipped");
    return [];
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "seers-bench-catalog-"));
  const port = await freePort();
  const env = serverEnv({
    port,
    dataDir,
    DATABASE_URL: db?.url ?? "",
    RATE_LIMIT_PER_IP: "1000000000",
  });
  const base = `http://127.0.0.1:${port}`;
  const server = startNode(["scripts/server.mjs"], env);
  try {
    // The first request migrates and seeds the sample coaches; then the bench's listings go in.
    await waitFor(`${base}/api/v1/utils/health-check/`, server);
    const seeding = performance.now();
    if (db) await seedPostgres(db.url, listings);
    else seedSqlite(path.join(dataDir, "seers.db"), listings);
    console.info(
      `[bench] ${target}: ${listings.length} listings seeded in ${Math.round(performance.now() - seeding)} ms`,
    );
    const rows = [];
    for (const [name, pathname] of CASES) {
      for (let i = 0; i < WARMUP; i++) await time(`${base}${pathname}`);
      const times = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await time(`${base}${pathname}`));
      times.sort((a, b) => a - b);
      rows.push({ target, name, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}

const listings = makeListings(LISTINGS);
const published = listings.filter((l) => l.status === "published").length;
console.info(
  `[bench] ${LISTINGS} listings (${published} published), ${REQUESTS} requests per case`,
);
const results = [];
for (const target of ["sqlite", "postgres"]) {
  if (ONLY && ONLY !== target) continue;
  results.push(...(await runTarget(target, listings)));
}
console.info("\ndatabase   case                               p50 ms   p95 ms");
for (const r of results) {
  console.info(
    `${r.target.padEnd(10)} ${r.name.padEnd(34)} ${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}`,
  );
}
