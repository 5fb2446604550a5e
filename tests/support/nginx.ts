/** nginx from Debian's packages in front of test servers, run from deploy/nginx.conf with our ports. */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./ports";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** Response header the test's copy of the config adds: which instance answered. */
export const UPSTREAM_HEADER = "x-upstream";

function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"];
  return dirs.map((dir) => path.join(dir, "nginx")).find((file) => existsSync(file));
}

/**
 * The nginx binary, installed from Debian's packages when missing and we are root.
 * Returns the reason instead when it cannot be had.
 */
export async function ensureNginx(): Promise<{ bin: string } | { reason: string }> {
  const found = findNginx();
  if (found) return { bin: found };
  if (process.getuid?.() !== 0) return { reason: "nginx is not installed and we are not root" };
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // `nginx` rather than `nginx-light`: the light flavour is gone after Debian 12.
  const install = () =>
    run("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { env });
  try {
    await install().catch(async () => {
      await run("apt-get", ["update"], { env });
      await install();
    });
  } catch (error) {
    return { reason: `apt-get install nginx failed: ${(error as Error).message.slice(0, 300)}` };
  }
  const installed = findNginx();
  return installed
    ? { bin: installed }
    : { reason: "nginx is still missing after apt-get install" };
}

/**
 * deploy/nginx.conf with the test's listen port and instances, plus a header naming the instance
 * that answered. Throws when the file no longer has the lines it rewrites.
 */
export function renderNginxConfig(listenPort: number, instancePorts: number[]): string {
  const source = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/gm;
  const servers = [...source.matchAll(serverLine)];
  const first = servers[0];
  if (!first || !/listen \d+;/.test(source) || !source.includes("proxy_pass http://seers;")) {
    throw new Error("deploy/nginx.conf changed shape: update renderNginxConfig");
  }
  const indent = first[1] ?? "";
  const upstreams = instancePorts
    .map((port) => `${indent}server 127.0.0.1:${port}${first[2] ?? ""};\n`)
    .join("");
  let seen = 0;
  return source
    .replace(serverLine, () => (seen++ === 0 ? upstreams : ""))
    .replace(/listen \d+;/, `listen 127.0.0.1:${listenPort};`)
    .replace(
      "proxy_pass http://seers;",
      `proxy_pass http://seers;\n            add_header X-Upstream $upstream_addr always;`,
    );
}

export type RunningNginx = { url: string; stop: () => Promise<void>; output: () => string };

/** Runs nginx in the foreground from a fresh prefix folder, as deploy/nginx.conf's header shows. */
export async function startNginx(bin: string, config: (port: number) => string) {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "seers-nginx-"));
  // Workers drop root for `nobody`: they must reach the temp folders below the prefix.
  chmodSync(prefix, 0o755);
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir));
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, config(port));
  let log = "";
  const child: ChildProcess = spawn(
    bin,
    ["-p", prefix, "-c", file, "-e", "stderr", "-g", "daemon off;"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(prefix, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGQUIT"); // graceful: finish requests in flight, then exit
    });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log}`);
    try {
      await fetch(`${url}/api/v1/utils/health-check/`);
      return { url, stop, output: () => log } satisfies RunningNginx;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}:\n${log}`);
}
