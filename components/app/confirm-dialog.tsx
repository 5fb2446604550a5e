"use client";
/**
 * A confirmation before something is done for good (deleting an item, a user, one's account):
 * Cancel or the action; the dialog cannot be dismissed while the action runs. Without a trigger it
 * is opened from outside (`open`), e.g. by an answer that asks the user to decide.
 */
import type { ReactNode, RefObject } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { refocusIfLost } from "@/components/ui/return-focus";
import { TriggeredDialog } from "@/components/ui/triggered-dialog";

type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Without a trigger: the button focus goes back to. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** Does the thing (and says how it went); true closes the dialog, false keeps it open. */
  confirm: () => Promise<boolean>;
  /** After the dialog closed on success: refresh what changed. */
  afterConfirm?: () => Promise<unknown>;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** Danger for what is done for good; primary for a choice that undoes nothing. */
  variant?: "primary" | "danger";
};

export function ConfirmDialog({
  confirm,
  afterConfirm,
  confirmLabel = "Delete",
  busyLabel = "Deleting…",
  cancelLabel,
  variant = "danger",
  ...dialog
}: ConfirmDialogProps) {
  return (
    <TriggeredDialog {...dialog}>
      {({ busy, setBusy, close }) => (
        <DialogActions
          onCancel={close}
          cancelLabel={cancelLabel}
          label={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          variant={variant}
          onAction={async () => {
            setBusy(true);
            const done = await confirm();
            setBusy(false);
            if (!done) return;
            close();
            await afterConfirm?.();
            // The trigger may have left with its row: focus goes to the page heading, not nowhere.
            refocusIfLost();
          }}
        />
      )}
    </TriggeredDialog>
  );
}
