// Shared pieces of `npm run bench:api`: ports, child servers, resident memory, autocannon runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import autocannon from "autocannon";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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
