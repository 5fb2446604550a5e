"use client";
/**
 * Phones and tablets: the filter panel opens in a dialog from the Filters button. It stays open
 * while options are picked (each one a navigation), so several can be chosen in a row.
 */
import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Dialog } from "@/components/ui/dialog";

type Props = {
  /** How many filters are set, shown on the button. */
  active: number;
  /** "13 coaches": what closing the dialog will show. */
  resultLabel: string;
  children: ReactNode;
};

export function FiltersDialog({ active, resultLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Filters"
      trigger={
        <button
          type="button"
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
      }
    >
      {children}
      <div className="sticky -bottom-6 -mx-6 mt-6 -mb-6 border-t border-line bg-surface px-6 py-4">
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
        >
          Show {resultLabel}
        </button>
      </div>
    </Dialog>
  );
}
