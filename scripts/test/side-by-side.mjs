// Runs several suites at the same time, each into a log of its own, and prints each log whole
// once every one has ended (in the order given): two suites that mostly wait on their servers
// (emails, sweeps, streams) share two cores better than they take turns.
import { spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";

/**
 * `steps`: `{ label, command, args, env, log }`. Resolves to each step's exit status and seconds,
 * in the same order.
 */
export async function runSideBySide(steps) {
  console.info(`\n[test] side by side: ${steps.map((step) => step.label).join(" | ")}`);
  const results = await Promise.all(
    steps.map(
      (step) =>
        new Promise((resolve) => {
          const started = Date.now();
          const out = createWriteStream(step.log);
          const child = spawn(step.command, step.args, {
            env: { ...process.env, NO_COLOR: "1", ...step.env },
            stdio: ["ignore", "pipe", "pipe"],
          });
          child.stdout.pipe(out, { end: false });
          child.stderr.pipe(out, { end: false });
          child.on("close", (code) => {
            out.end(() =>
              resolve({ status: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }),
            );
          });
        }),
    ),
  );
  for (const [index, step] of steps.entries()) {
    console.info(`\n[test] ${step.label} (${results[index].seconds} s, its own log follows)`);
    process.stdout.write(readFileSync(step.log, "utf8"));
  }
  return results;
}
