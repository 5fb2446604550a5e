"use client";
/**
 * A dialog opened by its own trigger that keeps its open state. Its content gets a way to close
 * it and to say an action is running; while one runs the dialog cannot be dismissed.
 * Without a trigger, `open` and `onOpenChange` say when it is open (a dialog an answer opens).
 */
import { type ReactNode, type RefObject, useState } from "react";
import { Dialog } from "./dialog";

type Controls = { busy: boolean; setBusy: (busy: boolean) => void; close: () => void };

type TriggeredDialogProps = {
  title: string;
  description: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes back when there is no trigger. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  children: (controls: Controls) => ReactNode;
};

export function TriggeredDialog({
  children,
  open: openFromOutside,
  onOpenChange,
  ...dialog
}: TriggeredDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog
      {...dialog}
      open={openFromOutside ?? ownOpen}
      onOpenChange={(next) => !busy && setOpen(next)}
    >
      {children({ busy, setBusy, close: () => setOpen(false) })}
    </Dialog>
  );
}
