// `npm test`: every check and every test suite, on SQLite and (when it answers) on PostgreSQL.
// `npm run test:quick` (--quick): lint, types, unit tests and the API suite on SQLite, reusing
// the last build while nothing it read has changed: the contributor's loop.
// Both end with one line that sums all suites, e.g. `tests: 214 passed, 0 failed`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { findChromium } from "./find-chromium.mjs";
import { ensureRadicale } from "./find-radicale.mjs";
import { freePort } from "./free-port.mjs";
import { freshBuild, productionBuild } from "./test/build.mjs";
import { runLogged } from "./test/side-by-side.mjs";

const QUICK = process.argv.includes("--quick");

const REPORTS = ".test-reports";
/**
 * Browser specs whose pages run SQL of their own in server components (the dashboard, a booking's
 * page and its room, messages, the listing editor, the admin's review, the reset-password page):
 * PostgreSQL runs these. The other pages read and write only through routes the API suite runs on
 * PostgreSQL, or render sample data, and are the same on either database.
 */
const DATABASE_SPECS = [
  "admin",
  "booking",
  "dashboard",
  "listing",
  "messages",
  "password-reset",
  "place",
  "talk-and-meet",
  "time-zone",
];
/**
 * A browser test that fails is run once more before it counts as failed: on two shared cores a
 * slow moment can outlast a timeout. The summary names how many passed only on that retry.
 */
const E2E_RETRIES = "1";
const BIN = "node_modules/.bin";
const totals = { passed: 0, failed: 0, skipped: 0, retried: 0 };
const notes = [];
let failedSteps = 0;

/** Each step's wall time, printed in the summary: where the run's minutes go. */
const timings = [];

function timed(label, fn) {
  const started = Date.now();
  const result = fn();
  timings.push([label, Math.round((Date.now() - started) / 1000)]);
  return result;
}

function run(label, command, args, env = {}) {
  console.info(`\n[test] ${label}`);
  const result = timed(label, () =>
    spawnSync(command, args, {
      stdio: "inherit",
      env: { ...process.env, NO_COLOR: "1", ...env },
    }),
  );
  if (result.status !== 0) {
    failedSteps += 1;
    console.error(`[test] ${label}: FAILED (exit ${result.status})`);
  }
  return result.status === 0;
}

/**
 * A step run beside others, `{ label, command, args, env, log? }`, into its own log (printed whole
 * when it ends): its time and, if it fails, its failure are counted like run()'s.
 */
async function runBeside({ label, command, args, env = {}, log }) {
  const file = log ?? `${REPORTS}/${label.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.log`;
  const { status, seconds } = await runLogged({ label, command, args, env, log: file });
  timings.push([label, seconds]);
  if (status !== 0) {
    failedSteps += 1;
    console.error(`[test] ${label}: FAILED (exit ${status})`);
  }
  return status === 0;
}

