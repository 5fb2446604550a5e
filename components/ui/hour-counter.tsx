"use client";
/**
 * The session's length in hours: − / value / +, stepping among the lengths the Seer offers (so
 * never below the shortest one, and never to 0), with the total at the hourly rate.
 */
import { Minus, Plus } from "lucide-react";
import { useId } from "react";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

type Props = {
  /** The Seer's session lengths, in hours, shortest first. */
  lengths: readonly number[];
  value: number;
  onChange: (hours: number) => void;
  price: number;
  /** The booking panel states its own total beside Book now; elsewhere the counter says it. */
  showTotal?: boolean;
};

export function HourCounter({ lengths, value, onChange, price, showTotal = true }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const index = lengths.indexOf(value);
  const shorter = index > 0 ? lengths[index - 1] : undefined;
  const longer = index >= 0 && index < lengths.length - 1 ? lengths[index + 1] : undefined;
  const stepClasses =
    "flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent";
  const offered =
    lengths.length > 1
      ? `Sessions of ${lengths.join(", ").replace(/, (\d+)$/, " or $1")} hours`
      : `${lengths[0] ?? 1}-hour sessions`;
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
            disabled={shorter === undefined}
            onClick={() => shorter !== undefined && onChange(shorter)}
            className={stepClasses}
          >
            <Minus aria-hidden size={18} />
          </button>
          <output
            aria-labelledby={labelId}
            aria-live="polite"
            className="w-10 text-center text-lg font-semibold tabular-nums"
          >
            {value}
          </output>
          <button
            type="button"
            aria-label="Add an hour"
            disabled={longer === undefined}
            onClick={() => longer !== undefined && onChange(longer)}
            className={stepClasses}
          >
            <Plus aria-hidden size={18} />
          </button>
        </div>
        <p className="text-sm text-ink-muted">
          {showTotal ? (
            <>
              Total{" "}
              <span className="font-semibold text-ink tabular-nums">
                {usd.format(value * price)}
              </span>
              <span className="block text-xs">{offered}</span>
            </>
          ) : (
            offered
          )}
        </p>
      </div>
    </fieldset>
  );
}
