// Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's browsers, then Playwright's own
// browser if one is installed; as root on Debian/Ubuntu it installs Debian's package. It never
// downloads a browser of its own.
//
// The browser tests want Chromium's headless shell (Debian's chromium-headless-shell, the build
// Playwright itself runs headless tests on): without the full browser's UI, GPU process and
// background pages it takes about 40 % less time for the same specs on two cores. Lighthouse
// (bench:pages) measures with the full browser, as a visitor's Chrome is.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function playwrightBrowser() {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return path && executable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function installWithApt(packageName) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get") || !existsSync("/etc/debian_version"))
    return false;
  console.info(
    `[test] No Chromium found: installing Debian's ${packageName} package with apt (about a minute)...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  if (update.status !== 0) return false;
  const install = spawnSync("apt-get", ["install", "-y", "-qq", packageName], {
    stdio: "inherit",
    env,
  });
  return install.status === 0 && executable(`/usr/bin/${packageName}`);
}

/** `headlessShell`: for the browser tests (see above); the full browser otherwise. */
export async function findChromium({ headlessShell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (executable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
  }
  const wanted = headlessShell ? "chromium-headless-shell" : "chromium";
  if (executable(`/usr/bin/${wanted}`)) return `/usr/bin/${wanted}`;
  if (headlessShell && installWithApt(wanted)) return `/usr/bin/${wanted}`;
  if (executable("/usr/bin/chromium")) return "/usr/bin/chromium";
  const bundled = await playwrightBrowser();
  if (bundled) return bundled;
  if (installWithApt("chromium")) return "/usr/bin/chromium";
  throw new Error(
    "No Chromium for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`), " +
      "or point CHROMIUM_PATH at a Chromium or Chrome executable, then run the tests again.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findChromium({ headlessShell: process.argv.includes("--headless-shell") })
    .then((path) =>
      console.info(path, execFileSync(path, ["--version"], { encoding: "utf8" }).trim()),
    )
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
