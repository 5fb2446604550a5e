"use client";
/**
 * The editor's steps as a row of numbered buttons: labels beside the numbers from a tablet up, the
 * numbers alone on a phone (the open step's name is its heading). A tick marks a complete step.
 */
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { STEPS, type StepValue } from "./listing-steps";

type Props = {
  current: StepValue;
  complete: ReadonlySet<StepValue>;
  onSelect: (step: StepValue) => void;
  disabled: boolean;
};

export function Stepper({ current, complete, onSelect, disabled }: Props) {
  return (
    <nav aria-label="Listing steps">
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {STEPS.map((step, index) => {
          const isCurrent = step.value === current;
          const done = complete.has(step.value);
          return (
            <li key={step.value} className="min-w-0">
              <button
                type="button"
                onClick={() => onSelect(step.value)}
                disabled={disabled}
                aria-current={isCurrent ? "step" : undefined}
                className={cn(
                  "flex min-h-11 w-full flex-col items-center gap-1 rounded-xl px-1 py-2 text-xs font-medium transition-colors disabled:cursor-wait md:flex-row md:gap-2 md:px-3 md:text-sm",
                  isCurrent
                    ? "bg-brand-700 text-white"
                    : "text-ink-muted hover:bg-muted hover:text-ink",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "flex size-7 shrink-0 items-center justify-center rounded-full border text-sm",
                    isCurrent
                      ? "border-white/70"
                      : done
                        ? "border-success bg-success text-white"
                        : "border-line bg-surface",
                  )}
                >
                  {done && !isCurrent ? <Check size={15} /> : index + 1}
                </span>
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                <span className="hidden max-w-full truncate sm:block">{step.short}</span>
                <span className="sr-only sm:hidden">{step.short}</span>
                {done ? <span className="sr-only"> (complete)</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
