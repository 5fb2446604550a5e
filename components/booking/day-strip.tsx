"use client";
/**
 * A week of days as one radio group (arrow keys move between the days that have free times):
 * each day says how many start times it has; the arrows page a week earlier or later.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { addDays, dayParts, longDay } from "./times";

type Props = {
  weekStart: string;
  today: string;
  /** Free start times per day key; undefined while loading. */
  counts: ReadonlyMap<string, number> | undefined;
  selected: string | null;
  onSelect: (dateKey: string) => void;
  onWeek: (weekStart: string) => void;
  /** How far ahead the arrows may go, in days from today. */
  horizonDays: number;
};

const arrowClasses =
  "flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-ink transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent";

export function DayStrip({
  weekStart,
  today,
  counts,
  selected,
  onSelect,
  onWeek,
  horizonDays,
}: Props) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const first = dayParts(days[0] ?? weekStart);
  const last = dayParts(days[6] ?? weekStart);
  const range =
    first.month === last.month
      ? `${first.month} ${first.day} – ${last.day}`
      : `${first.month} ${first.day} – ${last.month} ${last.day}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Day</legend>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-ink-muted">{range}</p>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label="Earlier days"
            disabled={weekStart <= today}
            onClick={() => onWeek(addDays(weekStart, -7))}
            className={arrowClasses}
          >
            <ChevronLeft aria-hidden size={18} />
          </button>
          <button
            type="button"
            aria-label="Later days"
            disabled={addDays(weekStart, 7) > addDays(today, horizonDays)}
            onClick={() => onWeek(addDays(weekStart, 7))}
            className={arrowClasses}
          >
            <ChevronRight aria-hidden size={18} />
          </button>
        </div>
      </div>
      <div className="grid grid-cols-7 gap-1 sm:gap-2">
        {days.map((day) => {
          const parts = dayParts(day);
          const count = counts?.get(day) ?? 0;
          const free = counts !== undefined && count > 0 && day >= today;
          const label = `${longDay(day)}: ${
            counts === undefined ? "loading" : free ? `${count} free times` : "no free times"
          }`;
          return (
            <label
              key={day}
              className={cn(
                "relative flex min-h-16 flex-col items-center justify-center rounded-xl border px-0.5 py-2 text-center transition-colors",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent",
                free
                  ? "cursor-pointer border-line bg-surface text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white"
                  : "cursor-not-allowed border-dashed border-line text-ink-muted",
              )}
            >
              <input
                type="radio"
                name="booking-day"
                value={day}
                checked={selected === day}
                disabled={!free}
                onChange={() => onSelect(day)}
                aria-label={label}
                className="absolute inset-0 appearance-none rounded-xl outline-none"
              />
              <span aria-hidden className="text-xs font-medium uppercase tracking-wide">
                {parts.weekday}
              </span>
              <span aria-hidden className="text-lg font-semibold leading-tight tabular-nums">
                {parts.day}
              </span>
              <span aria-hidden className="text-[0.7rem] leading-tight">
                {free ? `${count} free` : "—"}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
