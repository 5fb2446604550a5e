// `npm run bench:pages`: Lighthouse (mobile emulation, Debian Chromium) on the public pages of the
// production build, three runs a page (`--runs=N`), printing the median run's scores (the run
// with the median Performance) beside every run's Performance, and the JavaScript each page loads.
// A script that prints figures, not a test: this machine's CPU is slower than Lighthouse assumes.
// Pages are served as visitors get them: from the page cache (PAGE_CACHE_SECONDS, default 60).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findChromium } from "./find-chromium.mjs";
import { freePort } from "./free-port.mjs";

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
const named = args.filter((a) => !a.startsWith("--"));
const PAGES = named.length
  ? named
  : [
      "/",
      "/discover",
      "/events",
      "/events/new-moon-intention-circle",
      "/profile",
      // A Seer's page (the demo story's): the booking panel and the readings-now box.
      "/profile/luna-rivers",
    ];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const chromium = await findChromium();
if (!existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`)) {
  console.info("[bench] building the production app first...");
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(1);
}
/** One Lighthouse run of `url`: its JSON result, or undefined when it did not finish. */
function lighthouse(url) {
  const report = path.join(dataDir, "report.json");
  rmSync(report, { force: true });
  const run = spawnSync(
    "npx",
    [
      "-y",
      "lighthouse@12",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${report}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (run.status !== 0 || !existsSync(report)) return undefined;
  return JSON.parse(readFileSync(report, "utf8"));
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "seers-bench-"));
const server = spawn(process.execPath, ["scripts/server.mjs"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NODE_ENV: "production",
    DATA_DIR: dataDir,
  },
  // The server's own errors are worth seeing; its request log is not.
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/api/v1/utils/health-check/`);
  const rows = [];
  for (const page of PAGES) {
    // Warm the route once, as a returning server would be (retried: a busy machine may drop one).
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await (await fetch(`${base}${page}`)).arrayBuffer();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = lighthouse(`${base}${page}`);
      if (result) runs.push(result);
    }
    if (runs.length === 0) {
      rows.push({ page, error: "lighthouse did not finish" });
      continue;
    }
    const score = (result, c) => Math.round((result.categories[c]?.score ?? 0) * 100);
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const result = runs[Math.floor((runs.length - 1) / 2)];
    const scripts = (result.audits["network-requests"]?.details?.items ?? []).filter(
      (r) => r.resourceType === "Script",
    );
    const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    // What keeps a category below 100 (performance aside, which is this machine's CPU as much as ours).
    for (const category of CATEGORIES.filter((c) => c !== "performance")) {
      for (const ref of result.categories[category]?.auditRefs ?? []) {
        const audit = result.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const items = audit.details?.items ?? [];
          const detail = items.length ? ` ${JSON.stringify(items.slice(0, 3)).slice(0, 300)}` : "";
          console.info(`[bench] ${page} ${category}: ${audit.id} (${audit.title})${detail}`);
        }
      }
    }
    rows.push({
      page,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, score(result, c)])),
      "performance, each run": runs.map((r) => score(r, "performance")).join(" "),
      "js (KB transferred)": Math.round(jsBytes / 1024),
      "LCP (ms)": Math.round(result.audits["largest-contentful-paint"]?.numericValue ?? 0),
      "TBT (ms)": Math.round(result.audits["total-blocking-time"]?.numericValue ?? 0),
      CLS: Number((result.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    });
  }
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
