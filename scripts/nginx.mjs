// nginx in front of our servers, run unprivileged from a scratch prefix with deploy/nginx.conf
// rewritten for the ports at hand: for the load-balancer and page-cache tests and bench:api.
import { execFile, spawn } from "node:child_process";
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
import { freePort } from "./free-port.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

/** Response header that `renderNginxConfig(..., { upstreamHeader: true })` adds: who answered. */
export const UPSTREAM_HEADER = "x-upstream";

/** The nginx binary on this machine, if any. */
export function findNginx() {
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"];
  return dirs.map((dir) => path.join(dir, "nginx")).find((file) => existsSync(file));
}

/**
 * The nginx binary, installed from Debian's packages when missing and we are root.
 * Returns the reason instead when it cannot be had.
 */
export async function ensureNginx() {
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
    return { reason: `apt-get install nginx failed: ${error.message.slice(0, 300)}` };
  }
  const installed = findNginx();
  return installed
    ? { bin: installed }
    : { reason: "nginx is still missing after apt-get install" };
}

/**
 * deploy/nginx.conf listening on `listenPort` in front of `instancePorts`, optionally with a
 * header naming the instance that answered. Throws when the file no longer has the lines it
 * rewrites.
 */
export function renderNginxConfig(listenPort, instancePorts, { upstreamHeader = false } = {}) {
  const source = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/gm;
  const first = [...source.matchAll(serverLine)][0];
  if (!first || !/listen \d+;/.test(source) || !source.includes("proxy_pass http://seers;")) {
    throw new Error("deploy/nginx.conf changed shape: update renderNginxConfig");
  }
  const indent = first[1] ?? "";
  const upstreams = instancePorts
    .map((port) => `${indent}server 127.0.0.1:${port}${first[2] ?? ""};\n`)
    .join("");
  let seen = 0;
  const config = source
    .replace(serverLine, () => (seen++ === 0 ? upstreams : ""))
    .replace(/listen \d+;/, `listen 127.0.0.1:${listenPort};`);
  return upstreamHeader
    ? config.replaceAll(
        "proxy_pass http://seers;",
        "proxy_pass http://seers;\n            add_header X-Upstream $upstream_addr always;",
      )
    : config;
}

/**
 * Runs nginx in the foreground from a fresh prefix folder, as deploy/nginx.conf's header shows,
 * with the config that `config(port)` gives; resolves once it answers the health check.
 */
export async function startNginx(bin, config) {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "seers-nginx-"));
  // Workers drop root for `nobody`: they must reach the temp folders below the prefix.
  chmodSync(prefix, 0o755);
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir));
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, config(port));
  let log = "";
  const child = spawn(bin, ["-p", prefix, "-c", file, "-e", "stderr", "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr.on("data", (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
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
      return { url, stop, output: () => log };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}:\n${log}`);
}
