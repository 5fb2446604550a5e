// deploy/nginx.conf in front of bench servers, when nginx is installed (it is not downloaded):
// the same file with our listen port and upstreams, run unprivileged from a scratch prefix.
import { spawn } from "node:child_process";
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
import { freePort } from "./support.mjs";

function findNginx() {
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"];
  return dirs.map((dir) => path.join(dir, "nginx")).find((file) => existsSync(file));
}

/** Starts nginx for `upstreamPorts`; resolves to {base, stop}, or undefined without nginx. */
export async function startNginx(upstreamPorts) {
  const bin = findNginx();
  if (!bin) return undefined;
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "seers-bench-nginx-"));
  chmodSync(prefix, 0o755);
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir));
  let first = true;
  const config = readFileSync("deploy/nginx.conf", "utf8")
    .replace(/^(\s*)server 127\.0\.0\.1:\d+[^;\n]*;\n/gm, (_, indent) => {
      if (!first) return "";
      first = false;
      return upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p};\n`).join("");
    })
    .replace(/listen \d+;/, `listen 127.0.0.1:${port};`);
  writeFileSync(path.join(prefix, "nginx.conf"), config);
  const child = spawn(
    bin,
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", "stderr", "-g", "daemon off;"],
    {
      stdio: "ignore",
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/api/v1/utils/health-check/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once("exit", () => {
        rmSync(prefix, { recursive: true, force: true });
        resolve();
      });
      child.kill("SIGQUIT");
    });
  return { base, stop };
}
