/**
 * How a Seer's page words their record of the last 90 days: how often they cancel or do not come,
 * and how soon they answer a request. Pure, so the wording is tested on its own. With too few
 * sessions or requests to mean anything, it says nothing rather than something misleading.
 */
import { HOUR_MS, MINUTE_MS } from "@/lib/durations";

export const RELIABILITY_DAYS = 90;
/** Fewer sessions than this in the period: one cancellation would read as a habit. */
export const MIN_SESSIONS = 5;
/** Fewer answered requests than this: a median of one or two is luck, not a habit. */
export const MIN_ANSWERED = 3;

/** A line of the page: its words, and the figures behind them (the tooltip). */
export type RecordLine = { words: string; detail: string };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** `failed`: sessions the Seer cancelled once accepted, or did not come to; `held`: all accepted ones. */
export function cancellationLine(failed: number, sessions: number): RecordLine | null {
  if (sessions < MIN_SESSIONS) return null;
  const rate = failed / sessions;
  const words =
    failed === 0
      ? "Keeps every session"
      : rate <= 0.05
        ? "Rarely cancels"
        : rate <= 0.15
          ? "Sometimes cancels"
          : "Often cancels";
  return {
    words,
    detail: `Cancelled or did not come to ${failed} of ${plural(sessions, "session")} in the last ${RELIABILITY_DAYS} days`,
  };
}

/** "1 h 12 min", "25 min", "2 days 3 h", "under a minute". */
export function spanWords(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const h = hours % 24;
  return h ? `${plural(days, "day")} ${h} h` : plural(days, "day");
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** `answers`: how long each answered request waited for the Seer's accept or decline (ms). */
export function responseLine(answers: readonly number[]): RecordLine | null {
  if (answers.length < MIN_ANSWERED) return null;
  const typical = median(answers);
  const hours = Math.ceil(typical / HOUR_MS);
  const words =
    hours <= 1
      ? "Usually responds within an hour"
      : hours <= 24
        ? `Usually responds within ${hours} hours`
        : `Usually responds within ${plural(Math.ceil(hours / 24), "day")}`;
  return {
    words,
    detail: `Median time to answer a request: ${spanWords(typical)}, over ${plural(answers.length, "request")} in the last ${RELIABILITY_DAYS} days`,
  };
}
