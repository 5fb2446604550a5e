"use client";
/** The free start times of one day, in the viewer's zone (and the Seer's beside it when it differs). */
import { cn } from "@/lib/cn";
import { clockTime, type Slot, zoneCity } from "./times";

type Props = {
  slots: readonly Slot[];
  selected: string | null;
  onSelect: (start: string) => void;
  viewerZone: string;
  seerZone: string;
  seerFirstName: string;
  /** Several times may be picked (a Seer offering new times): checkboxes, `selected` unused. */
  picked?: readonly string[];
  /** The group's name; one per form on a page. */
  name?: string;
};

export function TimeChoices({
  slots,
  selected,
  onSelect,
  viewerZone,
  seerZone,
  seerFirstName,
  picked,
  name = "booking-start",
}: Props) {
  // Two zones can differ in name and still agree on the clock (e.g. Europe/Paris and Europe/Rome).
  const sample = slots[0]?.start;
  const sameClock = !sample || clockTime(sample, viewerZone) === clockTime(sample, seerZone);
  const showSeer = viewerZone !== seerZone && !sameClock;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">
        {picked ? "Start times" : "Start time"}{" "}
        <span className="font-normal text-ink-muted">
          (your time, {zoneCity(viewerZone)}
          {showSeer ? `; ${seerFirstName}'s in ${zoneCity(seerZone)}` : ""})
        </span>
      </legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {slots.map((slot) => {
          const mine = clockTime(slot.start, viewerZone);
          const theirs = clockTime(slot.start, seerZone);
          return (
            <label
              key={slot.start}
              className={cn(
                "relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl border border-line bg-surface px-2 py-1.5 text-center text-ink transition-colors hover:border-brand-500",
                "has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent",
              )}
            >
              <input
                type={picked ? "checkbox" : "radio"}
                name={name}
                value={slot.start}
                checked={picked ? picked.includes(slot.start) : selected === slot.start}
                onChange={() => onSelect(slot.start)}
                aria-label={showSeer ? `${mine} (${theirs} for ${seerFirstName})` : mine}
                className="absolute inset-0 appearance-none rounded-xl outline-none"
              />
              <span aria-hidden className="text-sm font-semibold tabular-nums">
                {mine}
              </span>
              {showSeer ? (
                <span aria-hidden className="text-xs">
                  {theirs} {zoneCity(seerZone)}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
