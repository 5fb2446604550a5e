"use client";
/** The Filters dialog once opened (filters-dialog.tsx loads it on the first tap of its button). */
import type { ReactNode, RefObject } from "react";
import { Dialog } from "@/components/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Filters button: focus goes back there when the dialog closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** "13 coaches": what closing the dialog will show. */
  resultLabel: string;
  children: ReactNode;
};

export function FiltersDialogPanel({
  open,
  onOpenChange,
  triggerRef,
  resultLabel,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Filters" triggerRef={triggerRef}>
      {children}
      <div className="sticky -bottom-6 -mx-6 mt-6 -mb-6 border-t border-line bg-surface px-6 py-4">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
        >
          Show {resultLabel}
        </button>
      </div>
    </Dialog>
  );
}
