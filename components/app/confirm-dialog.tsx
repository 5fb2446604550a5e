"use client";
/**
 * A confirmation before something is done for good (deleting an item or a user): Cancel or the
 * action; the dialog cannot be dismissed while the action runs.
 */
import type { ReactNode } from "react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { refocusIfLost } from "./data-table";
import { DialogActions } from "./dialog-actions";

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
      <DialogActions>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={run} disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
