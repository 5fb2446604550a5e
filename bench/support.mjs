// Shared pieces of the bench scripts: ports, child servers, resident memory, autocannon runs.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../scripts/free-port.mjs";

export { freePort };

/** Starts `node <args>` (pinned to the given CPUs with taskset when asked and available). */
export function startNode(args, env, { cpus } = {}) {
  const pin = cpus !== undefined && spawnSync("taskset", ["--version"]).status === 0;
  const command = pin ? "taskset" : process.execPath;
  const argv = pin ? ["-c", cpus, process.execPath, ...args] : args;
  let log = "";
  const child = spawn(command, argv, { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    child,
    pinned: pin,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A production server's environment for a bench: loopback, its own data folder, a fresh secret. */
export function serverEnv({ port, dataDir, ...overrides }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOSTNAME: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    SECRET_KEY: randomBytes(32).toString("hex"),
    FIRST_SUPERUSER_PASSWORD: randomBytes(12).toString("hex"),
    NEXT_TELEMETRY_DISABLED: "1",
    ...overrides,
  };
}

/** Waits until `url` answers 2xx; fails with the process's output if it exits first. */
export async function waitFor(url, proc, timeoutMs = 90_000, init = undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(
        `process exited (${proc.child.exitCode}) before ${url} answered:\n${proc.output()}`,
      );
    }
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output()}`);
}

/** Resident memory in MiB, from /proc (Linux); undefined elsewhere. */
export function rssMiB(pid) {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return undefined;
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(file, "utf8"));
  return match ? Number(match[1]) / 1024 : undefined;
}

/** One autocannon run; the figures the table prints. */
export async function cannon({ url, duration, connections = 10, method = "GET", headers, body }) {
  const result = await autocannon({ url, duration, connections, method, headers, body });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Warm-up (not counted) then the measured run. */
export async function measure(options, { warmup, duration }) {
  await cannon({ ...options, duration: warmup });
  return cannon({ ...options, duration });
}

const pad = (value, width, right = false) =>
  right ? String(value).padEnd(width) : String(value).padStart(width);

export function printTable(title, rows) {
  const header = [
    "case",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "baseline req/s",
    "ratio",
  ];
  const widths = [44, 9, 7, 7, 8, 7, 15, 6];
  const line = (cells) => cells.map((c, i) => pad(c, widths[i], i === 0)).join("  ");
  console.info(`\n${title}`);
  console.info(line(header));
  console.info(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) {
    const ratio = row.baseline ? (row.rps / row.baseline.rps).toFixed(2) : "";
    console.info(
      line([
        row.name,
        row.rps.toFixed(0),
        row.p50,
        row.p99,
        row.non2xx,
        row.errors,
        row.baseline ? row.baseline.rps.toFixed(0) : "",
        ratio,
      ]),
    );
  }
}

/** A fresh PostgreSQL database for one bench run ({url, drop}), or undefined when none answers. */
const POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function postgresDatabase() {
  const admin = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `seers_bench_${randomBytes(5).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}
