// The production build every suite of a run shares, made once. `npm run test:quick` reuses the
// last one while no file the build reads has changed since; `npm test` always builds afresh.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runLogged } from "./side-by-side.mjs";

/**
 * The build's log and the empty DATA_DIR it ran with, kept beside the build itself:
 * tests/api/build-opens-no-database.test.ts checks this very build instead of making a second one.
 */
export const BUILD_RECORD = ".next/test-build/build.json";
const BUILD_LOG = ".next/test-build/build.log";

/** Files that never reach the build: a change there leaves the last build good. */
const NOT_BUILT = [/^tests\//, /^e2e\//, /^docs\//, /^bench\//, /^\.ci\//, /\.md$/, /\.test\.ts$/];

function changedSince(ms) {
  const listed = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      encoding: "utf8",
    },
  );
  if (listed.status !== 0) return ["(git ls-files failed)"];
  return listed.stdout
    .split("\0")
    .filter((file) => file && !NOT_BUILT.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(file) && statSync(file).mtimeMs > ms);
}

/** The last build, when it succeeded and no file it read has changed since. */
export function freshBuild() {
  if (!existsSync(BUILD_RECORD) || !existsSync(".next/BUILD_ID")) return undefined;
  const record = JSON.parse(readFileSync(BUILD_RECORD, "utf8"));
  if (record.status !== 0) return undefined;
  return changedSince(statSync(BUILD_RECORD).mtimeMs).length === 0 ? record : undefined;
}

/**
 * `next build` with DATA_DIR pointing at an empty folder: the build must open no database.
 * Resolves to whether it succeeded and its seconds. It writes into a file of its own (`next build`
 * empties .next/ as it starts), not through this process, so the caller may do synchronous work
 * meanwhile (installing the test browser) without the build waiting on a full pipe.
 */
export async function productionBuild(bin, label) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "seers-build-data-"));
  const hadLocalData = existsSync(".data");
  const log = `${dataDir}.log`;
  const { status, seconds } = await runLogged({
    label,
    command: `${bin}/next`,
    args: ["build"],
    env: { DATA_DIR: dataDir },
    log,
  });
  if (existsSync(".next")) {
    mkdirSync(path.dirname(BUILD_RECORD), { recursive: true });
    writeFileSync(BUILD_LOG, readFileSync(log, "utf8"));
    writeFileSync(BUILD_RECORD, JSON.stringify({ dataDir, hadLocalData, status, log: BUILD_LOG }));
  }
  return { ok: status === 0, seconds };
}
