"use client";
/**
 * The Seer's **Available now** switch: readings on or off at their saved price. The same switch
 * sits on the dashboard's readings card, in the header's account menu and in the phone menu; a
 * refusal (not published, payouts not enabled) is said plainly beside it.
 */
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { useReadingSettings, useSaveReadingSettings } from "./use-reading-settings";

type Props = {
  /** Smaller, for the menus. */
  compact?: boolean;
};

export function AvailableSwitch({ compact = false }: Props) {
  const { data } = useReadingSettings();
  const save = useSaveReadingSettings();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const price = data?.price_per_minute_cents ?? null;
  const on = data?.on ?? false;

  async function toggle() {
    if (price === null) return;
    setBusy(true);
    setProblem(null);
    const result = await save({ on: !on, price_per_minute_cents: price });
    setBusy(false);
    if (!result.ok) setProblem(result.message);
  }

  return (
    <div className={cn("flex flex-col gap-1.5", compact && "px-4 py-2")}>
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-label`} className={cn("font-medium text-ink", compact ? "text-sm" : "")}>
          Available now
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={problem ? `${id}-problem` : undefined}
          disabled={busy || price === null || !data}
          onClick={() => void toggle()}
          className={cn(
            "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors disabled:cursor-not-allowed disabled:opacity-60",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
            // Before a tap target of 44 px: the switch's own box is small, its hit area is not.
            "after:absolute after:-inset-2 after:content-['']",
            on ? "border-brand-700 bg-brand-700" : "border-ink-muted bg-muted",
          )}
        >
          <span
            aria-hidden
            className={cn(
              "inline-block size-5 rounded-full bg-white shadow transition-transform",
              on ? "translate-x-5" : "translate-x-0.5",
            )}
          />
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
