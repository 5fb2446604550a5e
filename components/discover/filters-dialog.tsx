"use client";
/**
 * Phones and tablets: the filter panel opens in a dialog from the Filters button. It stays open
 * while options are picked (each one a navigation), so several can be chosen in a row. The dialog's
 * code (Radix) loads on the first tap, so Discover does not carry it for visitors who never open it.
 */
import { SlidersHorizontal } from "lucide-react";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";

const FiltersDialogPanel = lazy(() =>
  import("./filters-dialog-panel").then((module) => ({ default: module.FiltersDialogPanel })),
);

type Props = {
  /** How many filters are set, shown on the button. */
  active: number;
  /** "13 coaches": what closing the dialog will show. */
  resultLabel: string;
  children: ReactNode;
};

export function FiltersDialog({ active, resultLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-muted lg:hidden"
      >
        <SlidersHorizontal aria-hidden size={18} className="text-accent" />
        Filters
        {active > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
            {active}
            <span className="sr-only"> set</span>
          </span>
        ) : null}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <FiltersDialogPanel
            open={open}
            onOpenChange={setOpen}
            triggerRef={button}
            resultLabel={resultLabel}
          >
            {children}
          </FiltersDialogPanel>
        </Suspense>
      ) : null}
    </>
  );
}
