// Makes sure Debian's Radicale (the CalDAV server the calendar API tests run against) is here: as
// root on Debian/Ubuntu it installs the package with apt, as find-chromium.mjs does Chromium.
// Without it the API suites fail at their start with a message saying how to install it.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";

const RADICALE = "/usr/bin/radicale";

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when Radicale is (now) installed. */
export function ensureRadicale() {
  if (executable(RADICALE)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get") || !existsSync("/etc/debian_version")) {
    return false;
  }
  console.info("[test] No Radicale found: installing Debian's radicale package with apt...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "radicale"], {
      stdio: "inherit",
      env,
    }).status === 0;
  if (!install()) {
    if (spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env }).status !== 0)
      return false;
    install();
  }
  return executable(RADICALE);
}
