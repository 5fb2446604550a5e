/** Helpers for tests that run their own server processes: form logins, and starts that must fail. */
import { spawn } from "node:child_process";
import path from "node:path";
import { call } from "./api-client";
import { baseEnv, type RunningServer, startServer, tempDataDir } from "./server";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** OAuth2 form login against a given server; returns the raw result (status, body, headers). */
export function formLogin(
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return call("POST", "/login/access-token", {
    base,
    headers,
    body: new URLSearchParams({ username: email, password }),
  });
}

export type ExitedServer = { code: number | null; output: string; timedOut: boolean };

/**
 * Starts `node scripts/server.mjs` with an environment that should be refused and waits for the
 * process to end by itself (a few seconds; the margin is for loaded CI machines); a process still
 * running after `timeoutMs` is killed and reported.
 */
export function runUntilExit(
  env: Record<string, string>,
  port: number,
  timeoutMs = 20_000,
): Promise<ExitedServer> {
  return new Promise((resolve) => {
    let output = "";
    let timedOut = false;
    const child = spawn(process.execPath, ["scripts/server.mjs"], {
      cwd: ROOT,
      env: {
        DATA_DIR: tempDataDir(),
        ...baseEnv(),
        ...env,
        PORT: String(port),
      } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/**
 * Polls until `check` returns a value (or throws after the timeout with the given message). The
 * default is generous because emails wait their turn in one outbox behind every other file's
 * (each sign-up queues a verification email), and two files run at once.
 */
export async function eventually<T>(
  check: () => T | undefined,
  message: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(message);
}

/** Starts two servers at the same moment with one environment, as a load balancer's pool would. */
export async function startPair(
  env: Record<string, string>,
): Promise<[RunningServer, RunningServer]> {
  const started = await Promise.allSettled([startServer(env), startServer(env)]);
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failure = started.find((s) => s.status === "rejected");
  if (failure) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failure.reason;
  }
  return servers as [RunningServer, RunningServer];
}
