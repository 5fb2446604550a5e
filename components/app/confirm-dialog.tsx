"use client";
/**
 * A confirmation before something is done for good (deleting an item or a user): Cancel or the
 * action; the dialog cannot be dismissed while the action runs.
 */
import type { ReactNode } from "react";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { refocusIfLost } from "@/components/ui/return-focus";

type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  trigger: ReactNode;
  /** Does the thing (and says how it went); true closes the dialog, false keeps it open. */
  confirm: () => Promise<boolean>;
  /** After the dialog closed on success: refresh what changed. */
  afterConfirm?: () => Promise<unknown>;
  confirmLabel?: string;
  busyLabel?: string;
};

export function ConfirmDialog({
  title,
  description,
  trigger,
  confirm,
  afterConfirm,
  confirmLabel = "Delete",
  busyLabel = "Deleting…",
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    const done = await confirm();
    setBusy(false);
    if (!done) return;
    setOpen(false);
    await afterConfirm?.();
    // The trigger may have left with its row: focus goes to the page heading, not nowhere.
    refocusIfLost();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title={title}
      description={description}
      trigger={trigger}
    >
      <DialogActions
        onCancel={() => setOpen(false)}
        label={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        variant="danger"
        onAction={run}
      />
    </Dialog>
  );
}
