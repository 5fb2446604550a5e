import { describe, expect, it } from "vitest";
import { jobsStopping, registerPeriodicJob, startJobs, stopJobs } from "./runner";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the periodic job runner", () => {
  it("repeats a job without overlapping runs, and lets the run in progress finish on stop", async () => {
    let running = 0;
    let overlaps = 0;
    let runs = 0;
    let finished = 0;
    registerPeriodicJob("slow", 5, async () => {
      running += 1;
      if (running > 1) overlaps += 1;
      runs += 1;
      await sleep(20);
      running -= 1;
      finished += 1;
    });
    registerPeriodicJob("failing", 5, async () => {
      throw new Error("database is down");
    });
    startJobs();
    startJobs();
    await sleep(150);
    expect(runs).toBeGreaterThan(2);
    expect(overlaps).toBe(0);
    const stopped = stopJobs();
    expect(jobsStopping()).toBe(true);
    await stopped;
    expect(finished).toBe(runs);
    await sleep(50);
    expect(finished).toBe(runs);
  });
});
