/** Starts the production server (scripts/server.mjs) in a child process for a test, and stops it. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./ports";

export type RunningServer = {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
};

/**
 * The project's folder: the nearest one up from the working directory with scripts/server.mjs.
 * Not import.meta: the browser tests load this file too, as CommonJS (e2e/room.spec.ts).
 */
function projectRoot(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "scripts/server.mjs"))) return dir;
    if (path.dirname(dir) === dir) throw new Error("run the tests from inside the project");
  }
}
const ROOT = projectRoot();

/** A fresh data folder (SQLite file, generated secret) for one server. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "seers-test-"));
}

/** Environment that every test server shares: quiet, fast, never touching the developer's .data/. */
export function baseEnv(): Record<string, string> {
  const keep = ["PATH", "HOME", "LANG", "TMPDIR", "NEXT_DIST_DIR"];
  const env: Record<string, string> = {};
  for (const key of keep) if (process.env[key]) env[key] = process.env[key] as string;
  return { ...env, NODE_ENV: "production", HOSTNAME: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" };
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
  acceptAnyAnswer: boolean,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} before it was ready:\n${log()}`);
    }
    try {
      const res = await fetch(`${url}/api/v1/utils/health-check/`);
      if (res.ok || acceptAnyAnswer) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} was not ready within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Servers still running, stopped when this test process exits: a file whose hook timed out never
 * reaches its own stop, and its server's jobs would run on beside the rest of the suite.
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Node's own flags for every server a test starts, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`. */
const serverNodeArgs = process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];

export async function startServer(
  env: Record<string, string>,
  /** `listening`: ready once it answers at all (e.g. a 503 while its database is down). */
  options: { port?: number; timeoutMs?: number; readyWhen?: "healthy" | "listening" } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  let log = "";
  const child = spawn(process.execPath, [...serverNodeArgs, "scripts/server.mjs"], {
    cwd: ROOT,
    env: {
      DATA_DIR: tempDataDir(),
      ...baseEnv(),
      ...env,
      PORT: String(port),
    } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });
  const server: RunningServer = {
    url,
    port,
    process: child,
    output: () => log,
    stop: async () => {
      child.kill("SIGTERM");
      await exited();
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited();
    },
  };
  try {
    await waitForHealth(
      url,
      child,
      () => log,
      options.timeoutMs ?? 60_000,
      options.readyWhen === "listening",
    );
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}
