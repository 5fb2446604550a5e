// Runs suites at the same time, each into a log of its own, and prints each log whole as soon as
// its suite ends: on two cores, suites that each leave a core idle part of the time (waiting on
// their servers, emails, sweeps, streams) finish sooner side by side than taking turns.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";

/**
 * Starts one step, `{ label, command, args, env, log }`, writing straight into its log file (not
 * through this process: a step keeps running while this process is busy with a synchronous
 * one). Resolves to its exit status and seconds once it has ended and its log has been printed.
 */
export function runLogged(step) {
  console.info(`[test] started: ${step.label}`);
  const started = Date.now();
  const fd = openSync(step.log, "w");
  const child = spawn(step.command, step.args, {
    env: { ...process.env, NO_COLOR: "1", ...step.env },
    stdio: ["ignore", fd, fd],
  });
  return new Promise((resolve) => {
    let ended = false;
    const done = (status) => {
      if (ended) return;
      ended = true;
      closeSync(fd);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.info(`\n[test] ${step.label} (${seconds} s, its own log follows)`);
      process.stdout.write(readFileSync(step.log, "utf8"));
      resolve({ status, seconds });
    };
    child.on("error", () => done(1));
    child.on("close", (code) => done(code ?? 1));
  });
}
