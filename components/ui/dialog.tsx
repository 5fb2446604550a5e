"use client";
/** A modal dialog (Radix): traps focus, closes on Escape, and gives focus back to what opened it. */
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { returnFocusTo } from "./return-focus";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Optional trigger rendered in place (e.g. a button); without it, open is controlled from outside. */
  trigger?: ReactNode;
  /** The button that opened it when that is not `trigger` (a dialog loaded on first use). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
};

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  trigger,
  triggerRef,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocusTo(triggerRef)}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-serif text-xl font-semibold text-ink">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-muted"
              aria-label="Close"
            >
              <X aria-hidden size={20} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-ink-muted">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
