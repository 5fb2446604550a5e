"use client";
/**
 * A dialog opened by its own trigger that keeps its open state. Its content gets a way to close
 * it and to say an action is running; while one runs the dialog cannot be dismissed.
 */
import { type ReactNode, useState } from "react";
import { Dialog } from "./dialog";

type Controls = { busy: boolean; setBusy: (busy: boolean) => void; close: () => void };

type TriggeredDialogProps = {
  title: string;
  description: ReactNode;
  trigger: ReactNode;
  children: (controls: Controls) => ReactNode;
};

export function TriggeredDialog({ children, ...dialog }: TriggeredDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog {...dialog} open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {children({ busy, setBusy, close: () => setOpen(false) })}
    </Dialog>
  );
}