/** The production build every suite shares: reused by --quick while it is fresh. */
async function build() {
  const label = "production build (next build)";
  if (QUICK && freshBuild()) {
    console.info(`\n[test] ${label}: the last build is up to date, reused`);
    return true;
  }
  const { ok, seconds } = await productionBuild(BIN, label);
  timings.push([label, seconds]);
  if (!ok) {
    failedSteps += 1;
    console.error(`[test] ${label}: FAILED`);
  }
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function countVitest(file, label) {
  const report = readJson(file);
  if (!report) {
    totals.failed += 1;
    notes.push(`${label}: no report (the suite did not run)`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  notes.push(
    `${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
}

function countPlaywright(file, label) {
  const report = readJson(file);
  if (!report?.stats) {
    totals.failed += 1;
    notes.push(`${label}: no report (the suite did not run)`);
    return;
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  totals.retried += flaky;
  const retried = flaky > 0 ? ` (${flaky} of them only on a retry)` : "";
  notes.push(
    `${label}: ${expected + flaky} passed${retried}, ${unexpected} failed, ${skipped} skipped`,
  );
}

const postgresAdminUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresAnswers() {
  const client = new pg.Client({
    connectionString: postgresAdminUrl,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withPostgresDatabase(fn) {
  const name = `seers_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

function apiSuite(target) {
  return {
    label: `API tests on ${target} (vitest)`,
    command: `${BIN}/vitest`,
    args: [
      "run",
      "--project",
      "api",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/api-${target}.json`,
    ],
    env: { TEST_TARGET: target },
    log: `${REPORTS}/api-${target}.log`,
  };
}

function countApiSuite(target) {
  countVitest(`${REPORTS}/api-${target}.json`, `api (${target})`);
}

/** The API suite on one target, against servers and databases of its own. */
async function runApiSuite(target) {
  await runBeside(apiSuite(target));
  countApiSuite(target);
}

/** The browser suite (Playwright) on one database, with ports, data and output of its own. */
async function browserSuite(target, chromium, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "seers-e2e-"));
  const report = `${REPORTS}/e2e-${target}.json`;
  // Phone layouts and pages drawn from sample data alone do not depend on the database:
  // PostgreSQL runs the desktop project of the specs that read or write it. Paid sessions and
  // seats run on SQLite only, against a server of their own (playwright.config.ts starts it, and
  // the Stripe stand-in, only without E2E_DATABASE_URL): every payment path is in the API suite,
  // which runs on PostgreSQL too, and the pay and payout screens read through those routes.
  const selection =
    target === "postgres"
      ? [
          "--project=desktop",
          // The catalogue-counting specs that desktop waits for are not among these.
          "--no-deps",
          // Accessibility scans judge markup and colour, which no database changes.
          "--grep-invert=axe|accessibility",
          ...DATABASE_SPECS.map((spec) => `e2e/${spec}.spec.ts`),
        ]
      : [];
  if (target === "postgres")
    notes.push(`e2e (postgres) ran the specs that use the database: ${DATABASE_SPECS.join(", ")}`);
  const args = ["test", `--retries=${E2E_RETRIES}`, ...selection];
  await runBeside({
    label: `browser tests on ${target} (playwright)`,
    command: `${BIN}/playwright`,
    args,
    env: {
      TEST_TARGET: target,
      CHROMIUM_PATH: chromium,
      E2E_PORT: String(await freePort()),
      E2E_MAIL_PORT: String(await freePort()),
      E2E_GOOGLE_PORT: String(await freePort()),
      E2E_FACEBOOK_PORT: String(await freePort()),
      E2E_PAYMENTS_PORT: String(await freePort()),
      E2E_STRIPE_PORT: String(await freePort()),
      E2E_DATA_DIR: dataDir,
      E2E_DATABASE_URL: databaseUrl,
      E2E_OUTPUT_DIR: `test-results/${target}`,
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    },
  });
  countPlaywright(report, `e2e (${target})`);
  rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  const started = Date.now();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  run("lint and format (biome)", `${BIN}/biome`, ["check", "."]);
  // The type check and the unit tests run beside the build, which takes what they leave.
  const types = runBeside({
    label: "type check (tsc)",
    command: `${BIN}/tsc`,
    args: ["--noEmit"],
  });
  const unit = runBeside({
    label: "unit tests (vitest)",
    command: `${BIN}/vitest`,
    args: [
      "run",
      "--project",
      "unit",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
  });
  const building = build();

  // The system packages the suites need, installed on a fresh machine while the build runs: the
  // calendar API tests' CalDAV server (tests/support/radicale.ts) and the test browser.
  if (!ensureRadicale()) {
    console.error(
      "[test] Radicale is missing and could not be installed: `sudo apt-get install radicale`.",
    );
    failedSteps += 1;
  }
  let chromium;
  if (!QUICK) {
    try {
      const looking = Date.now();
      chromium = await findChromium({ headlessShell: true });
      timings.push(["find or install Chromium", Math.round((Date.now() - looking) / 1000)]);
    } catch (error) {
      console.error(`[test] ${error.message}`);
      failedSteps += 1;
    }
  }

  const [built] = await Promise.all([building, types, unit]);
  countVitest(`${REPORTS}/unit.json`, "unit");

  if (!built) {
    console.error("[test] The build failed: the API and browser suites cannot run.");
    finish(started);
    return;
  }

  if (QUICK) {
    await runApiSuite("sqlite");
    finish(started);
    return;
  }

  const targets = ["sqlite"];
  if (await postgresAnswers()) targets.push("postgres");
  else
    notes.push(
      `PostgreSQL did not answer at ${new URL(postgresAdminUrl).host}: the PostgreSQL runs were skipped`,
    );
  console.info(`\n[test] Database targets: ${targets.join(", ")}`);

  // Two phases: the API suites (SQLite and PostgreSQL side by side), then the browser suites.
  // All four at once kept ten test workers, their servers and two browsers on two cores: every
  // request and page took several times its quiet time, tests that wait a minute for a job (an
  // email after a restart, a crowd served in turn) ran out of it, and the machine spent a quarter
  // of its time switching between processes. Two suites at a time still fill both cores. (Three
  // at a time, the longest first, was no faster: 951 s against 956 s and 959 s on the same
  // machine; the crowd's switching cost what the idle tail of the browser phase had.)
  await Promise.all(targets.map(runApiSuite));
  await Promise.all([
    chromium ? browserSuite("sqlite", chromium, "") : undefined,
    chromium && targets.includes("postgres")
      ? withPostgresDatabase((url) => browserSuite("postgres", chromium, url))
      : undefined,
  ]);
  finish(started);
}

function finish(started) {
  console.info(`\n[test] Summary (${Math.round((Date.now() - started) / 1000)} s):`);
  for (const note of notes) console.info(`[test]   ${note}`);
  for (const [label, seconds] of timings) console.info(`[test]   ${seconds} s  ${label}`);
  console.info(`[test]   ${totals.retried} passed on retry`);
  if (failedSteps > 0) console.info(`[test]   ${failedSteps} step(s) failed`);
  console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
}

if (!existsSync("node_modules")) {
  console.error(
    "[test] Dependencies are missing: run `npm install` first (the README's test command does).",
  );
  process.exit(1);
}
await main();
