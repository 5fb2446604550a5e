"use client";
/**
 * The session's length in hours: − / value / +, stepping among the lengths the Seer offers (so
 * never below the shortest one, and never to 0), with the total at the hourly rate.
 */
import { Minus, Plus } from "lucide-react";
import { type ReactNode, useId } from "react";

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
          <StepButton label="Remove an hour" to={shorter} onChange={onChange}>
            <Minus aria-hidden size={18} />
          </StepButton>
          <output
            aria-labelledby={labelId}
            aria-live="polite"
            className="w-10 text-center text-lg font-semibold tabular-nums"
          >
            {value}
          </output>
          <StepButton label="Add an hour" to={longer} onChange={onChange}>
            <Plus aria-hidden size={18} />
          </StepButton>
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

type StepButtonProps = {
  label: string;
  /** The length one step away; none past either end, where the button is disabled. */
  to: number | undefined;
  onChange: (hours: number) => void;
  children: ReactNode;
};

function StepButton({ label, to, onChange, children }: StepButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={to === undefined}
      onClick={() => to !== undefined && onChange(to)}
      className="flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
