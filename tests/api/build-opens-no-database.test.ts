/**
 * `next build` must open no database: migrations and seeding (and the generated superuser password
 * they print) belong to the server's start. A production build with an empty DATA_DIR must leave
 * that folder empty and say nothing of a password. Under `npm test` this checks the run's own
 * build (scripts/test/build.mjs records its log and DATA_DIR); alone, it builds a clean copy itself.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "seers-build-"));
const copy = path.join(work, "project");
const dataDir = path.join(work, "data");

/** The project's own files (tracked, or new and not ignored), as a fresh clone would have them. */
function copyProject() {
  const listed = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet committed
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(from, path.join(copy, file));
  }
  // Hard links: the installed packages, without copying them.
  spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(copy, "node_modules")]);
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

const FORBIDDEN_IN_LOG = /generated password|\[seed\]|\[db\]|superuser/i;

type RecordedBuild = { dataDir: string; hadLocalData: boolean; status: number; log: string };

/** The build `npm test` made for this run (scripts/test/build.mjs records it beside the build). */
function recordedBuild(): RecordedBuild | undefined {
  const file = path.join(ROOT, ".next/test-build/build.json");
  if (!existsSync(file)) return undefined;
  const recorded = JSON.parse(readFileSync(file, "utf8")) as RecordedBuild;
  return existsSync(recorded.dataDir) ? recorded : undefined;
}

const recorded = recordedBuild();

it.runIf(recorded)("npm test's own production build left its empty DATA_DIR empty", () => {
  const build = recorded as RecordedBuild;
  const log = readFileSync(path.join(ROOT, build.log), "utf8");
  expect(build.status, log).toBe(0);
  expect(readdirSync(build.dataDir), log).toEqual([]);
  if (!build.hadLocalData) expect(existsSync(path.join(ROOT, ".data")), log).toBe(false);
  expect(log).not.toMatch(FORBIDDEN_IN_LOG);
});

it.skipIf(recorded)(
  "a production build leaves an empty DATA_DIR empty and prints no password",
  () => {
    copyProject();
    mkdirSync(dataDir);
    const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      cwd: copy,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        NEXT_TELEMETRY_DISABLED: "1",
      } as unknown as NodeJS.ProcessEnv,
    });
    const log = `${build.stdout}${build.stderr}`;
    expect(build.status, log).toBe(0);
    expect(readdirSync(dataDir), log).toEqual([]);
    expect(existsSync(path.join(copy, ".data")), log).toBe(false);
    expect(log).not.toMatch(FORBIDDEN_IN_LOG);
  },
  600_000,
);
