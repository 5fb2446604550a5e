"use client";
/** How many hours to book: − / value / +, never below 0, with the estimated total. */
import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export function HourCounter({ price }: { price: number }) {
  const [hours, setHours] = useState(1);
  const id = useId();
  const labelId = `${id}-label`;
  const stepClasses =
    "flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent";
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={labelId} className="mb-2 text-sm font-medium text-ink">
        Hours
      </legend>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <div className="inline-flex items-center rounded-full border border-line bg-surface">
          <button
            type="button"
            aria-label="Remove an hour"
            disabled={hours === 0}
            onClick={() => setHours((h) => Math.max(0, h - 1))}
            className={stepClasses}
          >
            <Minus aria-hidden size={18} />
          </button>
          <output
            aria-labelledby={labelId}
            aria-live="polite"
            className="w-10 text-center text-lg font-semibold tabular-nums"
          >
            {hours}
          </output>
          <button
            type="button"
            aria-label="Add an hour"
            onClick={() => setHours((h) => h + 1)}
            className={stepClasses}
          >
            <Plus aria-hidden size={18} />
          </button>
        </div>
        <p className="text-sm text-ink-muted">
          Estimated total{" "}
          <span className="font-semibold text-ink tabular-nums">{usd.format(hours * price)}</span>
        </p>
      </div>
    </fieldset>
  );
}
