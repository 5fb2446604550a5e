"use client";
/** A side sheet for phones (Radix dialog): traps focus, closes on Escape, gives focus back to its button. */
import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { cn } from "@/lib/cn";
import { returnFocusTo } from "./return-focus";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's heading, also its accessible name. */
  title: ReactNode;
  /** Read by screen readers when the sheet opens. */
  description: string;
  /** Where the sheet slides in from: the side its button is on. */
  side?: "left" | "right";
  triggerClassName?: string;
  /**
   * A button of the caller's own that opens the sheet (e.g. one rendered before the sheet's code
   * loads): the sheet then draws no button and gives focus back to this one when it closes.
   */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  side = "left",
  triggerClassName,
  triggerRef,
  children,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {triggerRef ? null : (
        <Dialog.Trigger
          className={cn(
            "flex size-11 items-center justify-center rounded-lg text-ink hover:bg-muted",
            triggerClassName,
          )}
          aria-label="Open menu"
        >
          <Menu aria-hidden size={22} />
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocusTo(triggerRef)}
          className={cn(
            "fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-surface p-4 shadow-xl",
            side === "left" ? "left-0" : "right-0",
          )}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl font-semibold text-accent">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="flex size-11 items-center justify-center rounded-lg hover:bg-muted"
              aria-label="Close menu"
            >
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
