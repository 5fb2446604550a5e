/**
 * The one source of "now" for every rule that depends on time (catalogue time frames, expiry,
 * completion, free times, reminders, "Available for Readings Now"). Tests move it instead of
 * sleeping: unit tests call `setClock`/`freezeClock`, HTTP tests `PUT /api/v1/utils/clock`
 * (ENVIRONMENT=local only). Demos may start a server with `CLOCK_NOW` (an ISO instant: frozen) or
 * `CLOCK_OFFSET_MS` (shifted); neither is read when ENVIRONMENT is "production".
 */
import { DAY_MS } from "@/lib/durations";
import { processSingleton } from "@/lib/process-singleton";

type ClockState = { fixedMs: number | null; offsetMs: number };

function fromEnv(): ClockState {
  if (process.env.ENVIRONMENT === "production") return { fixedMs: null, offsetMs: 0 };
  const fixed = process.env.CLOCK_NOW ? Date.parse(process.env.CLOCK_NOW) : Number.NaN;
  if (Number.isFinite(fixed)) return { fixedMs: fixed, offsetMs: 0 };
  const offsetMs = Number(process.env.CLOCK_OFFSET_MS ?? "");
  return { fixedMs: null, offsetMs: Number.isInteger(offsetMs) ? offsetMs : 0 };
}

function state(): ClockState {
  return processSingleton<ClockState>("clock", fromEnv);
}

export function nowMs(): number {
  const { fixedMs, offsetMs } = state();
  return fixedMs ?? Date.now() + offsetMs;
}

export function now(): Date {
  return new Date(nowMs());
}

/** Moves this process's clock so that it reads `to` now and runs on from there (or shifts it). */
export function setClock(to: Date | { offsetMs: number }): void {
  const clock = state();
  clock.fixedMs = null;
  clock.offsetMs = to instanceof Date ? to.getTime() - Date.now() : to.offsetMs;
}

/** Stops this process's clock at `at` (unit tests that compare exact instants). */
export function freezeClock(at: Date): void {
  state().fixedMs = at.getTime();
}

/** Back to the real time (or to what CLOCK_NOW / CLOCK_OFFSET_MS say). */
export function resetClock(): void {
  Object.assign(state(), fromEnv());
}

/** The instant `days` days before now, as ISO text (how both databases compare timestamps here). */
export function daysAgo(days: number, from: Date = now()): string {
  return new Date(from.getTime() - days * DAY_MS).toISOString();
}
