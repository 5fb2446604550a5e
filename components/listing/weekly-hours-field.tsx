"use client";
/** The hours of each weekday: any number of from–to ranges a day, added and removed by buttons. */
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { WEEKDAYS, type Weekday } from "@/lib/listings/schema";
import { errorMessages } from "./error-messages";

type Range = [string, string];
export type WeeklyHours = Record<Weekday, Range[]>;

const DAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const pad = (n: number) => String(n).padStart(2, "0");
const LAST_MINUTE = 23 * 60 + 59;

/** A new range starts where the day's last one ends and lasts an hour; the first is 09:00–17:00. */
function nextRange(ranges: Range[]): Range {
  const last = ranges.at(-1);
  if (!last) return ["09:00", "17:00"];
  const [hours = 0, minutes = 0] = last[1].split(":").map(Number);
  const end = Math.min(hours * 60 + minutes + 60, LAST_MINUTE);
  return [last[1], `${pad(Math.floor(end / 60))}:${pad(end % 60)}`];
}

type Props = { value: WeeklyHours; onChange: (value: WeeklyHours) => void; error?: unknown };

export function WeeklyHoursField({ value, onChange, error }: Props) {
  const setDay = (day: Weekday, ranges: Range[]) => onChange({ ...value, [day]: ranges });
  const errors = error as Partial<Record<Weekday, unknown>> | undefined;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-ink-muted">Weekly hours</legend>
      {/* On a phone the list bleeds to the card's edges: two time inputs and Remove need the width. */}
      <ul className="-mx-4 flex flex-col divide-y divide-line border-y border-line bg-surface sm:mx-0 sm:rounded-2xl sm:border">
        {WEEKDAYS.map((day) => {
          const ranges = value[day] ?? [];
          const messages = errorMessages(errors?.[day]);
          const name = DAY_NAMES[day];
          return (
            <li key={day} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start">
              <p className="w-28 shrink-0 pt-2.5 text-sm font-semibold text-ink">{name}</p>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                {ranges.length === 0 ? (
                  <p className="pt-2.5 text-sm text-ink-muted">Unavailable</p>
                ) : null}
                {ranges.map((range, index) => {
                  const label = `${name}, hours ${index + 1}`;
                  const update = (at: 0 | 1, time: string) =>
                    setDay(
                      day,
                      ranges.map((r, i) =>
                        i === index ? (at === 0 ? [time, r[1]] : [r[0], time]) : r,
                      ),
                    );
                  return (
                    <fieldset
                      // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity but its place
                      key={index}
                      aria-label={label}
                      className="flex min-w-0 items-center gap-2"
                    >
                      <input
                        type="time"
                        aria-label={`${label}, from`}
                        value={range[0]}
                        onChange={(event) => update(0, event.target.value)}
                        className={`${controlClasses(messages.length > 0)} w-auto min-w-0 flex-1 px-2 sm:max-w-36 sm:px-3 max-sm:[&::-webkit-calendar-picker-indicator]:hidden`}
                      />
                      <span aria-hidden className="hidden text-ink-muted sm:inline">
                        –
                      </span>
                      <input
                        type="time"
                        aria-label={`${label}, to`}
                        value={range[1]}
                        onChange={(event) => update(1, event.target.value)}
                        className={`${controlClasses(messages.length > 0)} w-auto min-w-0 flex-1 px-2 sm:max-w-36 sm:px-3 max-sm:[&::-webkit-calendar-picker-indicator]:hidden`}
                      />
                      <button
                        type="button"
                        aria-label={`Remove ${name} ${range[0]} to ${range[1]}`}
                        onClick={() =>
                          setDay(
                            day,
                            ranges.filter((_, i) => i !== index),
                          )
                        }
                        className="flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-muted hover:text-ink"
                      >
                        <X aria-hidden size={18} />
                      </button>
                    </fieldset>
                  );
                })}
                {messages.map((message) => (
                  <p key={message} className="text-sm text-danger-text">
                    {name}: {message}
                  </p>
                ))}
              </div>
              <Button
                variant="secondary"
                className="self-start"
                aria-label={`Add hours on ${name}`}
                onClick={() => setDay(day, [...ranges, nextRange(ranges)])}
              >
                <Plus aria-hidden size={16} />
                Add hours
              </Button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
