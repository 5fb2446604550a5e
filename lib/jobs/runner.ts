/**
 * Periodic background jobs of one server process (the outbox, the booking sweep): each runs, waits
 * its interval, runs again; one run of a job never overlaps the next. Jobs are registered before
 * `startJobs` (lib/jobs/registry.ts); `stopJobs` lets the runs in progress finish.
 */
import "server-only";
import { processSingleton } from "@/lib/process-singleton";

type Job = {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  /** The run in progress or the last one: the next run starts after it, never beside it. */
  tail: Promise<void>;
};

type RunnerState = {
  jobs: Job[];
  started: boolean;
  stopping: boolean;
  timers: Map<string, NodeJS.Timeout>;
  running: Set<Promise<void>>;
  /** The last error each job logged, so an outage is logged when it starts and ends, not every second. */
  lastError: Map<string, string>;
};

function state(): RunnerState {
  return processSingleton<RunnerState>("jobs", () => ({
    jobs: [],
    started: false,
    stopping: false,
    timers: new Map(),
    running: new Set(),
    lastError: new Map(),
  }));
}

export function registerPeriodicJob(
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
): void {
  const { jobs } = state();
  if (jobs.some((job) => job.name === name)) return;
  jobs.push({ name, intervalMs, run, tail: Promise.resolve() });
}

/** True once the process is shutting down: long jobs check it between steps. */
export function jobsStopping(): boolean {
  return state().stopping;
}

async function runOnce(job: Job): Promise<void> {
  const { lastError } = state();
  try {
    await job.run();
    if (lastError.delete(job.name)) console.info(`[jobs] ${job.name} works again`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (lastError.get(job.name) !== message) {
      console.error(`[jobs] ${job.name} failed (retrying every ${job.intervalMs} ms):`, message);
      lastError.set(job.name, message);
    }
  }
}

/** Runs `job` once its current run (if any) has finished, so two runs of one job never overlap. */
function runAfterCurrent(job: Job): Promise<void> {
  const s = state();
  const run = job.tail.then(() => runOnce(job));
  job.tail = run;
  s.running.add(run);
  return run.finally(() => s.running.delete(run));
}

function schedule(job: Job, delayMs: number): void {
  const s = state();
  if (s.stopping) return;
  const timer = setTimeout(() => {
    void runAfterCurrent(job).finally(() => schedule(job, job.intervalMs));
  }, delayMs);
  // Jobs alone never keep the process alive.
  timer.unref();
  s.timers.set(job.name, timer);
}

/** Starts every registered job once per process; later calls do nothing. */
export function startJobs(): void {
  const s = state();
  if (s.started) return;
  s.started = true;
  s.stopping = false;
  for (const job of s.jobs) schedule(job, 0);
  console.info(`[jobs] started: ${s.jobs.map((job) => job.name).join(", ") || "none"}`);
}

/**
 * Runs every started job once more now, in the order they were registered (the sweeps that write
 * emails before the outbox that sends them), each after its run in progress; resolves when all
 * are done. Tests call it (through the local-only /utils/jobs route) right after moving the clock,
 * to wait on the jobs themselves instead of on their intervals.
 */
export async function runJobsNow(): Promise<string[]> {
  const s = state();
  if (!s.started || s.stopping) return [];
  for (const job of s.jobs) await runAfterCurrent(job);
  return s.jobs.map((job) => job.name);
}

/** Stops scheduling runs and waits (up to `timeoutMs`) for the ones in progress. */
export async function stopJobs(timeoutMs = 4_000): Promise<void> {
  const s = state();
  s.stopping = true;
  for (const timer of s.timers.values()) clearTimeout(timer);
  s.timers.clear();
  const limit = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([Promise.allSettled([...s.running]), limit]);
  s.started = false;
}
