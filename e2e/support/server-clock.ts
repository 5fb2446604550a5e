/**
 * The main e2e server's one clock (`PUT /api/v1/utils/clock`, ENVIRONMENT=local), shared by every
 * spec that runs against it. A test that moves it holds it until it puts it back: two such tests
 * in the two workers at once would each move the other's "now" (a room opening at the wrong time,
 * a list of free times shifting under a click). The hold is a folder made atomically beside the
 * suite's other temporary files, named after the server's port (each suite has its own server),
 * with the holding worker's pid inside so a worker that died holding it does not block the rest.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { appPort } from "./e2e-env";

const HOLD = path.join(tmpdir(), `seers-e2e-clock-${appPort}`);
const OWNER = path.join(HOLD, "owner");
const POLL_MS = 250;

function owner(): number | null {
  try {
    return Number(readFileSync(OWNER, "utf8")) || null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for the clock (time spent waiting is added to the test's own timeout). */
async function holdClock(): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(HOLD);
      writeFileSync(OWNER, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = owner();
    // This worker already holds it (a test that moves the clock twice before putting it back).
    if (holder === process.pid) break;
    // Its worker is gone (a test stopped at its timeout, and Playwright replaced the worker).
    if (holder !== null && !alive(holder)) rmSync(HOLD, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const waited = Date.now() - started;
  if (waited > POLL_MS) test.info().setTimeout(test.info().timeout + waited);
}

function releaseClock(): void {
  if (owner() === process.pid) rmSync(HOLD, { recursive: true, force: true });
}

/** Moves the server's clock to `at` (held until put back), or puts it back to real time (`null`). */
export async function setServerClock(request: APIRequestContext, at: Date | null) {
  if (at) await holdClock();
  const response = await request.put("/api/v1/utils/clock", {
    data: { now: at ? at.toISOString() : null },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (!at) releaseClock();
}
