/**
 * A local coturn (Debian's `coturn`, /usr/bin/turnserver) for the relay-only room test: on
 * loopback, with the REST scheme's static-auth-secret as in deploy/turnserver.conf, but with a
 * test-only difference that config must never have: loopback peers are allowed, since both
 * browsers (and so both relayed addresses) are on 127.0.0.1 here.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.mjs";

export const TURN_BIN = "/usr/bin/turnserver";

export type RunningTurn = {
  /** `turn:` URLs for TURN_URLS (UDP and TCP on the same port). */
  urls: string[];
  secret: string;
  output: () => string;
  stop: () => Promise<void>;
};

/** Whether something accepts TCP connections on loopback `port`. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Starts turnserver and resolves once it accepts TCP on its port, or rejects with its log. */
export async function startTurnServer(secret: string): Promise<RunningTurn> {
  const port = await freePort();
  // A relay range of its own, away from the kernel's ephemeral ports other tests' servers get.
  const minPort = 40_000 + Math.floor(Math.random() * 200) * 50;
  const dir = mkdtempSync(path.join(tmpdir(), "seers-turn-"));
  let log = "";
  const child: ChildProcess = spawn(
    TURN_BIN,
    [
      "-n", // no config file: every setting is below
      "--listening-ip=127.0.0.1",
      "--relay-ip=127.0.0.1",
      `--listening-port=${port}`,
      `--min-port=${minPort}`,
      `--max-port=${minPort + 49}`,
      "--use-auth-secret",
      `--static-auth-secret=${secret}`,
      "--realm=seers.test",
      "--fingerprint",
      // Test only: both parties' relayed addresses are on loopback.
      "--allow-loopback-peers",
      "--no-tls",
      "--no-dtls",
      "--no-cli",
      "--no-rfc5780",
      "--log-file=stdout",
      "--verbose",
      "--simple-log",
      `--pidfile=${path.join(dir, "turnserver.pid")}`,
      // Its own (empty) user database: the REST scheme needs none, and the system's stays untouched.
      `--userdb=${path.join(dir, "turndb")}`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 15_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`turnserver did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    urls: [`turn:127.0.0.1:${port}?transport=udp`, `turn:127.0.0.1:${port}?transport=tcp`],
    secret,
    output: () => log,
    stop,
  };
}

export const turnInstalled = () => existsSync(TURN_BIN);
